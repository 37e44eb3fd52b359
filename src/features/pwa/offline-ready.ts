/** Whether this page load saw the site become readable offline (the worker's first install), for the notice. */
let ready = false;
const listeners = new Set<() => void>();

export function announceOfflineReady(): void {
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
