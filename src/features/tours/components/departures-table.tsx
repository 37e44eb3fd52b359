import { formatMoney } from '../../../config/formats';
import { isBookable } from '../../../content/tours/departures';
import type { Departure, Tour, TourFacts } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { PageSection } from '../../../shared/ui/page-section';
import { HkdEquivalent } from '../../../shared/ui/price';
import { EnquireLink } from './enquire-link';

const STATUS_CLASS: Record<Departure['status'], string> = {
  open: 'status-open',
  'few-left': 'status-few-left',
  guaranteed: 'status-guaranteed',
  full: 'status-full',
};

interface Props {
  summary: TourFacts;
  departures: Departure[];
  dates: Tour['dates'];
  tourId: string;
  tourName: string;
  onChoose: (start: string) => void;
}

/** The upcoming departures with status and price, each with its own "Enquire". */
export function DeparturesTable({ summary, departures, dates, tourId, tourName, onChoose }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <PageSection headingId="departures-heading" heading={t('tour.departures')} data-departures>
      <p className="mt-3 text-ink-600">{t('tour.departuresIntro', { currency: summary.currency })}</p>
      {departures.length === 0 ? (
        <p className="mt-8 text-lg" role="status">
          {t('tour.departuresNone')}
        </p>
      ) : (
        <table className="mt-8 w-full border-collapse text-left text-ink-900">
          <thead>
            <tr>
              <th scope="col" className="col-head">
                {t('tour.departureDate')}
              </th>
              <th scope="col" className="col-head">
                {t('tour.departureStatus')}
              </th>
              <th scope="col" className="col-head">
                {t('tour.departurePrice')}
              </th>
              <th scope="col" className="col-head no-print">
                <span className="sr-only">{t('tour.departureEnquire')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {departures.map((departure) => {
              const date = dates[departure.start] ?? departure.start;
              return (
                <tr key={departure.start} data-departure={departure.start}>
                  <th scope="row" className="row-cell font-medium">
                    <time dateTime={departure.start}>{date}</time>
                  </th>
                  <td className="row-cell">
                    <span className={STATUS_CLASS[departure.status]} data-status={departure.status}>
                      {t(`tour.status.${departure.status}`)}
                    </span>
                  </td>
                  <td className="row-cell">
                    <span className="font-semibold" data-price>
                      {formatMoney(departure.price, summary.currency, lang)}
                    </span>
                    <HkdEquivalent
                      amount={departure.price}
                      currency={summary.currency}
                      className="block text-xs text-ink-600"
                    />
                  </td>
                  <td className="row-cell no-print text-right">
                    {isBookable(departure) && (
                      <EnquireLink
                        tour={tourId}
                        date={departure.start}
                        destination={t('tour.enquiryDestination', { tour: tourName, date })}
                        onEnquire={() => onChoose(departure.start)}
                        className="row-action"
                      >
                        {t('tour.departureEnquire')}
                        <span className="sr-only">: {date}</span>
                      </EnquireLink>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </PageSection>
  );
}
