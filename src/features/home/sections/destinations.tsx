import { Link } from '@tanstack/react-router';
import type { Lang } from '../../../config/languages';
import { rowOf } from '../../../content/collection';
import type { HomeText } from '../../../content/home';
import { TOURS, type TourCardText } from '../../../content/tours';
import { useT } from '../../../shared/i18n/use-t';
import { Phrased } from '../../../shared/ui/phrased';
import { RateNote } from '../../../shared/ui/rate-note';
import { TourCard } from '../../../shared/ui/tour-card';
import { Gallery } from './gallery';

/** The home page shows the first tours (by their order); "view all" below leads to the listing, which has every one. */
const HOME_TOURS = 6;

export function Destinations({
  text,
  cards,
  lang,
}: {
  text: HomeText;
  cards: Record<string, TourCardText>;
  lang: Lang;
}) {
  const t = useT();
  return (
    <section id="destinations" className="section bg-sand-100" aria-labelledby="destinations-heading">
      <div className="page-wide">
        <h2 id="destinations-heading" className="heading-2">
          <Phrased text={text.destinationsTitle} />
        </h2>
        <p className="lead mt-4 max-w-2xl">{text.destinationsIntro}</p>
        <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {TOURS.slice(0, HOME_TOURS).map((card) => (
            <TourCard key={card.id} card={card} text={rowOf(cards, card.id)} />
          ))}
        </div>
        <RateNote currencies={TOURS.map(({ currency }) => currency)} className="mt-6 text-sm text-ink-600" />
        <div className="mt-10 text-center">
          <Link to="/$lang/tours" params={{ lang }} className="btn-secondary">
            {t('home.viewAll')}
          </Link>
        </div>
      </div>
      <Gallery text={text} />
    </section>
  );
}
