/** 1 s after the first failure, doubling, at most 30 s. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;
/** Each wait is shortened by up to this share at random, so browsers that failed together do not retry in step. */
export const RETRY_JITTER = 0.2;
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
