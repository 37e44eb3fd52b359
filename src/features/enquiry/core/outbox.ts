// The outbox: save first, then send due entries oldest first under one lock, backing off after failures.
import type { Lang } from '../../../config/languages';
import type { EnquiryFields } from './fields';
import {
  claimEndsAt,
  clipError,
  type OutboxEntry,
  type OutboxFailure,
  readyAt,
  sanitizeFields,
  validateEnquiry,
} from './schema';
import { buildPayload, newEnquiryRef, postEnquiry, type SendOptions } from './service';
import {
  type ErrorLog,
  type KeyValueStore,
  type OutboxEntries,
  outboxEntries,
  type RateLimitStore,
  releaseSlot,
  reserveSlot,
} from './storage';

interface OutboxDeps {
  store: KeyValueStore;
  rateLimit: RateLimitStore;
  now?: () => number;
  lock?: LockRunner;
  logError?: ErrorLog;
}

export interface FlushOptions {
  endpoint: string;
  accessKey: string;
  siteName: string;
  fetch?: typeof fetch;
  now?: () => number;
  lock?: LockRunner;
  timeoutMs?: number;
  /** A trigger fired at this time: see FlushContext. */
  since?: number;
  random?: () => number;
}

export function createOutbox({ store, rateLimit, now = Date.now, lock = platformLock(), logError }: OutboxDeps) {
  const entries = outboxEntries(store, logError ?? ((message, detail) => console.error(message, detail)), now);
  const exclusive = <T>(task: () => Promise<T>) => lock(OUTBOX_LOCK_NAME, task);

  return {
    /** Saves the enquiry before anything else happens to it. */
    async enqueue(fields: EnquiryFields, lang: Lang): Promise<OutboxEntry> {
      const createdAt = now();
      const entry: OutboxEntry = {
        v: 1,
        id: crypto.randomUUID(),
        ref: newEnquiryRef(),
        createdAt,
        lang,
        fields: sanitizeFields(fields),
        attempts: 0,
        nextAttemptAt: createdAt,
        status: 'queued',
      };
      await entries.save(entry);
      return entry;
    },

    listEntries: (): Promise<OutboxEntry[]> => entries.list(),

    // Under the lock so a sender finishing with this entry cannot write it back after it is gone.
    discard: (id: string): Promise<void> => exclusive(() => entries.remove(id)),

    /** Puts an entry the service refused back in the queue as if new; anything else (one our own rules refuse) is left alone. */
    retry: (id: string): Promise<OutboxEntry | undefined> =>
      exclusive(async () => {
        const entry = await entries.get(id);
        if (entry?.status !== 'failed' || entry.failure?.kind === 'invalid') return undefined;
        const requeued: OutboxEntry = {
          ...entry,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: now(),
          lastAttemptAt: undefined,
          failure: undefined,
        };
        await entries.save(requeued);
        return requeued;
      }),

    flushOutbox(options: FlushOptions): Promise<FlushResult> {
      const clock = options.now ?? now;
      const send = { endpoint: options.endpoint, fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs };
      const task = () =>
        flushEntries({
          entries,
          rateLimit,
          now: clock,
          send,
          accessKey: options.accessKey,
          siteName: options.siteName,
          since: options.since,
          random: options.random,
        });
      return (options.lock ?? lock)(OUTBOX_LOCK_NAME, task);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

interface FlushContext {
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
interface RetryingEntry {
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
  if (entry.status === 'sending') return now >= claimEndsAt(entry);
  if (now < (entry.notBefore ?? 0)) return false;
  if (now >= entry.nextAttemptAt) return true;
  return since !== undefined && (entry.lastAttemptAt ?? Number.NEGATIVE_INFINITY) < since;
}

/** Sends due entries oldest first, each claimed in storage first. Call it holding the outbox lock where there is one. */
async function flushEntries(context: FlushContext): Promise<FlushResult> {
  const delivered: OutboxEntry[] = [];
  const failed: OutboxEntry[] = [];
  const retrying: RetryingEntry[] = [];
  for (const listed of await context.entries.list()) {
    if (listed.status === 'failed') continue;
    // Stop at the first entry that is not due, so enquiries never overtake one another. One in 'sending' is
    // another sender's until its claim runs out (a tab, the worker, or a browser killed mid-request): only then,
    // when that request has surely ended, is it sent again, once, by whichever sender claims it first.
    if (!isDue(listed, context.now(), context.since)) break;
    const entry = await context.entries.claim(listed.id, context.now());
    if (!entry) break;
    const step = await attempt(entry, context);
    if (step.kind === 'held') break;
    if (step.kind === 'retrying') {
      retrying.push({ entry: listed, status: step.status, message: step.message });
      break;
    }
    if (step.kind === 'delivered') delivered.push(listed);
    else failed.push(step.entry);
  }
  const waiting = (await context.entries.list()).filter((entry) => entry.status !== 'failed');
  const head = waiting[0];
  return { delivered, failed, retrying, pending: waiting.length, nextAttemptAt: head && readyAt(head) };
}

/** Sends one entry this sender has claimed ('sending'); every outcome writes it back, or removes it once delivered. */
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
    await entries.save(unclaimed({ ...entry, nextAttemptAt: decision.retryAt }));
    return { kind: 'held' };
  }
  await entries.save({ ...entry, lastAttemptAt: slot });
  const payload = buildPayload(checked.value, {
    accessKey: context.accessKey,
    siteName: context.siteName,
    ref: entry.ref,
    lang: entry.lang,
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
  await context.entries.save(
    unclaimed({
      ...entry,
      attempts,
      nextAttemptAt: now + wait,
      notBefore: retryAfterMs === undefined ? undefined : now + retryAfterMs,
      lastError: clipError(error),
    }),
  );
}

/** Back in the queue, no sender's any more. */
function unclaimed(entry: OutboxEntry): OutboxEntry {
  const { sendingUntil: _claim, ...rest } = entry;
  return { ...rest, status: 'queued' };
}

async function markFailed(entries: OutboxEntries, entry: OutboxEntry, failure: OutboxFailure): Promise<Step> {
  const { lastError: _transient, sendingUntil: _claim, ...rest } = entry;
  const failed: OutboxEntry = { ...rest, status: 'failed', failure };
  await entries.save(failed);
  return { kind: 'failed', entry: failed };
}

/** Runs `task` while holding the named lock, so only one sender works at a time across tabs and the worker. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export const OUTBOX_LOCK_NAME = 'enquiry-outbox';

/** Web Locks where the platform has them (pages and workers alike); otherwise run unguarded. */
function platformLock(): LockRunner {
  const locks = globalThis.navigator?.locks;
  if (!locks) return (_name, task) => task();
  return (name, task) => locks.request(name, task);
}

/** 1 s after the first failure, doubling, at most 30 s. */
const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** Each wait is shortened by up to this share at random, so browsers that failed together do not retry in step. */
const RETRY_JITTER = 0.2;
/** A service's Retry-After is honoured up to this long; a timer never waits longer either. */
export const MAX_WAIT_MS = 30 * 60_000;
/** setTimeout fires at once for any delay over 2^31 − 1 ms, so no wait may reach it. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** The wait after the `attempts`-th failed send: the step of the sequence, less up to 20 % jitter. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 15);
  const step = Math.min(FIRST_RETRY_MS * 2 ** doublings, MAX_RETRY_MS);
  const share = Math.min(Math.max(random(), 0), 1);
  return Math.round(step * (1 - RETRY_JITTER * share));
}

/** How long a service's Retry-After is honoured (none, negative or absurd values count as not given). */
export function honouredRetryAfter(retryAfterMs: number | undefined): number | undefined {
  if (retryAfterMs === undefined || !Number.isFinite(retryAfterMs) || retryAfterMs <= 0) return undefined;
  return Math.min(retryAfterMs, MAX_WAIT_MS);
}

/** The timer delay until `at`: never negative, never past the longest wait (so never past setTimeout's limit). */
export function timerDelay(at: number, now: number): number {
  if (!Number.isFinite(at - now)) return MAX_WAIT_MS;
  return Math.min(Math.max(at - now, 0), MAX_WAIT_MS, MAX_TIMER_MS);
}
