import { useLocation } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { markHydrated } from '../app/hydration';
import { useOfflineArticles } from '../features/blog/use-offline-articles';
import { useOutboxSync } from '../features/enquiry/use-outbox-sync';
import { useT } from '../features/i18n/use-t';
import { OfflineIndicator } from '../features/pwa/offline-indicator';
import { useServiceWorker } from '../features/pwa/use-service-worker';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { Toaster } from './toaster';

/** Navigation, skip link and footer around every page. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  useServiceWorker();
  useOutboxSync();
  useOfflineArticles();
  const { pathname, hash } = useLocation({ select: ({ pathname, hash }) => ({ pathname, hash }) });

  useEffect(markHydrated, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolling is the point of a route change
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);

  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <NavBar />
      <div className="pt-16">{children}</div>
      <Footer />
      <OfflineIndicator />
      <Toaster />
    </>
  );
}
