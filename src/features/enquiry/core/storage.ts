// What the outbox keeps on the device: key-value stores (IndexedDB, or a Map in tests), the rate-limit stamps and the entries.
import { createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import * as v from 'valibot';
import { DEFAULT_LANG } from '../../../config/languages';
import { emptyFields } from './fields';
import {
  CORRUPT_KEY_PREFIX,
  claimEndsAt,
  entryParts,
  OUTBOX_KEY_PREFIX,
  type OutboxEntry,
  outboxEntrySchema,
  outboxKey,
  SENDING_CLAIM_MS,
} from './schema';

/** The few storage operations the outbox and the rate limit need; IndexedDB in the app, a Map in tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, unknown][]>;
  /** Read, change and write one key as a single step (`undefined` from `updater` deletes it); `updater` must be synchronous. */
  update(key: string, updater: (old: unknown) => unknown): Promise<void>;
}

/** Values are copied in and out, as IndexedDB does, so callers cannot change what is stored by mutating it. */
export function memoryKeyValueStore(initial: Iterable<[string, unknown]> = []): KeyValueStore {
  const map = new Map<string, unknown>([...initial].map(([key, value]) => [key, structuredClone(value)]));
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
    entries: async () => [...map].map(([key, value]) => [key, structuredClone(value)]),
    update: async (key, updater) => {
      const next = updater(structuredClone(map.get(key)));
      if (next === undefined) map.delete(key);
      else map.set(key, structuredClone(next));
    },
  };
}

/** One database shared by the pages and the service worker, so both see the same outbox and rate limit. */
export const ENQUIRY_DB_NAME = 'pilgrim-enquiry';
export const ENQUIRY_STORE_NAME = 'kv';

let shared: UseStore | undefined;
// createStore opens nothing until first use, but stay lazy so merely importing never touches IndexedDB.
const useStore = () => {
  shared ??= createStore(ENQUIRY_DB_NAME, ENQUIRY_STORE_NAME);
  return shared;
};

export function idbKeyValueStore(): KeyValueStore {
  return {
    get: (key) => get(key, useStore()),
    set: (key, value) => set(key, value, useStore()),
    del: (key) => del(key, useStore()),
    entries: async () => {
      const all = await entries<IDBValidKey, unknown>(useStore());
      return all.filter((pair): pair is [string, unknown] => typeof pair[0] === 'string');
    },
    update: (key, updater) =>
      useStore()('readwrite', async (store) => {
        const next = updater(await promisifyRequest(store.get(key)));
        if (next === undefined) store.delete(key);
        else store.put(next, key);
        return promisifyRequest(store.transaction);
      }),
  };
}

export function idbRateLimitStore(): RateLimitStore {
  return kvRateLimitStore(idbKeyValueStore());
}

const RATE_LIMIT_WINDOW_MS = 300_000;
const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_KEY = 'contact-form-rate-limit';

interface RateLimitDecision {
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
function pruneStamps(stamps: readonly unknown[], now: number): number[] {
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

export type ErrorLog = (message: string, detail?: unknown) => void;

/**
 * Outbox entries over a key-value store; one key per entry so a bad value never hides the others. A stored
 * value that is not a valid entry (changed on the device) is kept aside under another key and replaced by a
 * failed stand-in, so the visitor sees it cannot be sent, and nothing of it is ever sent.
 */
export function outboxEntries(kv: KeyValueStore, logError: ErrorLog, now: () => number) {
  async function setAside(key: string, value: unknown, issues: unknown) {
    const id = key.slice(OUTBOX_KEY_PREFIX.length);
    await kv.set(`${CORRUPT_KEY_PREFIX}${id}`, value);
    const standIn = damagedStandIn(id, value, now());
    if (standIn) await kv.set(key, standIn);
    else await kv.del(key);
    logError(`Enquiry outbox: invalid entry ${id} kept aside as ${CORRUPT_KEY_PREFIX}${id}`, issues);
    return standIn;
  }

  return {
    save: (entry: OutboxEntry) => kv.set(outboxKey(entry.id), entry),
    remove: (id: string) => kv.del(outboxKey(id)),

    /**
     * Takes an entry for sending, as one IndexedDB step: only a queued entry, or one whose last sender's claim ran
     * out (that sender died, and its request has ended), so two senders (tabs, the worker) never send it at once,
     * Web Locks or not. Gives the entry as claimed, or nothing when another sender holds it or it is gone.
     */
    async claim(id: string, now: number): Promise<OutboxEntry | undefined> {
      let claimed: OutboxEntry | undefined;
      await kv.update(outboxKey(id), (stored) => {
        claimed = undefined;
        const parsed = v.safeParse(outboxEntrySchema, stored);
        if (!parsed.success || !isClaimable(parsed.output, now)) return stored;
        claimed = { ...parsed.output, status: 'sending', sendingUntil: now + SENDING_CLAIM_MS };
        return claimed;
      });
      return claimed;
    },

    async get(id: string): Promise<OutboxEntry | undefined> {
      const parsed = v.safeParse(outboxEntrySchema, await kv.get(outboxKey(id)));
      return parsed.success ? parsed.output : undefined;
    },

    /** Every entry, oldest first, each validated as a whole; invalid ones come back as failed stand-ins. */
    async list(): Promise<OutboxEntry[]> {
      const readable: OutboxEntry[] = [];
      for (const [key, value] of await kv.entries()) {
        if (!key.startsWith(OUTBOX_KEY_PREFIX)) continue;
        const parsed = v.safeParse(outboxEntrySchema, value);
        if (parsed.success && outboxKey(parsed.output.id) === key) {
          readable.push(parsed.output);
          continue;
        }
        const standIn = await setAside(key, value, parsed.issues ?? 'id does not match its key').catch(
          (error: unknown) => void logError(`Enquiry outbox: could not set ${key} aside`, error),
        );
        if (standIn) readable.push(standIn);
      }
      return readable.sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}

export type OutboxEntries = ReturnType<typeof outboxEntries>;

function isClaimable(entry: OutboxEntry, now: number): boolean {
  if (entry.status === 'queued') return true;
  return entry.status === 'sending' && now >= claimEndsAt(entry);
}

/** What can still be shown of a damaged entry (each part only if valid), marked failed; none if its key is junk. */
function damagedStandIn(id: string, value: unknown, now: number): OutboxEntry | undefined {
  if (!v.is(entryParts.id, id)) return undefined;
  const stored: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  const part = <T>(schema: v.GenericSchema<unknown, T>, key: string, fallback: T): T => {
    const parsed = v.safeParse(schema, stored[key]);
    return parsed.success ? parsed.output : fallback;
  };
  return {
    v: 1,
    id,
    ref: part(entryParts.ref, 'ref', ''),
    createdAt: part(entryParts.timestamp, 'createdAt', now),
    lang: part(entryParts.lang, 'lang', DEFAULT_LANG),
    fields: part(entryParts.fields, 'fields', emptyFields()),
    attempts: 0,
    nextAttemptAt: now,
    status: 'failed',
    failure: { kind: 'invalid', reason: 'enquiry.error.entry.damaged' },
  };
}
