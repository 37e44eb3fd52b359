import type { Lang, TourPageKey } from '../../config/routes';
import { lazyContentById } from '../lazy-content';
import type { TourText } from '../types';
import { tripSummary } from './trips';

export interface TourCard {
  id: TourPageKey;
  category: 'biblical' | 'adventure' | 'cultural';
  rating: number;
  durationDays: number;
  /** US dollars, shown as "From $2,890". */
  priceFrom: number;
  image: string;
  /** Brochure on the agency's file-sharing service. PLACEHOLDER links. */
  pdfUrl: string;
  routeKey: TourPageKey;
}

export const TOUR_CARDS: TourCard[] = [
  {
    id: 'sinai-adventure',
    category: 'biblical',
    rating: 4.9,
    durationDays: 8,
    priceFrom: 2890,
    image: 'sinai-summit',
    pdfUrl: 'https://drive.example/pilgrim-journeys/sinai-adventure.pdf',
    routeKey: 'sinai-adventure',
  },
  {
    id: 'sinai-dubai',
    category: 'biblical',
    rating: 4.8,
    durationDays: 8,
    priceFrom: 3450,
    image: 'dubai-skyline',
    pdfUrl: 'https://drive.example/pilgrim-journeys/sinai-dubai.pdf',
    routeKey: 'sinai-dubai',
  },
  {
    id: 'turkey-tour',
    category: 'biblical',
    rating: 4.9,
    durationDays: 10,
    priceFrom: 2650,
    image: 'ephesus',
    pdfUrl: 'https://drive.example/pilgrim-journeys/turkey-tour.pdf',
    routeKey: 'turkey-tour',
  },
];

export const TOUR_CATEGORIES = ['all', 'biblical', 'adventure', 'cultural'] as const;
export type TourCategoryFilter = (typeof TOUR_CATEGORIES)[number];

const TOUR_IDS: TourPageKey[] = ['sinai-adventure', 'sinai-dubai', 'turkey-tour'];

export const tourText = lazyContentById(TOUR_IDS, import.meta.glob<{ default: TourText }>('./*/*.ts'));

/** What a tour card shows: pages listing tours load only this much of each tour. */
export type TourCardText = Pick<TourText, 'name' | 'location' | 'description' | 'highlights'>;

export const tourCardText = lazyContentById(
  TOUR_IDS,
  import.meta.glob<{ default: TourCardText }>('./*/*.ts', { query: '?fields=name,location,description,highlights' }),
);

export function loadAllTourCards(lang: Lang): Promise<TourCardText[]> {
  return Promise.all(TOUR_CARDS.map((card) => tourCardText[card.id].load(lang)));
}

/** Live filter of the listing: case-insensitive text in name or description, plus category (from trip.yaml). */
export function filterTours<T extends { card: TourCard; text: Pick<TourText, 'name' | 'description'> }>(
  tours: T[],
  query: string,
  category: TourCategoryFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return tours.filter(
    ({ card, text }) =>
      (category === 'all' || tripSummary(card.id).categories.some((each) => each === category)) &&
      (text.name.toLowerCase().includes(needle) || text.description.toLowerCase().includes(needle)),
  );
}
