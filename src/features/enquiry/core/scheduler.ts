import { MAX_RETRY_MS, timerDelay } from './backoff';
import type { FlushResult } from './outbox-flush';

export interface RetrySchedulerDeps {
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

export type RetryScheduler = ReturnType<typeof createRetryScheduler>;

function reportTimerRun(error: unknown) {
  console.error('Enquiry outbox: a scheduled delivery failed', error);
}
