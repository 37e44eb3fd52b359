import type { RelayPayload } from './validate-payload';

const CRLF = '\r\n';

/** Header text on one line; non-ASCII as an RFC 2047 encoded word. */
export function headerText(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(oneLine)) return oneLine;
  return `=?UTF-8?B?${Buffer.from(oneLine, 'utf8').toString('base64')}?=`;
}

export function mailbox(name: string, address: string): string {
  const display = headerText(name);
  const quoted = display.startsWith('=?') ? display : `"${display.replace(/["\\]/g, '\\$&')}"`;
  return `${quoted} <${address.replace(/[\r\n<>]/g, '')}>`;
}

/** RFC 5322 date, e.g. `Sun, 23 Nov 2025 05:00:00 +0000`. */
export const mailDate = (date: Date) => date.toUTCString().replace('GMT', '+0000');

/** The e-mail the agency would receive for one enquiry. */
export function formatEml(payload: RelayPayload, agencyEmail: string, receivedAt: Date): string {
  const headers = [
    `From: ${mailbox(payload.from_name, 'no-reply@localhost')}`,
    `Reply-To: ${mailbox(payload.name, payload.replyto)}`,
    `To: ${agencyEmail}`,
    `Subject: ${headerText(payload.subject)}`,
    `Date: ${mailDate(receivedAt)}`,
    `Message-ID: <${payload.ref}.${receivedAt.getTime()}@localhost>`,
    `X-Enquiry-Ref: ${payload.ref}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const rows: [string, string][] = [
    ['Reference', payload.ref],
    ['Name', payload.name],
    ['Email', payload.email],
    ['Phone', payload.phone],
    ['Destination', payload.destination || '(not given)'],
    ['Budget', payload.budget || '(not given)'],
    ['Services', payload.services || '(none chosen)'],
  ];
  const body = [
    `New travel enquiry from ${payload.from_name}`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(13)}${value}`),
    '',
    'Message:',
    payload.message || '(no message)',
    '',
    `Reply to this e-mail to answer ${payload.name} directly.`,
  ];
  return [...headers, '', ...body].join(CRLF).replace(/\r?\n/g, CRLF) + CRLF;
}
