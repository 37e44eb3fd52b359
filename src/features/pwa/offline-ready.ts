/** Whether this page load saw the site become readable offline (the worker's first install), for the notice. */
let ready = false;
const listeners = new Set<() => void>();

/** Remembered on the device: a worker installed again (after the browser cleared its storage for the site) stays quiet. */
const TOLD_KEY = 'pwa-offline-ready-told';

function toldBefore(): boolean {
  try {
    if (localStorage.getItem(TOLD_KEY)) return true;
    localStorage.setItem(TOLD_KEY, '1');
  } catch {
    // Storage refused (private mode): say it this once.
  }
  return false;
}

export function announceOfflineReady(): void {
  if (toldBefore()) return;
  ready = true;
  for (const listener of listeners) listener();
}

export const offlineReady = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => ready,
  /** Never while prerendering: the notice only follows an install in the browser. */
  getServer: () => false,
};
