import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { useT } from '../i18n/use-t';
import { showUpdatePrompt } from './update-prompt';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
const READY_KEY = 'offlineReadyShown';

/** Registers the worker in production builds and surfaces its states to the visitor. */
export function useServiceWorker() {
  const t = useT();
  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    void import('workbox-window').then(({ Workbox }) => {
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
      void wb.register().then((registration) => {
        timer = setInterval(() => void registration?.update(), UPDATE_CHECK_MS);
      });
    });
    return () => clearInterval(timer);
  }, [t]);
}
