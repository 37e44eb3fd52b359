import { createStore, del, entries, get, set, type UseStore, update } from 'idb-keyval';
import type { KeyValueStore } from './kv-store';
import { kvRateLimitStore, type RateLimitStore } from './rate-limit';

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
    update: (key, updater) => update(key, updater, useStore()),
  };
}

export function idbRateLimitStore(): RateLimitStore {
  return kvRateLimitStore(idbKeyValueStore());
}
