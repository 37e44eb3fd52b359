import { type ComponentType, useState } from 'react';
import { Paragraphs } from '../../../components/paragraphs';
import type { TourPageKey } from '../../../config/routes';
import { tourText } from '../../../content/tours';
import { tourFaq, tripSummary, tripText } from '../../../content/tours/trips';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../language/language-context';
import { formatFromPrice } from '../format';
import { useUpcoming } from '../use-upcoming';
import { CardGrid } from './card-grid';
import { DeparturesTable } from './departures-table';
import { EnquiryBar } from './enquiry-bar';
import { FaqList } from './faq-list';
import { Itinerary } from './itinerary';
import { PrintHeader } from './print-header';
import { RouteMap } from './route-map';
import { TourHero } from './tour-hero';
import { TripTerms } from './trip-terms';

/** The page's contact section with the enquiry form, supplied by the app (features do not import each other). */
export type TourContact = ComponentType<{ title: string; intro: string }>;

export function TourPage({ id, Contact }: { id: TourPageKey; Contact: TourContact }) {
  const t = useT();
  const { lang } = useLanguage();
  const text = tourText.get(id, lang);
  const trip = tripText.get(id, lang);
  const summary = tripSummary(id);
  const { departures, from } = useUpcoming(summary);
  const [chosen, setChosen] = useState<string | undefined>();
  const price = formatFromPrice(t, from, summary);
  const chosenDate = chosen ? trip.dates[chosen] : undefined;
  const destination = chosenDate ? t('tour.enquiryDestination', { tour: text.name, date: chosenDate }) : text.name;
  return (
    <main id="main" data-tour-page={id} className="pb-16 md:pb-0">
      <PrintHeader id={id} />
      <TourHero tour={text} price={price} date={chosenDate} onEnquire={() => setChosen(undefined)} />
      <DeparturesTable
        summary={summary}
        departures={departures}
        dates={trip.dates}
        tourName={text.name}
        onChoose={setChosen}
      />
      <CardGrid id="why-heading" heading={text.whyHeading} cards={text.why} />
      <RouteMap text={trip} />
      <Itinerary days={text.days} />
      <TripTerms summary={summary} text={trip} />
      <CardGrid id="essentials-heading" heading={t('tour.essentials')} cards={text.essentials} tone="sand" />
      {text.notices && (
        <section className="section" aria-labelledby="notices-heading">
          <div className="page-wide">
            <h2 id="notices-heading" className="heading-2">
              {t('tour.notices')}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2">
              {text.notices.map((notice) => (
                <div key={notice.title} className="tour-card">
                  <h3 className="heading-3">{notice.title}</h3>
                  <div className="body-text">
                    <Paragraphs text={notice.text} />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>
      )}
      {text.safety && <CardGrid id="safety-heading" heading={t('tour.safety')} cards={text.safety} tone="sand" />}
      <FaqList questions={tourFaq(id, lang)} />
      <Contact title={text.ctaTitle} intro={text.ctaText} />
      <EnquiryBar price={price} tour={text.name} date={chosenDate} destination={destination} />
    </main>
  );
}
