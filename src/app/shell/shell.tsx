import { useRouter } from '@tanstack/react-router';
import { type ReactNode, Suspense, useEffect } from 'react';
import { deferredComponent } from '../../shared/deferred-component';
import { isStartingUp, markHydrated } from '../../shared/hydration';
import { useT } from '../../shared/i18n/use-t';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

// The worker, the outbox and the toasts load once the page has hydrated: their prerendered HTML (an empty toast
// stack) waits in a Suspense boundary meanwhile, as a section below the fold does.
const services = deferredComponent(() => import('./shell-services').then((module) => module.ShellServices));

/** For the prerender and later navigations, which draw the shell whole; a starting page loads them after hydration. */
export const preloadShell = async () => (isStartingUp() ? undefined : services.load());

/** Navigation, skip link and footer around every page. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
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
      <Footer />
      <Suspense fallback={null}>
        <services.Deferred />
      </Suspense>
    </>
  );
}
