import MailComposer from 'nodemailer/lib/mail-composer';
import type { RelayPayload } from './validate-payload';

/**
 * A display name as a plain phrase: one line, no quote, angle bracket, comma or semicolon (which could
 * close the name and start a second address) and no encoded-word opener. MailComposer then quotes or
 * encodes what is left as RFC 5322 and 2047 require.
 */
export function displayName(name: string): string {
  return name
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/=\?|\?=/g, '')
    .replace(/["<>,;\\]/g, '')
    .trim();
}

/** The e-mail the agency would receive for one enquiry. */
export async function formatEml(payload: RelayPayload, agencyEmail: string, receivedAt: Date): Promise<string> {
  const rows: [string, string][] = [
    ['Reference', payload.ref],
    ['Name', payload.name],
    ['Email', payload.email],
    ['Phone', payload.phone],
    ['Destination', payload.destination || '(not given)'],
    ['Budget', payload.budget || '(not given)'],
    ['Services', payload.services || '(none chosen)'],
    ['Travellers', payload.travellers || '(not given)'],
    ['Rooms', payload.rooms || '(not given)'],
    ['Church', payload.church || '(not given)'],
  ];
  const text = [
    `New travel enquiry from ${payload.from_name}`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(13)}${value}`),
    '',
    'Message:',
    payload.message || '(no message)',
    '',
    `Reply to this e-mail to answer ${payload.name} directly.`,
  ].join('\n');
  const mail = new MailComposer({
    from: { name: displayName(payload.from_name), address: 'no-reply@localhost' },
    replyTo: { name: displayName(payload.name), address: payload.replyto },
    to: agencyEmail,
    subject: payload.subject,
    date: receivedAt,
    messageId: `<${payload.ref}.${receivedAt.getTime()}@localhost>`,
    headers: { 'X-Enquiry-Ref': payload.ref },
    text,
  });
  return (await mail.compile().build()).toString('utf8');
}
