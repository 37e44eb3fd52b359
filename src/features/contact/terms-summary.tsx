import { Link, useMatch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SITE } from '../../content/site';
import { TERMS_FACTS } from '../../content/terms';
import { tourFacts } from '../../content/tours';
import type { MessageId } from '../../shared/i18n/messages';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';
import { PricePair } from '../../shared/ui/price-pair';

/** The tour whose page this is, if it is a tour page: its own deposit and balance are then shown. */
function useTourOfPage(): string | undefined {
  return useMatch({ from: '/$lang/tours/$tour', shouldThrow: false })?.params.tour;
}

/**
 * The booking terms in four lines under the form, with the way to the full terms and the privacy policy. Every
 * figure comes from the facts the tour page and the terms page show (the tour's and the terms' index.en.md).
 */
export function TermsSummary() {
  const t = useT();
  const intl = useIntl();
  const { lang } = useLanguage();
  const tour = useTourOfPage();
  const trip = tour ? tourFacts(tour) : undefined;
  const { depositOnlyFrom, threeQuartersFrom } = TERMS_FACTS.cancellation;
  const points = [
    trip
      ? intl.formatMessage(
          { id: 'terms.summary.tourDeposit' satisfies MessageId },
          {
            deposit: <PricePair amount={trip.deposit} currency={trip.currency} mainClass="" otherClass="text-sm" />,
            days: trip.balanceDueDays,
          },
        )
      : t('terms.summary.deposit'),
    t('terms.summary.cancellation', { from: depositOnlyFrom, to: threeQuartersFrom - 1 }),
    t('terms.summary.levy', { percent: TERMS_FACTS.levyPercent, fund: TERMS_FACTS.compensationFundPercent }),
    t(`stance.insurance.${SITE.travelInsurance}.sentence`),
  ];
  return (
    <aside aria-labelledby="terms-summary-heading" className="card mx-auto mt-12 max-w-3xl p-6" data-terms-summary>
      <h3 id="terms-summary-heading" className="font-semibold text-ink-900">
        <Phrased text={t('terms.summaryHeading')} />
      </h3>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-700">
        {points.map((point, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a point's words are not a string once it holds a price
          <li key={index}>{point}</li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/$lang/terms" params={{ lang }} className="text-link">
          {t('terms.readFull')}
        </Link>
        <Link to="/$lang/privacy" params={{ lang }} className="text-link">
          {t('contact.privacy')}
        </Link>
      </p>
    </aside>
  );
}
