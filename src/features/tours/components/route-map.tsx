import { formatFigureList } from '../../../config/formats';
import type { Tour } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { Phrased } from '../../../shared/ui/phrased';

/**
 * The route drawn at build time (static SVG, no script), and the same route as a list. On a phone the map can be
 * opened at its full size in a dialog.
 */
export function RouteMap({ text }: { text: Tour }) {
  const t = useT();
  const { lang } = useLanguage();
  const stops = text.route.map((stop) => {
    // "1, 8" → "Days 1 and 8"; "2–4" → "Days 2–4"; "3" → "Day 3".
    const parts = stop.days.split(', ');
    const several = parts.length > 1 || stop.days.includes('–');
    return t(several ? 'tour.mapStops' : 'tour.mapStop', { days: formatFigureList(parts, lang), place: stop.name });
  });
  const picture = (className: string) => (
    <img
      src={text.map.src}
      width={text.map.width}
      height={text.map.height}
      alt={t('tour.map')}
      aria-describedby="route-list"
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
  return (
    <section className="section bg-surface" aria-labelledby="map-heading" data-route-map>
      <div className="page-wide grid gap-8 lg:grid-cols-3">
        <div>
          <h2 id="map-heading" className="heading-2">
            <Phrased text={t('tour.map')} />
          </h2>
          <ol id="route-list" className="mt-6 space-y-2 text-ink-700" data-route-list>
            {stops.map((stop) => (
              <li key={stop}>{stop}</li>
            ))}
          </ol>
        </div>
        <div className="lg:col-span-2">
          {/* Edge to edge on a phone: every pixel of width makes its names larger. */}
          {picture(
            '-mx-4 block w-[calc(100%+2rem)] max-w-none sm:mx-0 sm:w-full sm:rounded-2xl sm:ring-1 sm:ring-sand-200',
          )}
          {/* A phone shows the whole map at about half size: its names read once it is drawn at full size. */}
          <ModalDialog
            id="route-map-full"
            label={t('tour.mapEnlarge')}
            buttonClassName="btn-secondary no-print mt-4 md:hidden"
            title={t('tour.map')}
            panelClassName="dialog-panel-wide"
          >
            <p className="mt-1 text-sm text-ink-600">{t('tour.mapPan')}</p>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box is interactive */}
            <section aria-label={t('tour.map')} tabIndex={0} className="focusable mt-3 overflow-auto rounded-xl">
              {picture('max-w-none')}
            </section>
          </ModalDialog>
        </div>
      </div>
    </section>
  );
}
