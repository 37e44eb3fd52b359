// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  checkRateLimit,
  kvRateLimitStore,
  memoryKeyValueStore,
  peekRateLimit,
  type RateLimitStore,
  releaseSlot,
  reserveSlot,
} from '../../../src/features/enquiry/core';

const WINDOW = 300_000;
const T0 = 1_700_000_000_000;

describe('rate limit (pure)', () => {
  it('allows while fewer than 3 sends lie inside the window', () => {
    expect(checkRateLimit([], T0)).toEqual({ allowed: true, retryAt: T0 });
    expect(checkRateLimit([T0 - 2, T0 - 1], T0).allowed).toBe(true);
  });

  it('refuses the 4th and says when the oldest send leaves the window', () => {
    expect(checkRateLimit([T0 - 3000, T0 - 2000, T0 - 1000], T0)).toEqual({
      allowed: false,
      retryAt: T0 - 3000 + WINDOW,
    });
  });

  it('forgets sends 300000 ms old, stamps from the future and junk', () => {
    expect(checkRateLimit([T0 - WINDOW, T0 - 1, T0 - 2], T0).allowed).toBe(true);
    expect(checkRateLimit([T0 + 60_000, T0 - 1, T0 - 2], T0).allowed).toBe(true);
    expect(checkRateLimit(['x', null, Number.NaN, T0 - 1], T0).allowed).toBe(true);
  });
});

describe('rate limit (stored): check and slot in one step', () => {
  const store = () => kvRateLimitStore(memoryKeyValueStore());

  it('takes a slot only when allowed: 3 pass, the 4th is refused, and sends pass again after the window', async () => {
    const stamps = store();
    for (const offset of [0, 1000, 2000]) expect((await reserveSlot(stamps, T0 + offset)).allowed).toBe(true);
    expect(await reserveSlot(stamps, T0 + 3000)).toEqual({ allowed: false, retryAt: T0 + WINDOW });
    expect(await stamps.get()).toEqual([T0, T0 + 1000, T0 + 2000]);
    expect((await reserveSlot(stamps, T0 + WINDOW - 1)).allowed).toBe(false);
    expect((await reserveSlot(stamps, T0 + WINDOW)).allowed).toBe(true);
    expect(await stamps.get()).toEqual([T0 + 1000, T0 + 2000, T0 + WINDOW]);
  });

  it('reads and writes through a single update, never a separate read then write', async () => {
    const kv = memoryKeyValueStore();
    const get = vi.spyOn(kv, 'get');
    const set = vi.spyOn(kv, 'set');
    const update = vi.spyOn(kv, 'update');
    await reserveSlot(kvRateLimitStore(kv), T0);
    expect(update).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
  });

  it('lets only 3 of many simultaneous senders (tabs, worker) through, each with its own store handle', async () => {
    const kv = memoryKeyValueStore();
    const decisions = await Promise.all(Array.from({ length: 10 }, () => reserveSlot(kvRateLimitStore(kv), T0)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    expect(await kv.get('contact-form-rate-limit')).toEqual([T0, T0, T0]);
  });

  it('a released slot is free again, and releasing removes only that one stamp', async () => {
    const stamps = store();
    for (const offset of [0, 1, 2]) await reserveSlot(stamps, T0 + offset);
    await releaseSlot(stamps, T0 + 1);
    expect(await stamps.get()).toEqual([T0, T0 + 2]);
    expect((await reserveSlot(stamps, T0 + 3)).allowed).toBe(true);
    await releaseSlot(stamps, T0 + 99);
    expect(await stamps.get()).toEqual([T0, T0 + 2, T0 + 3]);
  });

  it('peeking decides without taking a slot', async () => {
    const stamps: RateLimitStore = store();
    await stamps.update(() => [T0, T0 + 1, T0 + 2]);
    expect(await peekRateLimit(stamps, T0 + 3)).toEqual({ allowed: false, retryAt: T0 + WINDOW });
    await stamps.update(() => [T0]);
    expect((await peekRateLimit(stamps, T0 + 3)).allowed).toBe(true);
    expect(await stamps.get()).toEqual([T0]);
  });

  it('reads a damaged record as no sends', async () => {
    const kv = memoryKeyValueStore([['contact-form-rate-limit', 'not a list']]);
    expect(await kvRateLimitStore(kv).get()).toEqual([]);
  });
});
