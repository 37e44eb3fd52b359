import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast/headless';
import { useT } from '../../shared/i18n/use-t';
import { trustedScriptUrl } from '../../shared/trusted-types';
import { afterPageLoad } from '../../shared/when-idle';
import { showUpdatePrompt } from './update-prompt';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const READY_KEY = 'offlineReadyShown';

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
    // Installing downloads and stores the whole precache: it waits until this page has loaded.
    registration = new Promise((resolve) => afterPageLoad(() => resolve(registerWorker(translate))));
    registration.catch((error: unknown) => console.error('Service worker: could not register', error));
  }, []);
}

/** Registers the worker, offers its updates, announces the first install, and checks for updates hourly. */
async function registerWorker(t: Translate): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(trustedScriptUrl('/sw.js'));
  wb.addEventListener('waiting', () =>
    showUpdatePrompt(t, () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate || localStorage.getItem(READY_KEY)) return;
    localStorage.setItem(READY_KEY, '1');
    toast.success(t('pwa.ready'));
  });
  const registered = await wb.register();
  setInterval(() => void registered?.update(), UPDATE_CHECK_MS);
}
