/// <reference lib="webworker" />
import { OUTBOX_SYNC_TAG } from '../features/enquiry/core/outbox-channel';
import { outboxScheduler } from '../features/enquiry/delivery';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// Background Sync, one trigger among several: it sends what is due, and anything still waiting makes the
// browser fire it again later (when every tab may be closed).
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    outboxScheduler()
      .attemptDue()
      .then((result) => {
        if (result.pending > 0) throw new Error(`${result.pending} enquiries still waiting`);
      }),
  );
});

// Start-up: an attempt now, then the same back-off as a page's while the worker lives. Browsers without
// Background Sync deliver from here and from their pages.
outboxScheduler()
  .attemptNow()
  .catch((error: unknown) => console.error('Enquiry outbox: delivery from the worker failed', error));
