import type { Page } from '@playwright/test';
import { OUTBOX_LOCK_NAME } from '../../src/features/enquiry/core/outbox';
import { ENQUIRY_DB_NAME, ENQUIRY_STORE_NAME, RATE_LIMIT_KEY } from '../../src/features/enquiry/core/storage';

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
