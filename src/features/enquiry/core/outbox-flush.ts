import { backoffDelay, honouredRetryAfter } from './backoff';
import { clipError, type OutboxEntry, type OutboxFailure, readyAt } from './outbox-entry';
import { postEnquiry, type SendOptions } from './outbox-send';
import type { OutboxEntries } from './outbox-store';
import { buildPayload } from './payload';
import { type RateLimitStore, releaseSlot, reserveSlot } from './rate-limit';
import { validateEnquiry } from './schema';

export interface FlushContext {
  entries: OutboxEntries;
  rateLimit: RateLimitStore;
  now: () => number;
  send: SendOptions;
  accessKey: string;
  siteName: string;
  /** A trigger fired at this time: entries not tried since are sent now, back-off or not (never the rate limit or a Retry-After). */
  since?: number;
  random?: () => number;
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

function isDue(entry: OutboxEntry, now: number, since: number | undefined): boolean {
  if (now < (entry.notBefore ?? 0)) return false;
  if (now >= entry.nextAttemptAt) return true;
  return since !== undefined && (entry.lastAttemptAt ?? Number.NEGATIVE_INFINITY) < since;
}

/** Sends due entries oldest first. Call it holding the outbox lock. */
export async function flushEntries(context: FlushContext): Promise<FlushResult> {
  const delivered: OutboxEntry[] = [];
  const failed: OutboxEntry[] = [];
  const retrying: RetryingEntry[] = [];
  for (const entry of await context.entries.list()) {
    if (entry.status === 'failed') continue;
    // Holding the lock, a 'sending' entry is one whose sender died mid-request (tab closed, browser quit).
    // Its answer may still come to the service: wait one back-off step before sending it again.
    if (entry.status === 'sending') {
      await requeue(entry, context, 'The previous send was interrupted');
      break;
    }
    // Stop at the first entry that is not due, so enquiries never overtake one another.
    if (!isDue(entry, context.now(), context.since)) break;
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
  const head = waiting[0];
  return { delivered, failed, retrying, pending: waiting.length, nextAttemptAt: head && readyAt(head) };
}

async function attempt(entry: OutboxEntry, context: FlushContext): Promise<Step> {
  const { entries, now, rateLimit } = context;
  // The stored shape was checked as it was read; here the form's own rules, as on submit.
  if (!entry.ref) return markFailed(entries, entry, { kind: 'invalid', reason: 'enquiry.error.entry.damaged' });
  const checked = validateEnquiry(entry.fields);
  if (!checked.ok) {
    const reason = Object.values(checked.errors)[0] ?? 'enquiry.error.entry.damaged';
    return markFailed(entries, entry, { kind: 'invalid', reason });
  }
  const slot = now();
  const decision = await reserveSlot(rateLimit, slot);
  if (!decision.allowed) {
    await entries.save({ ...entry, status: 'queued', nextAttemptAt: decision.retryAt });
    return { kind: 'held' };
  }
  await entries.save({ ...entry, status: 'sending', lastAttemptAt: slot });
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
  if (outcome.kind === 'rejected') {
    return markFailed(
      entries,
      { ...entry, lastAttemptAt: slot },
      { kind: 'refused', message: clipError(outcome.message) },
    );
  }
  // Unreachable, timed out, 5xx or 429: the service's fault, so the enquiry does not count against the limit.
  await releaseSlot(rateLimit, slot);
  await requeue({ ...entry, lastAttemptAt: slot }, context, outcome.message, honouredRetryAfter(outcome.retryAfterMs));
  return { kind: 'retrying', status: outcome.status, message: outcome.message };
}

async function requeue(entry: OutboxEntry, context: FlushContext, error: string, retryAfterMs?: number) {
  const now = context.now();
  const attempts = entry.attempts + 1;
  const wait = Math.max(backoffDelay(attempts, context.random), retryAfterMs ?? 0);
  await context.entries.save({
    ...entry,
    status: 'queued',
    attempts,
    nextAttemptAt: now + wait,
    lastAttemptAt: entry.status === 'sending' ? now : entry.lastAttemptAt,
    notBefore: retryAfterMs === undefined ? undefined : now + retryAfterMs,
    lastError: clipError(error),
  });
}

async function markFailed(entries: OutboxEntries, entry: OutboxEntry, failure: OutboxFailure): Promise<Step> {
  const { lastError: _transient, ...rest } = entry;
  const failed: OutboxEntry = { ...rest, status: 'failed', failure };
  await entries.save(failed);
  return { kind: 'failed', entry: failed };
}
