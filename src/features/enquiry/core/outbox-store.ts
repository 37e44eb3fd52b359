import * as v from 'valibot';
import type { KeyValueStore } from './kv-store';
import { CORRUPT_KEY_PREFIX, OUTBOX_KEY_PREFIX, type OutboxEntry, outboxEntrySchema, outboxKey } from './outbox-entry';

export type ErrorLog = (message: string, detail?: unknown) => void;

/** Outbox entries over a key-value store; one key per entry so a bad value never hides the others. */
export function outboxEntries(kv: KeyValueStore, logError: ErrorLog) {
  async function setAside(key: string, value: unknown, issues: unknown) {
    const id = key.slice(OUTBOX_KEY_PREFIX.length);
    await kv.set(`${CORRUPT_KEY_PREFIX}${id}`, value);
    await kv.del(key);
    logError(`Enquiry outbox: unreadable entry ${id} moved to ${CORRUPT_KEY_PREFIX}${id}`, issues);
  }

  return {
    save: (entry: OutboxEntry) => kv.set(outboxKey(entry.id), entry),
    remove: (id: string) => kv.del(outboxKey(id)),

    async get(id: string): Promise<OutboxEntry | undefined> {
      const parsed = v.safeParse(outboxEntrySchema, await kv.get(outboxKey(id)));
      return parsed.success ? parsed.output : undefined;
    },

    /** Every readable entry, oldest first; unreadable ones are set aside and logged. */
    async list(): Promise<OutboxEntry[]> {
      const readable: OutboxEntry[] = [];
      for (const [key, value] of await kv.entries()) {
        if (!key.startsWith(OUTBOX_KEY_PREFIX)) continue;
        const parsed = v.safeParse(outboxEntrySchema, value);
        if (parsed.success && outboxKey(parsed.output.id) === key) readable.push(parsed.output);
        else
          await setAside(key, value, parsed.issues ?? 'id does not match its key').catch((error) =>
            logError(`Enquiry outbox: could not set ${key} aside`, error),
          );
      }
      return readable.sort((a, b) => a.createdAt - b.createdAt);
    },
  };
}

export type OutboxEntries = ReturnType<typeof outboxEntries>;
