import { SITE } from '../../../content/site';
import { useT } from '../../../shared/i18n/use-t';
import { calendarFile } from './calendar-file';
import type { TripDay } from './departure-days';

/** Saves the dated days as an .ics file made in the browser: the chosen date is never sent anywhere. */
export function CalendarButton({ tourId, start, days }: { tourId: string; start: string; days: TripDay[] }) {
  const t = useT();
  const download = () => {
    const text = calendarFile({ tourId, start, days, host: new URL(SITE.url).hostname, now: new Date() });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${tourId}-${start}.ics`;
    link.click();
    // Some browsers read the file after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="button" className="btn-secondary" onClick={download} data-add-to-calendar>
        {t('myDeparture.calendar')}
      </button>
      <p className="text-sm text-ink-600">{t('myDeparture.calendarHint')}</p>
    </div>
  );
}
