import type { Tour } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';

function List({ heading, items, kind }: { heading: string; items: string[]; kind: 'included' | 'excluded' }) {
  return (
    <div className="tour-card">
      <h3 className="heading-3">
        <Phrased text={heading} />
      </h3>
      <ul className={`checklist ${kind} mt-4 space-y-2`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the price covers and what it does not. */
export function TourTerms({ text }: { text: Tour }) {
  const t = useT();
  return (
    <PageSection headingId="included-heading" heading={t('tour.inclusions')} className="bg-sand-50" data-inclusions>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <List heading={t('tour.included')} items={text.included} kind="included" />
        <List heading={t('tour.excluded')} items={text.excluded} kind="excluded" />
      </div>
    </PageSection>
  );
}
