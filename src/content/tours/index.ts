import type { Lang } from '../../config/languages';
import { inOrder, lazyEntries, lazyTable } from '../collection';
import { generalFaq } from '../faq';
import type { Question, Tour, TourFacts } from './schema';

export type { ItineraryDay, Tour, TourFacts } from './schema';

/** Every tour's facts (rating, days, picture, departures still to come), in order: what every listing needs. */
export const TOURS: TourFacts[] = inOrder(
  import.meta.glob<TourFacts>('./*/index.en.md', { query: '?facts', import: 'default', eager: true }),
);

export function tourFacts(id: string): TourFacts {
  const facts = TOURS.find((tour) => tour.id === id);
  if (!facts) throw new Error(`No tour "${id}" in src/content/tours`);
  return facts;
}

export const tourText = lazyEntries<Tour>({
  en: import.meta.glob('./*/index.en.md', { query: '?entry=en' }),
  hk: import.meta.glob('./*/index.en.md', { query: '?entry=hk' }),
  cn: import.meta.glob('./*/index.en.md', { query: '?entry=cn' }),
});

/** What a tour card shows: pages listing tours load only this much of each tour, every tour in one chunk. */
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

/** A tour page's entry and the general questions it shows. */
export const loadTourPage = (id: string, lang: Lang) => Promise.all([tourText.load(id, lang), generalFaq.load(lang)]);

/** The tour's own questions, then the general ones that concern it. */
export function tourFaq(id: string, lang: Lang): Question[] {
  const general = generalFaq.get(lang).filter((question) => !question.tours || question.tours.includes(id));
  return [...tourText.get(id, lang).faq, ...general.map(({ q, a }) => ({ q, a }))];
}

export const TOUR_CATEGORIES = ['all', 'biblical', 'adventure', 'cultural'] as const;
export type TourCategoryFilter = (typeof TOUR_CATEGORIES)[number];

/** Live filter of the listing: case-insensitive text in name or description, plus category. */
export function filterTours<T extends { card: TourFacts; text: Pick<Tour, 'name' | 'description'> }>(
  tours: T[],
  query: string,
  category: TourCategoryFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  const has = (text: string) => text.toLowerCase().includes(needle);
  return tours.filter(
    ({ card, text }) =>
      (category === 'all' || card.categories.some((each) => each === category)) &&
      (has(text.name) || has(text.description)),
  );
}
