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
 * scrolling twenty screens, before any script runs too. One row that stays under the header (sideways on a narrow
 * phone); the page's anchors stop below it (base.ts), so it never hides the heading a link leads to.
 */
export function SectionLinks() {
  const t = useT();
  return (
    <nav aria-label={t('tour.jump')} className="section-links no-print" data-section-links>
      <ul className="section-links-row">
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
