import type { KeyValueStore } from './kv-store';

export const RATE_LIMIT_WINDOW_MS = 300_000;
export const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_KEY = 'contact-form-rate-limit';

export interface RateLimitDecision {
  allowed: boolean;
  /** When the next attempt will be allowed (`now` when it already is). */
  retryAt: number;
}

export interface RateLimitStore {
  get(): Promise<number[]>;
  set(stamps: number[]): Promise<void>;
  /** Atomic read-modify-write when the storage offers one. */
  update?(updater: (stamps: number[]) => number[]): Promise<void>;
}

/** Attempts inside the window, oldest first; junk and stamps from the future (clock moved back) are dropped. */
export function pruneStamps(stamps: readonly unknown[], now: number): number[] {
  return stamps
    .filter((stamp): stamp is number => typeof stamp === 'number' && stamp > now - RATE_LIMIT_WINDOW_MS && stamp <= now)
    .sort((a, b) => a - b);
}

export function checkRateLimit(stamps: readonly unknown[], now: number): RateLimitDecision {
  const recent = pruneStamps(stamps, now);
  const blocking = recent[recent.length - RATE_LIMIT_MAX];
  if (blocking === undefined) return { allowed: true, retryAt: now };
  return { allowed: false, retryAt: blocking + RATE_LIMIT_WINDOW_MS };
}

/** Decides and, only when allowed, records the attempt. */
export async function tryConsume(store: RateLimitStore, now: number): Promise<RateLimitDecision> {
  let decision: RateLimitDecision = { allowed: false, retryAt: now };
  const consume = (stamps: number[]) => {
    decision = checkRateLimit(stamps, now);
    const recent = pruneStamps(stamps, now);
    return decision.allowed ? [...recent, now] : recent;
  };
  if (store.update) await store.update(consume);
  else await store.set(consume(await store.get()));
  return decision;
}

/** The same decision without recording anything (the form's check before it queues). */
export async function peekRateLimit(store: RateLimitStore, now: number): Promise<RateLimitDecision> {
  return checkRateLimit(await store.get(), now);
}

export function kvRateLimitStore(kv: KeyValueStore, key = RATE_LIMIT_KEY): RateLimitStore {
  const asStamps = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isFinite) : []);
  return {
    get: async () => asStamps(await kv.get(key)),
    set: (stamps) => kv.set(key, stamps),
    update: (updater) => kv.update(key, (old) => updater(asStamps(old))),
  };
}
