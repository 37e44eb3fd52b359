import type { Lang } from '../../config/languages';

/** What a page posts to its service worker. */
export type PageToWorkerMessage =
  /** Fetch and keep the blog articles of this language for offline reading. */
  | { type: 'KEEP_ARTICLES'; lang: Lang }
  /** The visitor chose to reload into the waiting update (workbox-window's messageSkipWaiting posts it). */
  | { type: 'SKIP_WAITING' };

/** The Background Sync tag a page registers and the worker answers by flushing the enquiry outbox. */
export const OUTBOX_SYNC_TAG = 'enquiry-outbox';

/** Pages and the worker tell each other about the enquiry outbox over this broadcast channel. */
export const OUTBOX_CHANNEL = 'enquiry-outbox';

interface DeliveredEnquiry {
  id: string;
  ref: string;
  lang: Lang;
}

export type OutboxMessage =
  /** The outbox changed: re-read the list. */
  | { type: 'changed' }
  /** Enquiries that had waited in the outbox were delivered: every tab says so. */
  | { type: 'delivered'; enquiries: DeliveredEnquiry[] };
