import { useIntl } from 'react-intl';
import { TERMS_FACTS } from '../../../content/terms';
import type { Tour, TourFacts } from '../../../content/tours/schema';
import type { MessageId } from '../../../shared/i18n/messages';
import { useT } from '../../../shared/i18n/use-t';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';
import { PricePair } from '../../../shared/ui/price-pair';

type DemandLevel = 1 | 2 | 3 | 4 | 5;

/**
 * The tour's essential information in one section: the three cards (what kind of tour, physical demand, safety)
 * and the terms a pilgrim decides by (group size, deposit and balance, passport). Each figure is a field of the
 * tour's facts, so this section, the terms summary under the form and the terms page state the same values.
 */
export function TourEssentials({ tour, summary }: { tour: Tour; summary: TourFacts }) {
  const t = useT();
  const intl = useIntl();
  const [nature, demand, safety] = tour.essentials;
  const terms = [
    {
      term: t('tour.groupSize'),
      value: t('tour.groupSizeValue', { min: summary.groupSize.min, max: summary.groupSize.max }),
      fact: 'group-size',
    },
    {
      term: t('tour.payment'),
      // The deposit as every price on the site reads (HK$ first in Chinese), inside the sentence.
      value: intl.formatMessage(
        { id: 'tour.paymentValue' satisfies MessageId },
        {
          deposit: <PricePair amount={summary.deposit} currency={summary.currency} mainClass="" otherClass="text-sm" />,
          days: summary.balanceDueDays,
          note: tour.paymentNote,
        },
      ),
      fact: 'payment',
    },
    {
      term: t('tour.passport'),
      value: t('tour.passportValue', { months: TERMS_FACTS.passportValidityMonths }),
      fact: 'passport',
    },
  ];
  return (
    <PageSection headingId="essentials-heading" heading={t('tour.essentials')} className="bg-sand-100" data-essentials>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <li className="tour-card">
          <h3 className="card-title">
            <Phrased text={nature.title} />
          </h3>
          <p className="mt-2 text-ink-600">{nature.text}</p>
        </li>
        <li className="tour-card" data-fact="demand">
          <h3 className="card-title">
            <Phrased text={demand.title} />
          </h3>
          <p className="mt-2 font-semibold text-ink-900">
            {t('tour.demandValue', {
              level: summary.demand,
              word: t(`tour.demandWord.${summary.demand as DemandLevel}`),
            })}
          </p>
          <p className="mt-2 text-ink-600">{demand.text}</p>
        </li>
        <li className="tour-card">
          <h3 className="card-title">
            <Phrased text={safety.title} />
          </h3>
          <p className="mt-2 text-ink-600">{safety.text}</p>
        </li>
      </ul>
      <h3 className="heading-3 mt-12">
        <Phrased text={t('tour.terms')} />
      </h3>
      <dl className="mt-4 grid gap-6 md:grid-cols-3">
        {terms.map(({ term, value, fact }) => (
          <div key={term} className="unbroken" data-fact={fact}>
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="ml-0 mt-1 text-ink-700">{value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
