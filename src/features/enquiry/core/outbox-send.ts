import type { EnquiryPayload } from './payload';

/** Long enough for a slow service: a send cut short while the service still works on it arrives twice. */
export const SEND_TIMEOUT_MS = 30_000;
/** Browsers refuse keepalive for bodies over 64 KiB in flight; an enquiry is a few KB. */
const KEEPALIVE_MAX_BYTES = 60_000;

export type SendOutcome =
  | { kind: 'delivered' }
  /** The service refused this enquiry; sending it again would not help. */
  | { kind: 'rejected'; message: string }
  /** Worth another try later (network, timeout, 5xx, 429). */
  | { kind: 'transient'; message: string; retryAfterMs?: number; status?: number };

export interface SendOptions {
  endpoint: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export async function postEnquiry(payload: EnquiryPayload, options: SendOptions): Promise<SendOutcome> {
  // Called detached: a browser's fetch throws "Illegal invocation" when called as a method of another object.
  const { fetch: request } = options;
  const body = JSON.stringify(payload);
  let response: Response;
  try {
    response = await request(options.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      // The send goes on if the page closes mid-request, so its answer is less often lost (and the enquiry re-sent).
      keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES,
      signal: AbortSignal.timeout(options.timeoutMs ?? SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'transient', message: describeFailure(error) };
  }
  if (response.ok) return { kind: 'delivered' };
  const message = (await readServiceMessage(response)) ?? `HTTP ${response.status}`;
  if (!isTransientStatus(response.status)) return { kind: 'rejected', message };
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
  return { kind: 'transient', message, retryAfterMs, status: response.status };
}

/** 408 (request timeout) behaves like a network failure, so it is retried along with 429 and 5xx. */
export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** Web3Forms answers `{ success, message }`; its reference also shows the message nested under `body`. */
export async function readServiceMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (!isRecord(body)) return undefined;
    if (typeof body.message === 'string' && body.message) return body.message;
    const nested = isRecord(body.body) ? body.body.message : undefined;
    return typeof nested === 'string' && nested ? nested : undefined;
  } catch {
    return undefined;
  }
}

export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(seconds * 1000, 0);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(at - now, 0);
}

function describeFailure(error: unknown): string {
  if (isRecord(error) && error.name === 'TimeoutError') return 'The request timed out';
  return isRecord(error) && typeof error.message === 'string' ? error.message : String(error);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
