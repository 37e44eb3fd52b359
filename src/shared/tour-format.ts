import { formatMoney } from '../config/formats';
import type { Lang } from '../config/languages';
import type { TourFacts } from '../content/tours/schema';
import type { useT } from './i18n/use-t';

type T = ReturnType<typeof useT>;

/** "From US$2,890", or nothing when no departure can be booked. */
export function formatFromPrice(
  t: T,
  lang: Lang,
  from: number | undefined,
  summary: Pick<TourFacts, 'currency'>,
): string {
  return from === undefined ? '' : t('tour.priceFrom', { price: formatMoney(from, summary.currency, lang) });
}

export function formatDuration(t: T, card: Pick<TourFacts, 'durationDays'>): string {
  return t('tour.duration', { days: card.durationDays });
}
