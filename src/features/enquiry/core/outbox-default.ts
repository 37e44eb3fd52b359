import type { Lang } from '../../../config/routes';
import type { EnquiryFields } from './fields';
import { idbKeyValueStore, idbRateLimitStore } from './idb-store';
import { createOutbox, type Outbox } from './outbox';
import { announce } from './outbox-channel';

let shared: Outbox | undefined;
/** The outbox in this origin's IndexedDB, shared by every tab and the service worker. */
export function sharedOutbox(): Outbox {
  shared ??= createOutbox({ store: idbKeyValueStore(), rateLimit: idbRateLimitStore() });
  return shared;
}

export const enqueue = (fields: EnquiryFields, lang: Lang) => sharedOutbox().enqueue(fields, lang);
export const listEntries = () => sharedOutbox().listEntries();

/** Every tab's pending list hears of a change, even one that read the outbox a moment before it. */
async function announcing<T>(change: Promise<T>): Promise<T> {
  const result = await change;
  announce({ type: 'changed' });
  return result;
}

export const discard = (id: string) => announcing(sharedOutbox().discard(id));
export const retry = (id: string) => announcing(sharedOutbox().retry(id));
