import { type OutboxEntry, retryDelay } from './outbox-entry';
import { postEnquiry, type SendOptions } from './outbox-send';
import type { OutboxEntries } from './outbox-store';
import { buildPayload } from './payload';
import { type RateLimitStore, tryConsume } from './rate-limit';
import { validateEnquiry } from './schema';

export interface FlushContext {
  entries: OutboxEntries;
  rateLimit: RateLimitStore;
  now: () => number;
  send: SendOptions;
  accessKey: string;
  siteName: string;
  /** Try every waiting entry now, ignoring back-off (the visitor pressed send). The rate limit still applies. */
  force?: boolean;
}

/** An entry that will be tried again; `status` is set when the service answered (5xx, 429), absent when unreachable. */
export interface RetryingEntry {
  entry: OutboxEntry;
  status?: number;
  message: string;
}

export interface FlushResult {
  delivered: OutboxEntry[];
  failed: OutboxEntry[];
  retrying: RetryingEntry[];
  /** Entries still waiting to be sent (queued), including any added while flushing. */
  pending: number;
  /** When the oldest waiting entry may be tried again; a caller schedules the next flush then. */
  nextAttemptAt?: number;
}

type Step =
  | { kind: 'delivered' }
  | { kind: 'failed'; entry: OutboxEntry }
  | { kind: 'retrying'; status?: number; message: string }
  | { kind: 'held' };

/** Sends due entries oldest first. Call it holding the outbox lock. */
export async function flushEntries(context: FlushContext): Promise<FlushResult> {
  const delivered: OutboxEntry[] = [];
  const failed: OutboxEntry[] = [];
  const retrying: RetryingEntry[] = [];
  for (const entry of await context.entries.list()) {
    if (entry.status === 'failed') continue;
    // Stop at the first entry that is not due, so enquiries never overtake one another.
    if (!context.force && entry.nextAttemptAt > context.now()) break;
    const step = await attempt(entry, context);
    if (step.kind === 'held') break;
    if (step.kind === 'retrying') {
      retrying.push({ entry, status: step.status, message: step.message });
      break;
    }
    if (step.kind === 'delivered') delivered.push(entry);
    else failed.push(step.entry);
  }
  const waiting = (await context.entries.list()).filter((entry) => entry.status !== 'failed');
  return { delivered, failed, retrying, pending: waiting.length, nextAttemptAt: waiting[0]?.nextAttemptAt };
}

// An entry left in 'sending' (the sender died mid-request) arrives here like a queued one: at-least-once,
// and the ref lets the receiver recognise a repeat.
async function attempt(entry: OutboxEntry, context: FlushContext): Promise<Step> {
  const { entries, now } = context;
  const checked = validateEnquiry(entry.fields);
  if (!checked.ok) {
    const firstError = Object.values(checked.errors)[0] ?? 'invalid';
    return markFailed(entries, entry, firstError);
  }
  // One rate-limit slot per enquiry: retries after a network failure are not new submissions.
  if (entry.attempts === 0) {
    const decision = await tryConsume(context.rateLimit, now());
    if (!decision.allowed) {
      await entries.save({ ...entry, status: 'queued', nextAttemptAt: decision.retryAt });
      return { kind: 'held' };
    }
  }
  await entries.save({ ...entry, status: 'sending' });
  const payload = buildPayload(checked.value, {
    accessKey: context.accessKey,
    siteName: context.siteName,
    ref: entry.ref,
  });
  const outcome = await postEnquiry(payload, context.send);
  if (outcome.kind === 'delivered') {
    await entries.remove(entry.id);
    return { kind: 'delivered' };
  }
  if (outcome.kind === 'rejected') return markFailed(entries, entry, outcome.message);
  const attempts = entry.attempts + 1;
  const delay = Math.max(retryDelay(attempts), outcome.retryAfterMs ?? 0);
  await entries.save({
    ...entry,
    status: 'queued',
    attempts,
    nextAttemptAt: now() + delay,
    lastError: outcome.message,
  });
  return { kind: 'retrying', status: outcome.status, message: outcome.message };
}

async function markFailed(entries: OutboxEntries, entry: OutboxEntry, lastError: string): Promise<Step> {
  const failed: OutboxEntry = { ...entry, status: 'failed', lastError };
  await entries.save(failed);
  return { kind: 'failed', entry: failed };
}
