import { OUTBOX_SYNC_TAG } from './core';
import { outboxScheduler } from './delivery';

/**
 * Keeps this tab delivering the outbox: an attempt now (page load), whenever the connection returns or the
 * tab becomes visible again, and at each entry's back-off time while the page stays open. Returns the stop.
 */
export function startOutboxSync(): () => void {
  const attempt = () =>
    void outboxScheduler()
      .attemptNow()
      .catch((error: unknown) => console.error('Enquiry outbox: could not deliver', error));
  const onVisible = () => {
    if (document.visibilityState === 'visible') attempt();
  };

  window.addEventListener('online', attempt);
  document.addEventListener('visibilitychange', onVisible);
  attempt();
  // The scheduler itself stays: its timer belongs to the page, not to this listener.
  return () => {
    window.removeEventListener('online', attempt);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the worker to deliver when the connection returns, even if every tab is closed (where supported). */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration: (ServiceWorkerRegistration & SyncRegistration) | undefined =
    await navigator.serviceWorker.getRegistration();
  try {
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    // Without it the page's own triggers (online, visible, load) still deliver.
    console.warn('Enquiry outbox: background sync unavailable', error);
  }
}
