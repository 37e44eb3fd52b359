import type { Controls } from './controls';
import { takeFailure } from './controls';
import { formatEml } from './eml';
import type { MailFolder } from './mail-folder';
import { checkPayload, type RelayPayload } from './validate-payload';

export interface SubmitContext {
  accessKey: string;
  agencyEmail: string;
  folder: MailFolder;
  controls: Controls;
  received: (RelayPayload & { duplicate: boolean })[];
  /** Every POST /submit that reached the relay, accepted or not (the browser tests count sends). */
  attempts: number;
}

export interface SubmitAnswer {
  status: number;
  body: { success: boolean; message: string };
  headers?: Record<string, string>;
}

const answer = (status: number, success: boolean, message: string): SubmitAnswer => ({
  status,
  body: { success, message },
});

const isTicked = (value: unknown) => value !== undefined && value !== '' && value !== false && value !== 'false';

/** Web3Forms-compatible handling of one enquiry: its fields in, `{ success, message }` out. */
export async function handleSubmit(input: unknown, context: SubmitContext): Promise<SubmitAnswer> {
  context.attempts += 1;
  // Web3Forms' honeypot, ticked: a bot. It hears of success, and nothing is written.
  if (isTicked((input as { botcheck?: unknown } | null)?.botcheck))
    return answer(200, true, 'Email sent successfully!');
  const forced = takeFailure(context.controls);
  if (forced) {
    const failure = answer(forced.status, false, forced.message);
    return forced.retryAfter ? { ...failure, headers: { 'Retry-After': forced.retryAfter } } : failure;
  }
  const key = typeof input === 'object' && input !== null ? (input as { access_key?: unknown }).access_key : undefined;
  if (key !== context.accessKey) return answer(401, false, 'Invalid access key');
  const checked = checkPayload(input);
  if (!checked.ok) return answer(400, false, checked.message);

  const { payload } = checked;
  const receivedAt = new Date();
  const eml = await formatEml(payload, context.agencyEmail, receivedAt);
  const written = await context.folder.deliver(payload.ref, eml, receivedAt);
  context.received.push({ ...payload, duplicate: written === undefined });
  if (written === undefined) return answer(200, true, `Enquiry ${payload.ref} was already received`);
  console.log(`relay: enquiry ${payload.ref} written to ${written}`);
  return answer(200, true, 'Email sent successfully!');
}
