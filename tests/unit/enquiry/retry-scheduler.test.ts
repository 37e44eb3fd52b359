// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createRetryScheduler,
  type FlushResult,
  honouredRetryAfter,
  MAX_RETRY_MS,
  MAX_TIMER_MS,
  MAX_WAIT_MS,
  timerDelay,
} from '../../../src/features/enquiry/core';

describe('back-off', () => {
  it('waits 1 s after the first failure, doubling to 30 s, and stays there', () => {
    const noJitter = () => 0;
    const delays = Array.from({ length: 9 }, (_, index) => backoffDelay(index + 1, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000]);
    expect(backoffDelay(10_000, noJitter)).toBe(MAX_RETRY_MS);
  });

  it('jitter shortens each wait by at most a fifth, never lengthens it', () => {
    for (let attempts = 1; attempts <= 8; attempts++) {
      const step = backoffDelay(attempts, () => 0);
      for (const share of [0, 0.25, 0.5, 0.999, 1]) {
        const delay = backoffDelay(attempts, () => share);
        expect(delay).toBeLessThanOrEqual(step);
        expect(delay).toBeGreaterThanOrEqual(step * 0.8);
      }
      expect(backoffDelay(attempts, () => 1)).toBe(Math.round(step * 0.8));
    }
    // A broken random source cannot push a wait outside the bounds either.
    expect(backoffDelay(1, () => 7)).toBe(800);
    expect(backoffDelay(1, () => -3)).toBe(1000);
  });

  it('honours Retry-After up to 30 minutes; nothing, zero or nonsense count as not given', () => {
    expect(honouredRetryAfter(120_000)).toBe(120_000);
    expect(honouredRetryAfter(3_000_000 * 1000)).toBe(MAX_WAIT_MS);
    expect(MAX_WAIT_MS).toBe(30 * 60_000);
    for (const nonsense of [undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(honouredRetryAfter(nonsense)).toBeUndefined();
    }
  });

  it('never asks a timer for a delay setTimeout would fire at once (over 2^31 − 1 ms), nor a negative one', () => {
    const now = 1_700_000_000_000;
    expect(timerDelay(now + 5000, now)).toBe(5000);
    expect(timerDelay(now - 5000, now)).toBe(0);
    for (const far of [now + 2 ** 31, now + 3_000_000_000, 8.64e15, Number.POSITIVE_INFINITY, Number.NaN]) {
      const delay = timerDelay(far, now);
      expect(delay).toBeLessThanOrEqual(MAX_TIMER_MS);
      expect(delay).toBe(MAX_WAIT_MS);
    }
  });
});

const result = (pending: number, nextAttemptAt?: number): FlushResult => ({
  delivered: [],
  failed: [],
  retrying: [],
  pending,
  nextAttemptAt,
});

describe('retry scheduler', () => {
  const start = 1_700_000_000_000;
  beforeEach(() => vi.useFakeTimers({ now: start }));
  afterEach(() => vi.useRealTimers());

  function harness(answers: FlushResult[]) {
    const calls: (number | undefined)[] = [];
    const deliver = vi.fn(async (since?: number) => {
      calls.push(since);
      return answers.shift() ?? result(0);
    });
    const scheduler = createRetryScheduler({ deliver });
    return { scheduler, deliver, calls };
  }

  it('an attempt now is a trigger (sends what was not tried since); then it waits for the next entry by itself', async () => {
    const { scheduler, calls } = harness([result(1, start + 1000), result(1, start + 3000), result(0)]);
    await scheduler.attemptNow();
    expect(calls).toEqual([start]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([start, undefined]); // the timer sends only what is due
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(3); // nothing waiting: no timer
  });

  it('a far-off next attempt (Retry-After of 35 days, a damaged time) sleeps 30 minutes, never spins', async () => {
    const far = start + 3_000_000_000;
    const { scheduler, calls } = harness([result(1, far), result(1, far), result(1, far)]);
    await scheduler.attemptNow();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 10_000);
    expect(calls).toHaveLength(2);
  });

  it('runs one delivery at a time in its context: a trigger during a run waits for it', async () => {
    let release: (() => void) | undefined;
    const deliver = vi.fn(
      (_since?: number) =>
        new Promise<FlushResult>((resolve) => {
          release = () => resolve(result(0));
        }),
    );
    const scheduler = createRetryScheduler({ deliver });
    const first = scheduler.attemptNow();
    const second = scheduler.attemptNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(deliver).toHaveBeenCalledTimes(1);
    release?.();
    await first;
    await vi.advanceTimersByTimeAsync(0);
    expect(deliver).toHaveBeenCalledTimes(2);
    release?.();
    await second;
  });

  it('a trigger replaces the pending timer, so one timer is ever waiting', async () => {
    const { scheduler, calls } = harness([result(1, start + 30_000), result(1, start + 31_000), result(0)]);
    await scheduler.attemptNow();
    await vi.advanceTimersByTimeAsync(1000);
    await scheduler.attemptNow(); // e.g. the connection came back
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toEqual([start, start + 1000, undefined]);
  });

  it('after a storage error it rejects for the caller and looks again within the longest back-off', async () => {
    const deliver = vi
      .fn<(since?: number) => Promise<FlushResult>>()
      .mockRejectedValueOnce(new Error('IndexedDB closed'))
      .mockResolvedValue(result(0));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const scheduler = createRetryScheduler({ deliver });
    await expect(scheduler.attemptNow()).rejects.toThrow('IndexedDB closed');
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(deliver).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
