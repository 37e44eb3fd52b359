import type { Departure, Question, TripFacts } from './trip-schema';

/** What every page may read of a tour (cards, listing, hero): departures already left out at build time. */
export type TripSummary = Omit<TripFacts, 'route'> & {
  /** The build date (YYYY-MM-DD): departures before it were dropped. */
  builtOn: string;
};

/** A tour page's words in one language, with its departures' dates written out and its route map. */
export interface TripText {
  included: string[];
  excluded: string[];
  paymentNote: string;
  faq: Question[];
  /** Departure start (YYYY-MM-DD) → the date as the language writes it. */
  dates: Record<Departure['start'], string>;
  /** The route in order, as the map's text alternative: place name and the days spent there. */
  route: { name: string; days: string }[];
  map: { src: string; width: number; height: number };
}
