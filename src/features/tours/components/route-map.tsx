import type { TripText } from '../../../content/tours/trip-types';
import { useT } from '../../../shared/i18n/use-t';

/** The route drawn at build time (static SVG, no script), and the same route as a list. */
export function RouteMap({ text }: { text: TripText }) {
  const t = useT();
  const stops = text.route.map((stop) => t('tour.mapStop', { days: stop.days, place: stop.name }));
  return (
    <section className="section bg-surface" aria-labelledby="map-heading" data-route-map>
      <div className="page-wide grid gap-8 lg:grid-cols-3">
        <div>
          <h2 id="map-heading" className="heading-2">
            {t('tour.map')}
          </h2>
          <ol id="route-list" className="mt-6 space-y-2 text-ink-700" data-route-list>
            {stops.map((stop) => (
              <li key={stop}>{stop}</li>
            ))}
          </ol>
        </div>
        <img
          src={text.map.src}
          width={text.map.width}
          height={text.map.height}
          alt={t('tour.map')}
          aria-describedby="route-list"
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl ring-1 ring-sand-200 lg:col-span-2"
        />
      </div>
    </section>
  );
}
