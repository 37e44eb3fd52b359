import type { ReactNode } from 'react';
import { isBookable } from '../../../content/tours/departures';
import type { Departure, Tour, TourFacts } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { PricePair } from '../../../shared/ui/price-pair';

type DemandLevel = 1 | 2 | 3 | 4 | 5;

/** A date never breaks across lines: "8 Mar 2027" keeps its spaces unbreakable (Chinese keeps its words, break-keep). */
const unbroken = (date: string) => date.replaceAll(' ', '\u00a0');

interface Props {
  summary: TourFacts;
  /** The departures still ahead. */
  departures: Departure[];
  tour: Tour;
}

/**
 * Under the hero (which gives the price, the days and Enquire), the rest a reader decides by: dates, what is
 * included, flights from Hong Kong, fitness and deposit: each label above its value, the dates across a phone.
 */
export function TourSummary({ summary, departures, tour }: Props) {
  const t = useT();
  const next = departures.find(isBookable);
  const { dates } = tour;
  const facts: { term: string; value: ReactNode; fact: string }[] = [
    {
      term: t('tour.summaryDates'),
      // Plain words, not a link: the departures follow straight below.
      value: next ? (
        <span className="break-keep">
          {t('tour.summaryDatesValue', { date: unbroken(dates[next.start] ?? next.start), count: departures.length })}
        </span>
      ) : (
        t('tour.departuresNone')
      ),
      fact: 'dates',
    },
    {
      term: t('tour.summaryIncluded'),
      value: (
        <a href="#included-heading" className="text-link">
          {t('tour.summaryIncludedValue', { count: tour.included.length })}
        </a>
      ),
      fact: 'included',
    },
    {
      term: t('tour.summaryFlights'),
      value: t('tour.summaryFlightsValue', { route: summary.flights.fromHongKong, domestic: summary.flights.domestic }),
      fact: 'flights',
    },
    {
      term: t('tour.demand'),
      value: t('tour.demandValue', {
        level: summary.demand,
        word: t(`tour.demandWord.${summary.demand as DemandLevel}`),
      }),
      fact: 'fitness',
    },
    {
      term: t('tour.summaryDeposit'),
      value: (
        <PricePair amount={summary.deposit} currency={summary.currency} mainClass="font-medium" otherClass="text-sm" />
      ),
      fact: 'deposit',
    },
  ];
  return (
    <section aria-label={t('tour.summary')} className="border-b border-b-solid border-sand-200 bg-surface">
      <div className="page-wide py-6">
        <dl
          className="grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-3 lg:flex lg:justify-between lg:gap-x-8"
          data-tour-summary
        >
          {facts
            .filter(({ value }) => value !== undefined)
            .map(({ term, value, fact }) => (
              <div key={fact} data-summary={fact} className={fact === 'dates' ? 'col-span-2 md:col-span-1' : undefined}>
                <dt className="text-sm font-semibold text-ink-600">{term}</dt>
                <dd className="ml-0 mt-0.5 flex flex-wrap items-baseline gap-x-1.5 text-ink-900 lg:whitespace-nowrap">
                  {value}
                </dd>
              </div>
            ))}
        </dl>
      </div>
    </section>
  );
}
