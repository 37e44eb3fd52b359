import { useOfflineArticles } from '../../features/blog/use-offline-articles';
import { useOutboxSync } from '../../features/enquiry/use-outbox';
import { useServiceWorker } from '../../features/pwa/use-service-worker';
import { Toaster } from './toaster';

/**
 * What every page does in the background: registers the service worker, delivers waiting enquiries, keeps the
 * articles readable offline, and shows the toasts that report on them. None of it is needed to start the page.
 */
export function ShellServices() {
  useServiceWorker();
  useOutboxSync();
  useOfflineArticles();
  return <Toaster />;
}
