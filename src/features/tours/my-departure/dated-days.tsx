import type { Lang } from '../../../config/languages';
import { useT } from '../../../shared/i18n/use-t';
import { tripDayDate } from './departure-day-date';
import type { TripDay } from './departure-days';

interface Props {
  days: TripDay[];
  lang: Lang;
  /** YYYY-MM-DD on the traveller's device; unknown until the page has started. */
  today: string | undefined;
}

/** The itinerary on the traveller's calendar: each day's date, and today marked while the trip is on. */
export function DatedDays({ days, lang, today }: Props) {
  const t = useT();
  return (
    <ol className="day-list mt-6" data-dated-days>
      {days.map((day) => {
        const isToday = day.date === today;
        return (
          <li
            key={day.day}
            data-trip-day={day.day}
            aria-current={isToday ? 'date' : undefined}
            className="-mx-3 rounded-lg px-3 py-3 aria-[current=date]:bg-brand-50 aria-[current=date]:ring-2 aria-[current=date]:ring-brand-700"
          >
            <p className="text-sm font-semibold text-brand-700">
              <time dateTime={day.date}>
                {t('myDeparture.day', { day: day.day, date: tripDayDate(day.date, lang) })}
              </time>
              {isToday && (
                <span className="ml-2 inline-block rounded-full bg-accent px-2 py-0.5 text-xs normal-case tracking-normal text-accent-on">
                  {t('myDeparture.today')}
                </span>
              )}
            </p>
            <p className="mt-1 font-semibold text-ink-900">{day.title}</p>
            {day.place && day.place !== day.title && <p className="text-sm text-ink-600">{day.place}</p>}
          </li>
        );
      })}
    </ol>
  );
}
