import { formatMoney, isBookable } from '../../../content/tours/departures';
import type { Departure } from '../../../content/tours/trip-schema';
import type { TripSummary, TripText } from '../../../content/tours/trip-types';
import { useT } from '../../i18n/use-t';
import { EnquireLink } from './enquire-link';

const STATUS_TONE: Record<Departure['status'], string> = {
  open: 'bg-sand-100 text-ink-800',
  'few-left': 'bg-gold-400/30 text-ink-900',
  guaranteed: 'bg-brand-100 text-brand-900',
  full: 'bg-ink-800 text-white',
};

interface Props {
  summary: TripSummary;
  departures: Departure[];
  dates: TripText['dates'];
  tourName: string;
  onChoose: (start: string) => void;
}

/** The upcoming departures with status and price, each with its own "Enquire". */
export function DeparturesTable({ summary, departures, dates, tourName, onChoose }: Props) {
  const t = useT();
  return (
    <section className="section" aria-labelledby="departures-heading" data-departures>
      <div className="page-wide">
        <h2 id="departures-heading" className="heading-2">
          {t('tour.departures')}
        </h2>
        <p className="mt-3 text-ink-600">{t('tour.departuresIntro', { currency: summary.currency })}</p>
        {departures.length === 0 ? (
          <p className="mt-8 text-lg" role="status">
            {t('tour.departuresNone')}
          </p>
        ) : (
          <table className="mt-8 w-full border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-sand-300 text-sm text-ink-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('tour.departureDate')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('tour.departureStatus')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('tour.departurePrice')}
                </th>
                <th scope="col" className="no-print py-2">
                  <span className="sr-only">{t('tour.departureEnquire')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {departures.map((departure) => {
                const date = dates[departure.start] ?? departure.start;
                return (
                  <tr key={departure.start} className="border-b border-sand-200" data-departure={departure.start}>
                    <th scope="row" className="py-3 pr-3 font-medium text-ink-900">
                      <time dateTime={departure.start}>{date}</time>
                    </th>
                    <td className="py-3 pr-3">
                      <span
                        className={`tag whitespace-nowrap ${STATUS_TONE[departure.status]}`}
                        data-status={departure.status}
                      >
                        {t(`tour.status.${departure.status}`)}
                      </span>
                    </td>
                    <td className="py-3 pr-3 font-semibold text-ink-900" data-price>
                      {formatMoney(departure.price, summary.currency)}
                    </td>
                    <td className="no-print py-3 text-right">
                      {isBookable(departure) && (
                        <EnquireLink
                          destination={t('tour.enquiryDestination', { tour: tourName, date })}
                          onEnquire={() => onChoose(departure.start)}
                          className="btn-outline px-4 py-1.5 text-sm"
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
      </div>
    </section>
  );
}
