import type { ItineraryDay } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { Artwork } from '../../../shared/ui/artwork';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';
import { Prose } from '../../../shared/ui/prose';

export function Itinerary({ days }: { days: ItineraryDay[] }) {
  const t = useT();
  return (
    <PageSection
      headingId="itinerary-heading"
      heading={t('tour.itinerary', { days: days.length })}
      className="bg-surface"
    >
      <ol className="mt-10 space-y-12">
        {days.map((day) => (
          <li key={day.day} className="day-row" data-day={day.day}>
            <div className="day-art">
              {day.images.map((image) => (
                <Artwork key={image} name={image} alt="" className="day-image" caption="below" />
              ))}
            </div>
            <div className="md:col-span-3">
              <p className="eyebrow">{t('tour.day', { day: day.day })}</p>
              <h3 className="heading-3 mt-1">
                <Phrased text={day.title} />
              </h3>
              <Prose className="body-text" html={day.html} />
              {day.verse && (
                <figure className="verse-callout">
                  <blockquote className="font-serif italic text-ink-800">{day.verse.text}</blockquote>
                  <figcaption className="card-text">— {day.verse.cite}</figcaption>
                </figure>
              )}
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
