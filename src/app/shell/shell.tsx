import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useOfflineArticles } from '../../features/blog/use-offline-articles';
import { useOutboxSync } from '../../features/enquiry/use-outbox';
import { OfflineIndicator } from '../../features/pwa/offline-indicator';
import { useServiceWorker } from '../../features/pwa/use-service-worker';
import { markHydrated } from '../../shared/hydration';
import { useT } from '../../shared/i18n/use-t';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { Toaster } from './toaster';

/** Navigation, skip link and footer around every page. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  useServiceWorker();
  useOutboxSync();
  useOfflineArticles();

  useEffect(markHydrated, []);

  // Each route change, once the new page is drawn, starts at its top (or its #fragment). Not as the page
  // hydrates: the browser placed the prerendered page itself, and a visitor may have scrolled on meanwhile.
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', ({ hrefChanged, toLocation }) => {
        if (!hrefChanged) return;
        if (toLocation.hash) document.getElementById(toLocation.hash)?.scrollIntoView();
        else window.scrollTo(0, 0);
      }),
    [router],
  );

  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <NavBar />
      <div className="pt-16">{children}</div>
      <OfflineIndicator />
      <Footer />
      <Toaster />
    </>
  );
}
