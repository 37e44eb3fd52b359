import { expect, type Page } from '@playwright/test';
import { OUTBOX_LOCK_NAME } from '../../src/features/enquiry/core/outbox';
import { OUTBOX_KEY_PREFIX } from '../../src/features/enquiry/core/schema';
import { ENQUIRY_DB_NAME, ENQUIRY_STORE_NAME, RATE_LIMIT_KEY } from '../../src/features/enquiry/core/storage';
import { relay } from './enquiry-helpers';

interface Change {
  db: string;
  store: string;
  lock: string;
  rateLimitKey: string;
  /** Merged into every stored outbox entry (and `fields` into its fields). */
  entry?: Record<string, unknown>;
  fields?: Record<string, unknown>;
  /** Moves every recorded send this far into the past. */
  ageSendsBy?: number;
}

/**
 * Changes what the outbox keeps in IndexedDB the way a visitor (or anything on the device) could, holding the
 * outbox lock so no sender writes its own copy over the change.
 */
async function changeStorage(page: Page, change: Omit<Change, 'db' | 'store' | 'lock' | 'rateLimitKey'>) {
  const full: Change = {
    ...change,
    db: ENQUIRY_DB_NAME,
    store: ENQUIRY_STORE_NAME,
    lock: OUTBOX_LOCK_NAME,
    rateLimitKey: RATE_LIMIT_KEY,
  };
  await page.evaluate(async ({ db, store, lock, rateLimitKey, entry, fields, ageSendsBy }: Change) => {
    const done = (request: IDBRequest | IDBTransaction) =>
      new Promise<void>((resolve, reject) => {
        if (request instanceof IDBTransaction) request.oncomplete = () => resolve();
        else request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      });
    await navigator.locks.request(lock, async () => {
      const opening = indexedDB.open(db);
      await done(opening);
      const transaction = opening.result.transaction(store, 'readwrite');
      const kv = transaction.objectStore(store);
      const keys = kv.getAllKeys();
      await done(keys);
      for (const key of keys.result) {
        const read = kv.get(key);
        await done(read);
        const value = read.result;
        if (String(key).startsWith('outbox:') && (entry || fields)) {
          kv.put({ ...value, ...entry, fields: { ...value.fields, ...fields } }, key);
        } else if (key === rateLimitKey && ageSendsBy) {
          kv.put(
            (value as number[]).map((stamp) => stamp - ageSendsBy),
            key,
          );
        }
      }
      await done(transaction);
      opening.result.close();
    });
  }, full);
}

export const changeStoredEntry = (page: Page, entry: Record<string, unknown>, fields?: Record<string, unknown>) =>
  changeStorage(page, { entry, fields });

/** As if `ms` had passed since every send recorded so far. */
export const ageRecordedSends = (page: Page, ms: number) => changeStorage(page, { ageSendsBy: ms });

interface OutboxState {
  /** A page or the worker holds the outbox lock or waits for it. */
  busy: boolean;
  sending: number;
  /** Entries still to be sent (queued), failed ones left out. */
  waiting: number;
}

async function outboxState(page: Page): Promise<OutboxState> {
  return page.evaluate(
    async ({ db, store, lock, prefix }) => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const busy = [...held, ...pending].some((each) => each.name === lock);
      // Opening a database that does not exist would create it without its store: look first.
      if (!(await indexedDB.databases()).some((each) => each.name === db)) return { busy, sending: 0, waiting: 0 };
      const opening = indexedDB.open(db);
      await new Promise((resolve, reject) => {
        opening.onsuccess = resolve;
        opening.onerror = reject;
      });
      const kv = opening.result.transaction(store).objectStore(store);
      const [keys, values] = await Promise.all(
        [kv.getAllKeys(), kv.getAll()].map(
          (request) =>
            new Promise<unknown[]>((resolve, reject) => {
              request.onsuccess = () => resolve(request.result);
              request.onerror = () => reject(request.error);
            }),
        ),
      );
      opening.result.close();
      const statuses = (values ?? [])
        .filter((_, index) => String(keys?.[index]).startsWith(prefix))
        .map((value) => (value as { status?: string }).status);
      return {
        busy,
        sending: statuses.filter((status) => status === 'sending').length,
        waiting: statuses.filter((status) => status === 'queued').length,
      };
    },
    { db: ENQUIRY_DB_NAME, store: ENQUIRY_STORE_NAME, lock: OUTBOX_LOCK_NAME, prefix: OUTBOX_KEY_PREFIX },
  );
}

/**
 * Waits until the outbox has come to rest, in place of a fixed wait before counting deliveries: twice in a row no
 * page or worker holds or waits for the outbox lock, nothing is mid-send, exactly `waiting` entries are still
 * queued (what the test expects to be left) and the relay has seen no new attempt. Every send happens under the
 * lock, so a wrong extra delivery under way keeps this waiting; one that came later would need a queued entry a
 * sender may send, and with none left (or only the ones the test expects held back) there is nothing to send.
 */
export async function outboxAtRest(page: Page, waiting = 0) {
  let previous = '';
  await expect
    .poll(
      async () => {
        const state = { ...(await outboxState(page)), attempts: await relay.attempts() };
        const still = JSON.stringify(state) === previous;
        previous = JSON.stringify(state);
        return still && !state.busy && state.sending === 0 && state.waiting === waiting;
      },
      { intervals: [100, 250] },
    )
    .toBe(true);
}
