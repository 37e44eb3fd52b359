import { type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n/use-t';

/** The id of the fold that holds the tools for travellers who have booked and for church leaders. */
export const AFTER_BOOKING_ID = 'after-booking';

/**
 * My departure and the church poster, folded away under one labelled summary: a first-time reader's page ends at
 * the form, and a booked traveller opens it. An address naming a section inside (the tools row's links, the
 * church page's "Print a poster") opens it too.
 */
export function AfterBooking({ children }: { children: ReactNode }) {
  const t = useT();
  const fold = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const openForAddress = () => {
      const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
      if (!target || !fold.current?.contains(target)) return;
      fold.current.open = true;
      target.scrollIntoView();
    };
    openForAddress();
    window.addEventListener('hashchange', openForAddress);
    return () => window.removeEventListener('hashchange', openForAddress);
  }, []);
  return (
    <details
      ref={fold}
      id={AFTER_BOOKING_ID}
      className="no-print border-t border-t-solid border-sand-200 bg-sand-100"
      data-after-booking
    >
      <summary className="tools-fold-summary">
        <span>
          <span className="heading-3 block">{t('tour.tools')}</span>
          <span className="mt-1 block text-ink-600">{t('tour.toolsHint')}</span>
        </span>
      </summary>
      {children}
    </details>
  );
}
