import { largeScreenColumns } from '../../../shared/ui/grid-columns';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';

/** A heading and a grid of titled cards (why-cards, essentials, safety guidelines). */
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
      <ul className={`mt-6 grid gap-4 sm:grid-cols-2 md:gap-6 ${largeScreenColumns(cards.length)}`}>
        {cards.map((card) => (
          <li key={card.title} className="tour-card">
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
