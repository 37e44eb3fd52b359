import type { KeyValueStore } from './kv-store';

export const RATE_LIMIT_WINDOW_MS = 300_000;
export const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_KEY = 'contact-form-rate-limit';

export interface RateLimitDecision {
  allowed: boolean;
  /** When the next send will be allowed (`now` when it already is). */
  retryAt: number;
}

/** The times enquiries were handed to the service; `update` must read, change and write as one step. */
export interface RateLimitStore {
  get(): Promise<number[]>;
  update(updater: (stamps: number[]) => number[]): Promise<void>;
}

/** Sends inside the window, oldest first; junk and stamps from the future (clock moved back) are dropped. */
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

/**
 * Checks the window and, only when a send is allowed, takes a slot stamped `now`: one atomic step, so two
 * senders can never both take the last slot. Call it holding the outbox lock, just before handing an enquiry over.
 */
export async function reserveSlot(store: RateLimitStore, now: number): Promise<RateLimitDecision> {
  let decision: RateLimitDecision = { allowed: false, retryAt: now };
  await store.update((stamps) => {
    decision = checkRateLimit(stamps, now);
    const recent = pruneStamps(stamps, now);
    return decision.allowed ? [...recent, now] : recent;
  });
  return decision;
}

/** Gives back the slot taken at `stamp`: the send failed through the service's fault, so it does not count. */
export function releaseSlot(store: RateLimitStore, stamp: number): Promise<void> {
  return store.update((stamps) => {
    const index = stamps.indexOf(stamp);
    return index === -1 ? stamps : stamps.filter((_, at) => at !== index);
  });
}

/** The same decision without taking a slot (the form's check before it saves an enquiry). */
export async function peekRateLimit(store: RateLimitStore, now: number): Promise<RateLimitDecision> {
  return checkRateLimit(await store.get(), now);
}

export function kvRateLimitStore(kv: KeyValueStore, key = RATE_LIMIT_KEY): RateLimitStore {
  const asStamps = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isFinite) : []);
  return {
    get: async () => asStamps(await kv.get(key)),
    update: (updater) => kv.update(key, (old) => updater(asStamps(old))),
  };
}
