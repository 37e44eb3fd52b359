import type { Currency } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { PricePair } from '../../../shared/ui/price-pair';
import { EnquireLink } from './enquire-link';
import { WhatsappLink } from './whatsapp-link';

/** On phones, a bar fixed to the bottom of the screen: the from-price, Enquire and WhatsApp. */
interface Props {
  /** The from-price in the tour's currency: none when no departure can be booked. */
  from?: number;
  currency: Currency;
  tourId: string;
  tour: string;
  /** The departure chosen in the table (its label and ISO start), if any, and the destination the form gets. */
  date?: string;
  start?: string;
  destination: string;
}

export function EnquiryBar({ from, currency, tourId, tour, date, start, destination }: Props) {
  const t = useT();
  return (
    <aside
      aria-label={t('tour.bar')}
      className="no-print fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-1.5 border-t border-sand-200 bg-surface px-2 py-1.5 shadow-lg min-[360px]:gap-2 min-[360px]:px-3 md:hidden"
      data-enquiry-bar
    >
      {/* The price wraps between its words rather than run under the buttons (English is the longest); under 360 px
          it keeps the quoted amount alone, the pair standing in the hero and the table. */}
      <p className="flex min-w-0 flex-1 flex-col leading-tight" data-bar-price>
        {from !== undefined && (
          <PricePair
            amount={from}
            currency={currency}
            from
            mainClass="text-sm font-bold leading-tight text-brand-800"
            otherClass="text-xs leading-tight text-ink-600 max-[359px]:hidden"
          />
        )}
      </p>
      <div className="flex shrink-0 gap-1 min-[360px]:gap-2">
        <EnquireLink
          tour={tourId}
          date={start}
          destination={destination}
          className="btn-primary px-2 py-2 text-sm min-[360px]:px-2.5"
        >
          {t('tour.departureEnquire')}
        </EnquireLink>
        <WhatsappLink tour={tour} date={date} className="btn-secondary px-2 py-2 text-sm min-[360px]:px-2.5" />
      </div>
    </aside>
  );
}
