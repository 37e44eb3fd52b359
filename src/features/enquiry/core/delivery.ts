// This origin's outbox and its one retry scheduler, used alike by the pages and the service worker.
import type { Lang } from '../../../config/languages';
import { SITE } from '../../../content/site';
import { OUTBOX_CHANNEL, type OutboxMessage } from '../../../shared/sw-bridge/messages';
import type { EnquiryFields } from './fields';
import { FORM_SERVICE } from './form-service';
import { createOutbox, type FlushOptions, type FlushResult, MAX_RETRY_MS, type Outbox, timerDelay } from './outbox';
import type { OutboxEntry } from './schema';
import { idbKeyValueStore, idbRateLimitStore } from './storage';

interface RetrySchedulerDeps {
  /** Sends what is due; with `since`, also every entry not tried since that moment (a trigger fired then). */
  deliver(since?: number): Promise<FlushResult>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The one retry loop, for pages and the worker alike. Triggers (online, visible again, load, start-up, a
 * submit) make an attempt now; after every run a single timer waits for the next entry's time. Runs in one
 * context never overlap; across contexts the outbox lock decides, and `since` keeps a second trigger from
 * re-sending what another sender just tried.
 */
export function createRetryScheduler({
  deliver,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: RetrySchedulerDeps) {
  let timer: unknown;
  let queue: Promise<unknown> = Promise.resolve();

  const arm = (at: number | undefined) => {
    clearTimer(timer);
    timer = undefined;
    if (at === undefined) return;
    timer = setTimer(() => void run(undefined).catch(reportTimerRun), timerDelay(at, now()));
  };

  function run(since: number | undefined): Promise<FlushResult> {
    const next = queue.then(async () => {
      try {
        const result = await deliver(since);
        arm(result.pending > 0 ? result.nextAttemptAt : undefined);
        return result;
      } catch (error) {
        arm(now() + MAX_RETRY_MS); // storage trouble: look again later rather than never
        throw error;
      }
    });
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    /** Tries everything waiting now (backing off afterwards); resolves to what happened. */
    attemptNow: () => run(now()),
    /** Sends only what is due (Background Sync: it fires right after it is asked for, even mid back-off). */
    attemptDue: () => run(undefined),
  };
}

type RetryScheduler = ReturnType<typeof createRetryScheduler>;

function reportTimerRun(error: unknown) {
  console.error('Enquiry outbox: a scheduled delivery failed', error);
}

/** Tells every tab (this one included) about the outbox; from a page or the worker alike. */
function announceOutbox(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

let shared: Outbox | undefined;
/** The outbox in this origin's IndexedDB, shared by every tab and the service worker. */
function sharedOutbox(): Outbox {
  shared ??= createOutbox({ store: idbKeyValueStore(), rateLimit: idbRateLimitStore() });
  return shared;
}

export const enqueue = (fields: EnquiryFields, lang: Lang) => sharedOutbox().enqueue(fields, lang);
export const listEntries = () => sharedOutbox().listEntries();

/** Every tab's pending list hears of a change, even one that read the outbox a moment before it. */
async function announcing<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  announceOutbox({ type: 'changed' });
  return result;
}

export const discard = (id: string) => announcing(sharedOutbox().discard(id));
export const retry = (id: string) => announcing(sharedOutbox().retry(id));

/** Sent straight from the form, it never waited; anything retried or held by the rate limit did. */
const hadWaited = (entry: OutboxEntry) => entry.attempts > 0 || entry.nextAttemptAt !== entry.createdAt;

/** Flushes the outbox and tells every tab what changed. The one delivery path for pages and the worker. */
async function deliverOutbox(outbox: Outbox, options: FlushOptions): Promise<FlushResult> {
  const result = await outbox.flushOutbox(options);
  const waited = result.delivered.filter(hadWaited);
  if (waited.length > 0) {
    announceOutbox({ type: 'delivered', enquiries: waited.map(({ id, ref, lang }) => ({ id, ref, lang })) });
  }
  announceOutbox({ type: 'changed' });
  return result;
}

/** Sends what is due in this browser's outbox (with `since`, also what was not tried since then). */
function deliverNow({ since }: { since?: number } = {}): Promise<FlushResult> {
  return deliverOutbox(sharedOutbox(), { ...FORM_SERVICE, siteName: SITE.name, since });
}

let scheduler: RetryScheduler | undefined;
/** This context's retry scheduler (a page's or the worker's): every send goes through it, so it always knows the next wait. */
export function outboxScheduler(): RetryScheduler {
  scheduler ??= createRetryScheduler({ deliver: (since) => deliverNow({ since }) });
  return scheduler;
}
