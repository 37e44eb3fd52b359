import type { Workbox } from 'workbox-window';
import type { Lang } from '../../config/languages';
import { OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, type OutboxMessage, type PageToWorkerMessage } from './messages';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

interface WorkerEvents {
  /** A new version waits; `apply` hands over to it and reloads the page once it controls it. */
  updateReady(apply: () => void): void;
  /** The first version took control: the site now works offline. */
  installed(): void;
}

/** Registers the worker (workbox-window, loaded by the caller), reports its updates and its first install, and checks for updates hourly. */
export async function registerServiceWorker(wb: Workbox, events: WorkerEvents): Promise<void> {
  wb.addEventListener('waiting', () =>
    events.updateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) events.installed();
  });
  const registered = await wb.register();
  setInterval(() => void registered?.update(), UPDATE_CHECK_MS);
}

/** Asks the worker controlling the page (now, and whichever takes over later) to keep `lang`'s articles; returns the stop. */
export function keepArticlesOffline(lang: Lang): () => void {
  const worker = navigator.serviceWorker;
  // The worker runs in production builds only (the dev server serves no sw.js).
  if (import.meta.env.DEV || !worker) return () => {};
  const keep = () => worker.controller?.postMessage({ type: 'KEEP_ARTICLES', lang } satisfies PageToWorkerMessage);
  keep();
  worker.addEventListener('controllerchange', keep);
  return () => worker.removeEventListener('controllerchange', keep);
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the worker to flush the outbox when the connection returns, even if every tab is closed (where supported). */
export async function requestOutboxSync(): Promise<void> {
  const registration: (ServiceWorkerRegistration & SyncRegistration) | undefined =
    await navigator.serviceWorker?.getRegistration();
  try {
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    // Without it the page's own triggers (online, visible, load) still deliver.
    console.warn('Enquiry outbox: background sync unavailable', error);
  }
}

/** Calls `listener` for every outbox message from any tab or the worker (this one included); returns the unsubscribe. */
export function listenToOutbox(listener: (message: OutboxMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => listener(event.data);
  return () => channel.close();
}
