import { Paragraphs } from '../../../components/paragraphs';
import type { TourPageKey } from '../../../config/routes';
import { tourText } from '../../../content/tours';
import { useT } from '../../i18n/use-t';
import { useLanguage } from '../../language/language-context';
import { BookingCta } from './booking-cta';
import { CardGrid } from './card-grid';
import { Itinerary } from './itinerary';
import { TourHero } from './tour-hero';

export function TourPage({ id }: { id: TourPageKey }) {
  const t = useT();
  const { lang } = useLanguage();
  const text = tourText.get(id, lang);
  return (
    <main id="main" data-tour-page={id}>
      <TourHero tour={text} />
      <CardGrid id="why-heading" heading={text.whyHeading} cards={text.why} />
      <Itinerary days={text.days} />
      <CardGrid id="essentials-heading" heading={t('tour.essentials')} cards={text.essentials} tone="sand" />
      {text.notices && (
        <section className="section" aria-labelledby="notices-heading">
          <div className="page-wide">
            <h2 id="notices-heading" className="heading-2">
              {t('tour.notices')}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2">
              {text.notices.map((notice) => (
                <div key={notice.title} className="card print-break p-6">
                  <h3 className="heading-3">{notice.title}</h3>
                  <div className="mt-3 space-y-3 text-ink-700">
                    <Paragraphs text={notice.text} />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </section>
      )}
      {text.safety && <CardGrid id="safety-heading" heading={t('tour.safety')} cards={text.safety} tone="sand" />}
      <BookingCta title={text.ctaTitle} text={text.ctaText} />
    </main>
  );
}
