import { Link } from '@tanstack/react-router';
import { rowOf } from '../../content/collection';
import { TOURS, type TourCardText } from '../../content/tours';
import { useT } from '../../shared/i18n/use-t';
import { useLanguage } from '../../shared/language/language-context';
import { Phrased } from '../../shared/ui/phrased';
import { RateNote } from '../../shared/ui/rate-note';
import { TourCard } from '../../shared/ui/tour-card';

export const CHURCH_TOURS_ID = 'tours';

/** The tour page's poster maker (PosterOffer), which opens itself when the address ends in this. */
const POSTER_HASH = 'poster';

/** Every tour as the listing shows it, each with the way to its noticeboard poster. */
export function ChurchTours({ cards }: { cards: Record<string, TourCardText> }) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <section id={CHURCH_TOURS_ID} className="section" aria-labelledby="church-tours-heading" data-church-tours>
      <div className="page-wide">
        <h2 id="church-tours-heading" className="heading-2">
          <Phrased text={t('churches.toursTitle')} />
        </h2>
        <p className="lead mt-4 max-w-2xl">{t('churches.toursIntro')}</p>
        <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {TOURS.map((card) => {
            const text = rowOf(cards, card.id);
            return (
              <TourCard
                key={card.id}
                card={card}
                text={text}
                compact
                headingLevel={3}
                action={
                  <Link
                    to="/$lang/tours/$tour"
                    params={{ lang, tour: card.id }}
                    hash={POSTER_HASH}
                    className="btn-secondary w-full"
                    data-poster-link={card.id}
                  >
                    {t('churches.poster')}
                    <span className="sr-only">{t('tour.learnMoreName', { name: text.name })}</span>
                  </Link>
                }
              />
            );
          })}
        </div>
        <RateNote currencies={TOURS.map(({ currency }) => currency)} className="mt-6 text-sm text-ink-600" />
      </div>
    </section>
  );
}
