import { plainText } from '../../config/phrase-break';
import type { Lang } from '../../config/routes';
import { inOrder, lazyEntries, lazyTable } from '../collection';
import type { Tour, TourFacts } from './schema';
import { tripSummary } from './trips';

export type { ItineraryDay, Tour, TourFacts } from './schema';

/** Every tour's facts (rating, days, picture), in order: small enough for every page that lists tours. */
export const TOURS: TourFacts[] = inOrder(
  import.meta.glob<TourFacts>('./*/facts.yaml', { query: '?facts', import: 'default', eager: true }),
);

export const tourText = lazyEntries<Tour>({
  en: import.meta.glob('./*/facts.yaml', { query: '?entry=en' }),
  hk: import.meta.glob('./*/facts.yaml', { query: '?entry=hk' }),
  cn: import.meta.glob('./*/facts.yaml', { query: '?entry=cn' }),
});

/** What a tour card shows: pages listing tours load only this much of each tour. */
export type TourCardText = Pick<Tour, 'name' | 'location' | 'description' | 'highlights'>;

export const tourCardText = lazyTable<TourCardText>({
  en: () => import('./cards-en'),
  hk: () => import('./cards-hk'),
  cn: () => import('./cards-cn'),
});

export async function loadAllTourCards(lang: Lang): Promise<TourCardText[]> {
  await tourCardText.load(lang);
  return TOURS.map((tour) => tourCardText.get(tour.id, lang));
}

export const TOUR_CATEGORIES = ['all', 'biblical', 'adventure', 'cultural'] as const;
export type TourCategoryFilter = (typeof TOUR_CATEGORIES)[number];

/** Live filter of the listing: case-insensitive text in name or description, plus category (from trip.yaml). */
export function filterTours<T extends { card: TourFacts; text: Pick<Tour, 'name' | 'description'> }>(
  tours: T[],
  query: string,
  category: TourCategoryFilter,
): T[] {
  const needle = plainText(query).trim().toLowerCase();
  const has = (text: string) => plainText(text).toLowerCase().includes(needle);
  return tours.filter(
    ({ card, text }) =>
      (category === 'all' || tripSummary(card.id).categories.some((each) => each === category)) &&
      (has(text.name) || has(text.description)),
  );
}
