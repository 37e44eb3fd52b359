import type { Lang } from '../../../config/routes';
import type { EnquiryFields } from './fields';
import type { KeyValueStore } from './kv-store';
import { type LockRunner, OUTBOX_LOCK_NAME, platformLock } from './lock';
import type { OutboxEntry } from './outbox-entry';
import { type FlushResult, flushEntries } from './outbox-flush';
import { type ErrorLog, outboxEntries } from './outbox-store';
import { newEnquiryRef } from './payload';
import type { RateLimitStore } from './rate-limit';
import { sanitizeFields } from './sanitize';

export interface OutboxDeps {
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
