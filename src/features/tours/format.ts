import type { TourFacts } from '../../content/tours';
import type { useT } from '../i18n/use-t';

type T = ReturnType<typeof useT>;

export function formatPrice(t: T, card: TourFacts): string {
  return t('tour.priceFrom', { price: card.priceFrom.toLocaleString('en-US') });
}

export function formatDuration(t: T, card: TourFacts): string {
  return t('tour.duration', { days: card.durationDays });
}
