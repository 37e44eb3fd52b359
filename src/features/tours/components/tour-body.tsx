import { memo } from 'react';
import { tourFacts } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { SectionBoundary } from '../../../shared/section-boundary';
import { Hosts } from '../../../shared/ui/hosts';
import { Testimonies } from '../../../shared/ui/testimonies';
import { useTourPage } from '../use-tour-page';
import { CardGrid } from './card-grid';
import { FaqList } from './faq-list';
import { Itinerary } from './itinerary';
import { Notices } from './notices';
import { RouteMap } from './route-map';
import { TourEssentials } from './tour-essentials';
import type { TourContact } from './tour-page';
import { TourTerms } from './tour-terms';

/**
 * The tour page below the departures: what is included, why go, the route and the days, then the practicalities. Each section hydrates on its own (src/shared/section-boundary.tsx); memo
 * keeps the page's own updates (today's departures, the chosen one) from forcing sections still waiting to
 * hydrate at once.
 */
export const TourBody = memo(function TourBody({ id, Contact }: { id: string; Contact: TourContact }) {
  const t = useT();
  const { text, faq, trust } = useTourPage();
  const { testimonies, awards, hosts } = trust;
  return (
    <>
      {/* What the price includes, straight after the dates and prices: the reader's next question. */}
      <SectionBoundary headingId="included-heading">
        <TourTerms text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="why-heading">
        <CardGrid id="why-heading" heading={text.whyHeading} cards={text.why} />
      </SectionBoundary>
      <SectionBoundary headingId="map-heading">
        <RouteMap text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="itinerary-heading">
        <Itinerary days={text.days} />
      </SectionBoundary>
      <SectionBoundary headingId="essentials-heading">
        <TourEssentials tour={text} summary={tourFacts(id)} />
      </SectionBoundary>
      {text.notices && (
        <SectionBoundary headingId="notices-heading">
          <Notices heading={t('tour.notices')} notices={text.notices} />
        </SectionBoundary>
      )}
      {text.safety && (
        <SectionBoundary headingId="safety-heading">
          <CardGrid id="safety-heading" heading={t('tour.safety')} cards={text.safety} tone="sand" />
        </SectionBoundary>
      )}
      {testimonies.length > 0 && (
        <SectionBoundary headingId="testimonies-heading">
          <Testimonies testimonies={testimonies} awards={awards} tourNames={{}} />
        </SectionBoundary>
      )}
      <SectionBoundary headingId="hosts-heading">
        <Hosts hosts={hosts} />
      </SectionBoundary>
      <SectionBoundary headingId="faq-heading">
        <FaqList questions={faq} />
      </SectionBoundary>
      <SectionBoundary headingId="contact-heading">
        <Contact title={text.ctaTitle} intro={text.ctaText} tour={text.name} dates={text.dates} />
      </SectionBoundary>
    </>
  );
});
