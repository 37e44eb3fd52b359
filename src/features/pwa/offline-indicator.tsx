import { useSyncExternalStore } from 'react';
import { useT } from '../../shared/i18n/use-t';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** A small notice while the connection is down. */
export function OfflineIndicator() {
  const t = useT();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p
      role="status"
      className="fixed bottom-4 left-4 z-60 rounded-full bg-night-800 px-4 py-2 text-sm text-white shadow-lg"
      data-offline-indicator
    >
      {t('pwa.offline')}
    </p>
  );
}
