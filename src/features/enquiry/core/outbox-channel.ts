import type { Lang } from '../../../config/routes';

/** Pages and the worker tell each other about the outbox over this channel. */
export const OUTBOX_CHANNEL = 'enquiry-outbox';
/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'enquiry-outbox';

export interface DeliveredEnquiry {
  id: string;
  ref: string;
  lang: Lang;
}

export type OutboxMessage =
  /** The outbox changed: re-read the list. */
  | { type: 'changed' }
  /** Enquiries that had waited in the outbox were delivered: every tab says so. */
  | { type: 'delivered'; enquiries: DeliveredEnquiry[] };

export function announce(message: OutboxMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Calls `listener` for every outbox message from any tab or the worker (this one included); returns the unsubscribe. */
export function listenToOutbox(listener: (message: OutboxMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => listener(event.data);
  return () => channel.close();
}
