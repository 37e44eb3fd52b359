import type { IncomingMessage, ServerResponse } from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// The site posts from another origin (and, on a public host, to a private address).
export function setCors(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  // Without this the page cannot read a 429's Retry-After.
  response.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  if (request.method !== 'OPTIONS') return;
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  response.setHeader('Access-Control-Max-Age', '600');
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** The request's path, or a 400 when its target is not a URL at all. */
export function requestPath(request: IncomingMessage): string {
  try {
    return new URL(request.url ?? '/', 'http://relay').pathname;
  } catch {
    throw new HttpError(400, 'The request URL cannot be parsed');
  }
}

/** A form post as Web3Forms takes it: JSON, or URL-encoded fields (a field sent more than once, one list). */
export async function readFormBody(request: IncomingMessage): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return readJson(request);
  if (type === 'application/x-www-form-urlencoded') {
    const fields = new URLSearchParams(await readText(request));
    return Object.fromEntries([...new Set(fields.keys())].map((key) => [key, fields.getAll(key).join(', ')]));
  }
  throw new HttpError(415, 'Send the form as application/json or application/x-www-form-urlencoded');
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readText(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be JSON');
  }
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
