import { LANGUAGES } from '../../../config/languages';
import { isBookable } from '../../../content/tours/departures';
import type { Departure, Tour, TourFacts } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { currencyName } from '../../../shared/money/format-money';
import { PageSection } from '../../../shared/ui/page-section';
import { PricePair } from '../../../shared/ui/price-pair';
import { RateNote } from '../../../shared/ui/rate-note';
import { DepartureStatus } from './departure-status';
import { EnquireLink } from './enquire-link';

interface Props {
  summary: TourFacts;
  departures: Departure[];
  dates: Tour['dates'];
  tourId: string;
  tourName: string;
  onChoose: (start: string) => void;
}

/** The upcoming departures with status and price, each with its own "Enquire" (a full one, its waiting list). */
export function DeparturesTable({ summary, departures, dates, tourId, tourName, onChoose }: Props) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <PageSection headingId="departures-heading" heading={t('tour.departures')} data-departures>
      <p className="mt-3 text-ink-600">
        {t(departures.every(isBookable) ? 'tour.departuresIntro' : 'tour.departuresIntroWithFull', {
          currency: currencyName(summary.currency, lang),
        })}
        {LANGUAGES[lang].spacedWords && ' '}
        <RateNote as="span" currencies={[summary.currency]} />
      </p>
      {departures.length === 0 ? (
        <p className="mt-8 text-lg" role="status">
          {t('tour.departuresNone')}
        </p>
      ) : (
        <table className="departures mt-8 w-full border-collapse text-left text-ink-900">
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
                    <time dateTime={departure.start} className="whitespace-nowrap">
                      {date}
                    </time>
                  </th>
                  <td className="row-cell">
                    <DepartureStatus status={departure.status} />
                  </td>
                  <td className="row-cell">
                    <PricePair
                      amount={departure.price}
                      currency={summary.currency}
                      mainClass={`block whitespace-nowrap ${isBookable(departure) ? 'font-semibold' : 'text-ink-600'}`}
                      otherClass="block text-xs text-ink-600 sm:whitespace-nowrap"
                    />
                  </td>
                  <td className="row-cell no-print text-right">
                    <EnquireLink
                      tour={tourId}
                      date={departure.start}
                      waitingList={!isBookable(departure)}
                      destination={t(isBookable(departure) ? 'tour.enquiryDestination' : 'tour.enquiryWaitingList', {
                        tour: tourName,
                        date,
                      })}
                      onEnquire={() => onChoose(departure.start)}
                      className="row-action"
                    >
                      {t(isBookable(departure) ? 'tour.departureEnquire' : 'tour.departureWaitingList')}
                      <span className="sr-only">{t('tour.departureFor', { date })}</span>
                    </EnquireLink>
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
