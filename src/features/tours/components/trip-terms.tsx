import { formatMoney } from '../../../content/tours/departures';
import type { TripSummary, TripText } from '../../../content/tours/trip-types';
import { useT } from '../../../shared/i18n/use-t';
import { PageSection } from '../../../shared/ui/page-section';

function List({ heading, items, kind }: { heading: string; items: string[]; kind: 'included' | 'excluded' }) {
  return (
    <div className="tour-card">
      <h3 className="heading-3">{heading}</h3>
      <ul className={`checklist ${kind} mt-4 space-y-2`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the price covers and what it does not, group size, physical demand, deposit and balance. */
export function TripTerms({ summary, text }: { summary: TripSummary; text: TripText }) {
  const t = useT();
  const terms = [
    {
      term: t('tour.groupSize'),
      value: t('tour.groupSizeValue', { min: summary.groupSize.min, max: summary.groupSize.max }),
    },
    { term: t('tour.demand'), value: t('tour.demandValue', { level: summary.demand, note: text.demandNote }) },
    {
      term: t('tour.payment'),
      value: t('tour.paymentValue', {
        deposit: formatMoney(summary.deposit, summary.currency),
        days: summary.balanceDueDays,
        note: text.paymentNote,
      }),
    },
  ];
  return (
    <PageSection headingId="included-heading" heading={t('tour.inclusions')} className="bg-sand-50" data-inclusions>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <List heading={t('tour.included')} items={text.included} kind="included" />
        <List heading={t('tour.excluded')} items={text.excluded} kind="excluded" />
      </div>
      <h3 className="heading-3 mt-12">{t('tour.terms')}</h3>
      <dl className="mt-4 grid gap-6 md:grid-cols-3">
        {terms.map(({ term, value }) => (
          <div key={term} className="unbroken">
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="ml-0 mt-1 text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
