/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '../features/enquiry/core/outbox-channel';
import { deliverNow } from '../features/enquiry/delivery';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Background Sync: the connection is back. Anything still waiting makes the browser try again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    deliverNow({ force: true }).then(({ pending }) => {
      if (pending > 0) throw new Error(`${pending} enquiries still waiting`);
    }),
  );
});

// Start-up: browsers without Background Sync replay here; only entries that are due, so waking up often is cheap.
deliverNow().catch((error: unknown) => console.error('Enquiry outbox: delivery from the worker failed', error));
