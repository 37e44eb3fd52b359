import type { ItineraryDay } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { Artwork } from '../../../shared/ui/artwork';
import { Prose } from '../../../shared/ui/prose';

export function Itinerary({ days }: { days: ItineraryDay[] }) {
  const t = useT();
  return (
    <section className="section bg-surface" aria-labelledby="itinerary-heading">
      <div className="page-wide">
        <h2 id="itinerary-heading" className="heading-2">
          {t('tour.itinerary', { days: days.length })}
        </h2>
        <ol className="mt-10 space-y-12">
          {days.map((day) => (
            <li key={day.day} className="print-break grid gap-6 md:grid-cols-5" data-day={day.day}>
              <div className="md:col-span-2 space-y-3">
                {day.images.map((image) => (
                  <Artwork key={image} name={image} alt="" className="w-full rounded-xl object-cover" />
                ))}
              </div>
              <div className="md:col-span-3">
                <p className="eyebrow">{t('tour.day', { day: day.day })}</p>
                <h3 className="heading-3 mt-1">{day.title}</h3>
                <Prose className="mt-3 space-y-3 text-ink-700" html={day.html} />
                {day.verse && (
                  <figure className="mt-4 rounded-xl border-l-4 border-solid border-gold-500 bg-sand-100 p-4">
                    <blockquote className="font-serif italic text-ink-800">{day.verse.text}</blockquote>
                    <figcaption className="mt-2 text-sm text-ink-600">— {day.verse.cite}</figcaption>
                  </figure>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
