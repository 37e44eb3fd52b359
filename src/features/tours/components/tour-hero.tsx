import { Artwork } from '../../../components/artwork';
import type { TourCard } from '../../../content/tours';
import type { TourText } from '../../../content/types';
import { useT } from '../../i18n/use-t';
import { formatDuration, formatPrice } from '../format';

export function TourHero({ card, text }: { card: TourCard; text: TourText }) {
  const t = useT();
  return (
    <header className="relative isolate overflow-hidden bg-night-900 text-white">
      <Artwork
        name={card.image}
        alt=""
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
      />
      <div className="page-wide py-24 md:py-32">
        <p className="eyebrow text-gold-400">{text.location}</p>
        <h1 className="heading-1 mt-3 max-w-3xl">{text.heroTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg text-cream-100">{text.heroSubtitle}</p>
        <dl className="mt-8 flex flex-wrap gap-6 text-cream-100">
          <div>
            <dt className="sr-only">{t('tour.durationLabel')}</dt>
            <dd>{formatDuration(t, card)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('tour.ratingLabel')}</dt>
            <dd>★ {t('tour.rating', { rating: card.rating.toFixed(1) })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('tour.priceLabel')}</dt>
            <dd className="font-bold text-white">{formatPrice(t, card)}</dd>
          </div>
        </dl>
        <button type="button" className="btn-light no-print mt-8" onClick={() => window.print()}>
          {t('tour.print')}
        </button>
      </div>
    </header>
  );
}
