import * as v from 'valibot';
import { DEFAULT_LANG } from '../../../config/routes';
import { emptyFields } from './fields';
import type { KeyValueStore } from './kv-store';
import {
  CORRUPT_KEY_PREFIX,
  entryParts,
  OUTBOX_KEY_PREFIX,
  type OutboxEntry,
  outboxEntrySchema,
  outboxKey,
} from './outbox-entry';

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
