// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkRateLimit,
  kvRateLimitStore,
  memoryKeyValueStore,
  peekRateLimit,
  type RateLimitStore,
  tryConsume,
} from '../../../src/features/enquiry/core';

const WINDOW = 300_000;
const T0 = 1_700_000_000_000;

describe('rate limit (pure)', () => {
  it('allows while fewer than 3 attempts lie inside the window', () => {
    expect(checkRateLimit([], T0)).toEqual({ allowed: true, retryAt: T0 });
    expect(checkRateLimit([T0 - 2, T0 - 1], T0).allowed).toBe(true);
  });

  it('refuses the 4th and says when the oldest attempt leaves the window', () => {
    expect(checkRateLimit([T0 - 3000, T0 - 2000, T0 - 1000], T0)).toEqual({
      allowed: false,
      retryAt: T0 - 3000 + WINDOW,
    });
  });

  it('forgets attempts 300000 ms old, stamps from the future and junk', () => {
    expect(checkRateLimit([T0 - WINDOW, T0 - 1, T0 - 2], T0).allowed).toBe(true);
    expect(checkRateLimit([T0 + 60_000, T0 - 1, T0 - 2], T0).allowed).toBe(true);
    expect(checkRateLimit(['x', null, Number.NaN, T0 - 1], T0).allowed).toBe(true);
  });
});

describe('rate limit (stored)', () => {
  const store = () => kvRateLimitStore(memoryKeyValueStore());

  it('records only allowed attempts: 3 pass, the 4th is refused, and all pass again after the window', async () => {
    const stamps = store();
    for (const offset of [0, 1000, 2000]) expect((await tryConsume(stamps, T0 + offset)).allowed).toBe(true);
    expect(await tryConsume(stamps, T0 + 3000)).toEqual({ allowed: false, retryAt: T0 + WINDOW });
    expect(await stamps.get()).toEqual([T0, T0 + 1000, T0 + 2000]);
    expect((await tryConsume(stamps, T0 + WINDOW - 1)).allowed).toBe(false);
    expect((await tryConsume(stamps, T0 + WINDOW)).allowed).toBe(true);
    expect(await stamps.get()).toEqual([T0 + 1000, T0 + 2000, T0 + WINDOW]);
  });

  it('peeking decides without recording', async () => {
    const stamps = store();
    await stamps.set([T0, T0 + 1, T0 + 2]);
    expect(await peekRateLimit(stamps, T0 + 3)).toEqual({ allowed: false, retryAt: T0 + WINDOW });
    await stamps.set([T0]);
    expect((await peekRateLimit(stamps, T0 + 3)).allowed).toBe(true);
    expect(await stamps.get()).toEqual([T0]);
  });

  it('lets only 3 of many simultaneous attempts through when the store updates atomically', async () => {
    const stamps = store();
    const decisions = await Promise.all(Array.from({ length: 10 }, () => tryConsume(stamps, T0)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('works with a store that has no atomic update', async () => {
    let saved: number[] = [];
    const plain: RateLimitStore = {
      get: async () => saved,
      set: async (value) => {
        saved = value;
      },
    };
    for (let i = 0; i < 3; i++) expect((await tryConsume(plain, T0 + i)).allowed).toBe(true);
    expect((await tryConsume(plain, T0 + 3)).allowed).toBe(false);
  });

  it('reads a damaged record as no attempts', async () => {
    const kv = memoryKeyValueStore([['contact-form-rate-limit', 'not a list']]);
    expect(await kvRateLimitStore(kv).get()).toEqual([]);
  });
});
