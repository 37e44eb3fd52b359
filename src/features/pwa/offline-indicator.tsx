import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../shared/i18n/use-t';
import { useOnline } from '../../shared/use-online';
import { offlineReady } from './offline-ready';

/** How long "ready to read offline" stays before it fades out of the way. */
const READY_NOTICE_MS = 6000;

/**
 * A quiet line in the footer, beside the offer to install the site, so it never covers what the visitor is reading
 * nor stands before the page's last call to act: while the connection is down, or for a few seconds the first
 * time the site becomes readable offline on this device.
 */
export function OfflineIndicator() {
  const t = useT();
  const online = useOnline();
  const ready = useSyncExternalStore(offlineReady.subscribe, offlineReady.get, offlineReady.getServer);
  const [readyShown, setReadyShown] = useState(true);
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => setReadyShown(false), READY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  const text = !online ? t('pwa.offline') : ready && readyShown ? t('pwa.ready') : undefined;
  return (
    <p role="status" className="pwa-notice" data-offline-indicator={online ? undefined : ''}>
      {text}
    </p>
  );
}
