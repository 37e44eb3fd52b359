import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { afterPageLoad } from '../../app/when-idle';
import { useT } from '../i18n/use-t';
import { showUpdatePrompt } from './update-prompt';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const READY_KEY = 'offlineReadyShown';

/** Registers the worker in production builds and surfaces its states to the visitor. */
export function useServiceWorker() {
  const t = useT();
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let stopUpdateChecks = () => {};
    let unmounted = false;
    // Installing downloads and stores the whole precache: it waits until this page has loaded.
    const cancel = afterPageLoad(() => {
      registerWorker(t)
        .then((stop) => {
          stopUpdateChecks = stop;
          if (unmounted) stop();
        })
        .catch((error: unknown) => console.error('Service worker: could not register', error));
    });
    return () => {
      unmounted = true;
      cancel();
      stopUpdateChecks();
    };
  }, [t]);
}

/** Registers the worker, offers its updates, announces the first install; returns a stop for update checks. */
async function registerWorker(t: ReturnType<typeof useT>): Promise<() => void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js');
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
  const registration = await wb.register();
  const timer = setInterval(() => void registration?.update(), UPDATE_CHECK_MS);
  return () => clearInterval(timer);
}
