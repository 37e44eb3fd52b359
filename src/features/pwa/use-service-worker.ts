import { useEffect, useRef } from 'react';
import { afterPageSettles } from '../../shared/hydration';
import { useT } from '../../shared/i18n/use-t';
import { registerServiceWorker } from '../../shared/sw-bridge/page';
import { trustedScriptUrl } from '../../shared/trusted-types';
import { announceOfflineReady } from './offline-ready';
import { showUpdatePrompt } from './update-prompt';

type Translate = ReturnType<typeof useT>;

/** Once per page load: the shell re-renders on every navigation and language change, the worker must not. */
let registration: Promise<void> | undefined;

/** Registers the worker in production builds and surfaces its states to the visitor, in the current language. */
export function useServiceWorker() {
  const t = useT();
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  }, [t]);
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator) || registration) return;
    const translate: Translate = (id, values) => latestT.current(id, values);
    // Installing downloads and stores the whole precache: it waits until this page has settled.
    registration = new Promise((resolve) => afterPageSettles(() => resolve(registerWorker(translate))));
    registration.catch((error: unknown) => console.error('Service worker: could not register', error));
  }, []);
}

/** Offers the worker's updates and announces its first install: the one in a browser that had no worker. */
async function registerWorker(t: Translate): Promise<void> {
  const { Workbox } = await import('workbox-window');
  return registerServiceWorker(new Workbox(trustedScriptUrl('/sw.js')), {
    updateReady: (apply) => showUpdatePrompt(t, apply),
    installed: announceOfflineReady,
  });
}
