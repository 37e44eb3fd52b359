import type { TourFacts } from '../content/tours/schema';
import type { useT } from './i18n/use-t';

type T = ReturnType<typeof useT>;

export function formatDuration(t: T, card: Pick<TourFacts, 'durationDays'>): string {
  return t('tour.duration', { days: card.durationDays });
}
