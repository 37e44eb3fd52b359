import { entries, facts, table } from '../../../generated/content/tours/index.ts';
import type { Lang } from '../../config/languages';
import { inOrder, lazyEntries, lazyTable } from '../collection';
import { generalFaq } from '../faq';
import type { Question, Tour, TourFacts } from './schema';

export type { ItineraryDay, Tour, TourCardText, TourFacts } from './schema';

/** Every tour's facts (rating, days, picture, departures still to come), in order: what every listing needs. */
export const TOURS: TourFacts[] = inOrder(facts);

export function tourFacts(id: string): TourFacts {
  const facts = TOURS.find((tour) => tour.id === id);
  if (!facts) throw new Error(`No tour "${id}" in src/content/tours`);
  return facts;
}

export const tourText = lazyEntries(entries);

/** What a tour card shows (TOUR_CARD_FIELDS): pages listing tours load only this much of each tour, all in one chunk. */
export const tourCardText = lazyTable(table, 'cards');

/**
 * A tour page's entry and the general questions that concern it, after its own; `{balanceDueDays}` in a general
 * answer is this tour's.
 */
export async function loadTourPage(id: string, lang: Lang): Promise<{ text: Tour; faq: Question[] }> {
  const [text, general] = await Promise.all([tourText.load(id, lang), generalFaq.load(lang)]);
  const balanceDueDays = String(tourFacts(id).balanceDueDays);
  const concerning = general.filter((question) => !question.tours || question.tours.includes(id));
  return {
    text,
    faq: [...text.faq, ...concerning.map(({ q, a }) => ({ q, a: a.replaceAll('{balanceDueDays}', balanceDueDays) }))],
  };
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
