import type { Tour } from '../../../content/tours';
import type { Currency } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { formatDuration } from '../../../shared/tour-format';
import { Artwork } from '../../../shared/ui/artwork';
import { Phrased } from '../../../shared/ui/phrased';
import { PricePair } from '../../../shared/ui/price-pair';
import { EnquireLink } from './enquire-link';
import { WhatsappLink } from './whatsapp-link';

interface Props {
  tourId: string;
  tour: Tour;
  /** The from-price in the tour's currency: none when no departure can be booked. */
  from?: number;
  currency: Currency;
  /** The departure chosen in the table, for the WhatsApp message. */
  date?: string;
  onEnquire: () => void;
}

export function TourHero({ tourId, tour, from, currency, date, onEnquire }: Props) {
  const t = useT();
  return (
    <header className="tour-hero relative isolate flex flex-col overflow-hidden bg-night-900 text-white">
      <Artwork
        name={tour.hero}
        alt=""
        wide
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
        caption="strip"
        figureClassName="contents"
      />
      <div className="page-wide pb-12 pt-24 md:py-32">
        <p className="eyebrow text-gold-400">{tour.location}</p>
        <h1 className="heading-1 mt-3 max-w-3xl">
          <Phrased text={tour.name} />
        </h1>
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
          {from !== undefined && (
            <div>
              <dt className="sr-only">{t('tour.priceLabel')}</dt>
              <dd className="flex flex-wrap items-baseline gap-x-2">
                <PricePair
                  amount={from}
                  currency={currency}
                  from
                  mainClass="whitespace-nowrap text-xl font-bold text-white"
                  otherClass="whitespace-nowrap text-sm"
                />
              </dd>
            </div>
          )}
        </dl>
        <div className="no-print mt-8 flex flex-wrap items-center gap-4">
          <EnquireLink tour={tourId} destination={tour.name} onEnquire={onEnquire} className="btn-light">
            {t('tour.enquire')}
          </EnquireLink>
          <WhatsappLink
            tour={tour.name}
            date={date}
            className="btn border-2 border-solid border-white text-white hover:bg-white/10"
          />
        </div>
      </div>
    </header>
  );
}
