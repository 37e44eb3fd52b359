import { Artwork } from '../../../components/artwork';
import type { Tour } from '../../../content/tours';
import { useT } from '../../i18n/use-t';
import { formatDuration, formatPrice } from '../format';

export function TourHero({ tour }: { tour: Tour }) {
  const t = useT();
  return (
    <header className="relative isolate overflow-hidden bg-night-900 text-white">
      <Artwork
        name={tour.image}
        alt=""
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
      />
      <div className="page-wide py-24 md:py-32">
        <p className="eyebrow text-gold-400">{tour.location}</p>
        <h1 className="heading-1 mt-3 max-w-3xl">{tour.name}</h1>
        <p className="mt-4 max-w-2xl text-lg text-cream-100">{tour.heroSubtitle}</p>
        <dl className="mt-8 flex flex-wrap gap-6 text-cream-100">
          <div>
            <dt className="sr-only">{t('tour.durationLabel')}</dt>
            <dd>{formatDuration(t, tour)}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('tour.ratingLabel')}</dt>
            <dd>★ {t('tour.rating', { rating: tour.rating.toFixed(1) })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('tour.priceLabel')}</dt>
            <dd className="font-bold text-white">{formatPrice(t, tour)}</dd>
          </div>
        </dl>
        <button type="button" className="btn-light no-print mt-8" onClick={() => window.print()}>
          {t('tour.print')}
        </button>
      </div>
    </header>
  );
}
