import type { MessageId } from '../../../shared/i18n/messages';
import { useT } from '../../../shared/i18n/use-t';

/** Each link's words and the heading it jumps to, in the page's order. */
const SECTIONS: readonly { label: MessageId; heading: string }[] = [
  { label: 'tour.jumpDepartures', heading: 'departures-heading' },
  { label: 'tour.jumpItinerary', heading: 'itinerary-heading' },
  { label: 'tour.jumpFaq', heading: 'faq-heading' },
  { label: 'tour.jumpEnquire', heading: 'contact-heading' },
];

/**
 * Under the hero, a row of plain links to the long page's main sections: a phone reader jumps instead of
 * scrolling twenty screens, before any script runs too. In the flow, not fixed: it takes no room while reading.
 */
export function SectionLinks() {
  const t = useT();
  return (
    <nav aria-label={t('tour.jump')} className="no-print bg-surface pt-4" data-section-links>
      <ul className="page-wide flex flex-wrap gap-2">
        {SECTIONS.map(({ label, heading }) => (
          <li key={heading}>
            <a href={`#${heading}`} className="chip text-sm text-brand-800">
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
