import { formatFigureList } from '../../../config/formats';
import type { Tour } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { Phrased } from '../../../shared/ui/phrased';

/** Below the `sm` breakpoint the map fills a phone's width; print lays the page out wide, so it gets the wide map. */
const PHONE_SCREEN = 'screen and (max-width: 639px)';

/**
 * The route drawn at build time (static SVG, no script), and the same route as a list. A phone is given a tall,
 * narrow drawing of the route whose names are drawn at a size it shows them at; wider screens and print the wide one.
 */
export function RouteMap({ text }: { text: Tour }) {
  const t = useT();
  const { lang } = useLanguage();
  const { wide, phone } = text.map;
  const stops = text.route.map((stop) => {
    // "1, 8" → "Days 1 and 8"; "2–4" → "Days 2–4", 第2至4天, 第2～4天; "7–8" → "Days 7 and 8"; "3" → "Day 3".
    const parts = stop.days.split(', ').flatMap((part) => {
      const [from = part, to] = part.split('–');
      if (to === undefined) return [part];
      return Number(to) - Number(from) === 1 ? [from, to] : [t('tour.dayRange', { from, to })];
    });
    const several = parts.length > 1 || stop.days.includes('–');
    return t(several ? 'tour.mapStops' : 'tour.mapStop', { days: formatFigureList(parts, lang), place: stop.name });
  });
  return (
    <section className="section bg-surface" aria-labelledby="map-heading" data-route-map>
      <div className="page-wide">
        <h2 id="map-heading" className="heading-2">
          <Phrased text={t('tour.map')} />
        </h2>
        {/* The map first on a phone, the days beside it on a wide screen. */}
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          <picture className="lg:col-span-2">
            <source media={PHONE_SCREEN} srcSet={phone.src} width={phone.width} height={phone.height} />
            {/* Edge to edge on a phone: every pixel of width makes its names larger. */}
            <img
              src={wide.src}
              width={wide.width}
              height={wide.height}
              alt={t('tour.map')}
              aria-describedby="route-list"
              loading="lazy"
              decoding="async"
              className="-mx-4 block w-[calc(100%+2rem)] max-w-none sm:mx-0 sm:w-full sm:rounded-2xl sm:ring-1 sm:ring-sand-200"
            />
          </picture>
          <ol id="route-list" className="space-y-2 text-ink-700 lg:order-first" data-route-list>
            {stops.map((stop) => (
              <li key={stop}>{stop}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
