import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SubmitAnswer } from './submit';

/**
 * A form the browser posted itself (the site's form before its scripts run): its fields as the JSON sender
 * would give them. The name arrives as first and last name; services, ticked one by one, as one list.
 */
export function fieldsOfHtmlForm(fields: Record<string, string>): Record<string, string> {
  const { firstName, lastName, ...rest } = fields;
  if (rest.name !== undefined || (firstName === undefined && lastName === undefined)) return fields;
  return { ...rest, name: [firstName, lastName].filter(Boolean).join(' ') };
}

/** Whether the sender is a browser posting a form, which Web3Forms answers with a redirect, not JSON. */
export const isHtmlFormPost = (fields: unknown): fields is Record<string, string> & { redirect: string } =>
  typeof fields === 'object' && fields !== null && typeof (fields as { redirect?: unknown }).redirect === 'string';

/**
 * Where the visitor goes after an accepted post: the `redirect` address, on the origin of the page that
 * posted (a local build names the public site, but its pages are served from this machine).
 */
export function redirectTarget(redirect: string, request: IncomingMessage): string | undefined {
  if (!URL.canParse(redirect)) return undefined;
  const target = new URL(redirect);
  if (!/^https?:$/.test(target.protocol)) return undefined;
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && URL.canParse(origin)) {
    return new URL(`${target.pathname}${target.search}${target.hash}`, origin).href;
  }
  return target.href;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The answer a browser gets: the thank-you page on success, else a page saying what went wrong. */
export function answerHtmlForm(
  response: ServerResponse,
  answer: SubmitAnswer,
  target: string | undefined,
  back: string | undefined,
): void {
  if (answer.body.success && target) {
    response.writeHead(303, { Location: target, 'Cache-Control': 'no-store' });
    return void response.end();
  }
  const message = answer.body.success ? 'Thank you! Your enquiry was sent.' : answer.body.message;
  response.writeHead(answer.body.success ? 200 : answer.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  response.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Enquiry</title><p>${escapeHtml(message)}</p>${back ? `<p><a href="${escapeHtml(back)}">Back to the form</a></p>` : ''}</html>`,
  );
}
