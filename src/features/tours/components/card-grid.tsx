import { largeScreenColumns } from '../../../shared/ui/grid-columns';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';

/**
 * A heading and titled cards (why-cards, safety guidelines): on a phone a row swiped sideways, the next card
 * showing at the edge, so the long page is not four cards taller; from md a grid.
 */
export function CardGrid({
  heading,
  cards,
  id,
  tone = 'white',
}: {
  heading: string;
  cards: { title: string; text: string }[];
  id: string;
  tone?: 'white' | 'sand';
}) {
  return (
    <PageSection headingId={id} heading={heading} className={tone === 'sand' ? 'bg-sand-100' : undefined}>
      <ul
        className={`snap-row mt-6 md:grid-cols-2 md:gap-6 ${largeScreenColumns(cards.length)}`}
        // Scrolled with the keyboard too, named by the section's heading
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways must be reachable by keyboard
        tabIndex={0}
        aria-labelledby={id}
        data-card-row
      >
        {cards.map((card) => (
          <li key={card.title} className="tour-card snap-item">
            <h3 className="card-title">
              <Phrased text={card.title} />
            </h3>
            <p className="mt-2 text-ink-600">{card.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
