import type { HomeText } from '../../../content/home';
import { useT } from '../../../shared/i18n/use-t';
import { Artwork } from '../../../shared/ui/artwork';

/** The pictures under the destinations, side by side on wide screens, each named in its caption. */
export function Gallery({ text }: { text: HomeText }) {
  const t = useT();
  return (
    <div className="page-wide mt-16">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways on a phone must be reachable by keyboard */}
      <ul className="snap-row md:grid-cols-3 md:gap-6" tabIndex={0} aria-label={t('home.gallery')}>
        {text.gallery.map((name) => (
          <li key={name} className="snap-item">
            <Artwork
              name={name}
              alt=""
              className="aspect-[4/3] w-full rounded-2xl object-cover"
              caption="below"
              figureClassName=""
              drawingCaption={<figcaption className="mt-2 text-sm text-ink-600">{text.places[name]}</figcaption>}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
