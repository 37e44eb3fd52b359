import type { Lang } from '../../../config/routes';
import type { EnquiryFields } from './fields';
import { idbKeyValueStore, idbRateLimitStore } from './idb-store';
import { createOutbox, type FlushOptions, type Outbox } from './outbox';

let shared: Outbox | undefined;
/** The outbox in this origin's IndexedDB, shared by every tab and the service worker. */
export function sharedOutbox(): Outbox {
  shared ??= createOutbox({ store: idbKeyValueStore(), rateLimit: idbRateLimitStore() });
  return shared;
}

export const enqueue = (fields: EnquiryFields, lang: Lang) => sharedOutbox().enqueue(fields, lang);
export const listEntries = () => sharedOutbox().listEntries();
export const discard = (id: string) => sharedOutbox().discard(id);
export const retry = (id: string) => sharedOutbox().retry(id);
export const flushOutbox = (options: FlushOptions) => sharedOutbox().flushOutbox(options);
