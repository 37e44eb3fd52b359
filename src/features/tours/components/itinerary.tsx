import type { ItineraryDay } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { Artwork } from '../../../shared/ui/artwork';
import { PageSection } from '../../../shared/ui/page-section';
import { Phrased } from '../../../shared/ui/phrased';
import { Prose } from '../../../shared/ui/prose';

/**
 * The days as an overview that opens one day at a time: the first day open, to show what a day holds; closed, each
 * other day shows its number, where it is spent, its title and its first sentence. Native `<details>`, so every
 * word is in the HTML, opens without scripts, and prints whole (the print styles open them all).
 */
export function Itinerary({ days }: { days: ItineraryDay[] }) {
  const t = useT();
  return (
    <PageSection
      headingId="itinerary-heading"
      heading={t('tour.itinerary', { days: days.length })}
      className="bg-surface"
    >
      <ol className="day-list mt-10">
        {days.map((day, index) => (
          <li key={day.day} data-day={day.day}>
            <details open={index === 0}>
              <summary className="day-summary">
                <span className="eyebrow">
                  {t('tour.day', { day: day.day })}
                  {day.places.length > 0 && <span className="day-places"> · {day.places.join(' · ')}</span>}
                </span>
                <h3 className="heading-3">
                  <Phrased text={day.title} />
                </h3>
                {day.gist && <span className="day-gist">{day.gist}</span>}
              </summary>
              <div className="day-row">
                <div className="day-art">
                  {day.images.map((image) => (
                    <Artwork key={image} name={image} alt="" className="day-image" caption="below" />
                  ))}
                </div>
                <div className="md:col-span-3">
                  <Prose className="body-text" html={day.html} />
                  {day.verse && (
                    <figure className="verse-callout">
                      <blockquote className="font-serif italic text-ink-800">{day.verse.text}</blockquote>
                      <figcaption className="card-text">{t('tour.verseCite', { cite: day.verse.cite })}</figcaption>
                    </figure>
                  )}
                </div>
              </div>
            </details>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
