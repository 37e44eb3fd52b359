import { OUTBOX_SYNC_TAG } from './core';
import { deliverNow } from './delivery';

/**
 * Keeps this tab delivering the outbox: on load, whenever the connection returns, and at each entry's back-off
 * time while the page stays open. Returns the stop function.
 */
export function startOutboxSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = async (force: boolean) => {
    clearTimeout(timer);
    try {
      const { pending, nextAttemptAt } = await deliverNow({ force });
      if (stopped || pending === 0 || nextAttemptAt === undefined) return;
      timer = setTimeout(() => void run(false), Math.max(nextAttemptAt - Date.now(), 0));
    } catch (error) {
      console.error('Enquiry outbox: could not deliver', error);
    }
  };
  const onOnline = () => void run(true);

  window.addEventListener('online', onOnline);
  void run(true);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
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
    // Without it the page's own triggers (online, load) still deliver.
    console.warn('Enquiry outbox: background sync unavailable', error);
  }
}
