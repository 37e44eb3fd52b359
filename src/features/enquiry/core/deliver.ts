import type { FlushOptions, Outbox } from './outbox';
import { announce } from './outbox-channel';
import type { OutboxEntry } from './outbox-entry';
import type { FlushResult } from './outbox-flush';

/** Sent straight from the form, it never waited; anything retried or held by the rate limit did. */
const hadWaited = (entry: OutboxEntry) => entry.attempts > 0 || entry.nextAttemptAt !== entry.createdAt;

/** Flushes the outbox and tells every tab what changed. The one delivery path for pages and the worker. */
export async function deliverOutbox(outbox: Outbox, options: FlushOptions): Promise<FlushResult> {
  const result = await outbox.flushOutbox(options);
  const waited = result.delivered.filter(hadWaited);
  if (waited.length > 0) {
    announce({ type: 'delivered', enquiries: waited.map(({ id, ref, lang }) => ({ id, ref, lang })) });
  }
  announce({ type: 'changed' });
  return result;
}
