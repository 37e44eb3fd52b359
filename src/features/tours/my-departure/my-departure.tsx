import { memo } from 'react';
import { tourFacts } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { SectionBoundary } from '../../../shared/section-boundary';
import { PageSection } from '../../../shared/ui/page-section';
import { useTourPage } from '../use-tour-page';
import { CalendarButton } from './calendar-button';
import { DatedDays } from './dated-days';
import { tripDayDate } from './departure-day-date';
import { tripDays } from './departure-days';
import { DeparturePicker } from './departure-picker';
import { TripContacts } from './on-trip-contacts';
import { PackingList } from './packing-list';
import { useMyDeparture } from './use-my-departure';

const HEADING_ID = 'my-departure-heading';

function MyDepartureSection({ id }: { id: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { text } = useTourPage();
  const { start, choose, packed, tick, today } = useMyDeparture(id, lang);
  const options: [string, string][] = text.departures.map(({ start: each }) => [each, text.dates[each] ?? each]);
  // A departure that has left since the page was built is still the traveller's own.
  if (start && !text.dates[start]) options.unshift([start, tripDayDate(start, lang)]);
  const days = start ? tripDays(start, text.days, lang) : [];
  return (
    <PageSection headingId={HEADING_ID} heading={t('myDeparture.heading')} data-my-departure className="no-print">
      <p className="mt-3 max-w-3xl text-ink-600">{t('myDeparture.intro')}</p>
      <DeparturePicker options={options} value={start} onChoose={choose} />
      {start && (
        <>
          <CalendarButton tourId={id} start={start} days={days} />
          <DatedDays days={days} lang={lang} today={today} />
        </>
      )}
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <PackingList lines={text.packing} packed={packed} onTick={tick} />
        <TripContacts guide={tourFacts(id).guide} />
      </div>
    </PageSection>
  );
}

/**
 * "My departure": a booked traveller's own dates, calendar, packing and contacts, kept on this device. memo: the
 * tour page's own updates (today's departures) would otherwise reach the boundary before it hydrates, and it never
 * would (as TourBody, ../components/tour-body.tsx).
 */
export const MyDeparture = memo(function MyDeparture({ id }: { id: string }) {
  return (
    <SectionBoundary headingId={HEADING_ID}>
      <MyDepartureSection id={id} />
    </SectionBoundary>
  );
});
