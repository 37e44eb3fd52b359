import { type ComponentType, useState } from 'react';
import { tourFacts } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { useUpcoming } from '../../../shared/use-upcoming';
import { MyDeparture } from '../my-departure/my-departure';
import type { PhoneCheck } from '../poster/phone-check';
import { useTourPage } from '../use-tour-page';
import { AfterBooking } from './after-booking';
import { DeparturesTable } from './departures-table';
import { EnquiryBar } from './enquiry-bar';
import { PosterOffer } from './poster-offer';
import { PrintHeader } from './print-header';
import { SectionLinks } from './section-links';
import { TourBody } from './tour-body';
import { TourHero } from './tour-hero';
import { TourSummary } from './tour-summary';
import { TourTools } from './tour-tools';

/** The page's contact section with the enquiry form, supplied by the app (features do not import each other). */
export type TourContact = ComponentType<{
  title: string;
  intro: string;
  tour: string;
  /** Each departure's date as the page shows it, by ISO start date. */
  dates: Record<string, string>;
}>;

export function TourPage({ id, Contact, checkPhone }: { id: string; Contact: TourContact; checkPhone: PhoneCheck }) {
  const t = useT();
  const { text } = useTourPage();
  const summary = tourFacts(id);
  const { departures, from } = useUpcoming(summary);
  const [chosen, setChosen] = useState<string | undefined>();
  const chosenDate = chosen ? text.dates[chosen] : undefined;
  const destination = chosenDate ? t('tour.enquiryDestination', { tour: text.name, date: chosenDate }) : text.name;
  return (
    <main id="main" data-tour-page={id}>
      <PrintHeader id={id} />
      <TourHero
        tourId={id}
        tour={text}
        from={from}
        currency={summary.currency}
        date={chosenDate}
        onEnquire={() => setChosen(undefined)}
      />
      <SectionLinks />
      <TourSummary summary={summary} departures={departures} tour={text} />
      <DeparturesTable
        summary={summary}
        departures={departures}
        dates={text.dates}
        tourId={id}
        tourName={text.name}
        onChoose={setChosen}
      />
      <TourTools />
      <TourBody id={id} Contact={Contact} />
      {/* For the traveller who has booked and the leader who recruits: after everything a first-time reader needs,
          folded, and reached from the tools row after the departures. */}
      <AfterBooking>
        <MyDeparture id={id} />
        <PosterOffer id={id} checkPhone={checkPhone} />
      </AfterBooking>
      <EnquiryBar
        from={from}
        currency={summary.currency}
        tourId={id}
        tour={text.name}
        date={chosenDate}
        start={chosen}
        destination={destination}
      />
    </main>
  );
}
