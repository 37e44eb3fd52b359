import { formatList } from '../../../config/formats';
import type { Lang } from '../../../config/languages';
import type { ItineraryDay } from '../../../content/tours';

/** One itinerary day on the calendar of a chosen departure. */
export interface TripDay {
  day: number;
  /** YYYY-MM-DD. */
  date: string;
  title: string;
  /** Where the group is that day, from the route map's stops. */
  place: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `offset` days after `start` (YYYY-MM-DD), counted in UTC so no clock change shifts it. */
export function addDays(start: string, offset: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** The itinerary dated from a departure's first day: day 1 is the start date; a day's places listed as `lang` lists. */
export function tripDays(
  start: string,
  days: readonly Pick<ItineraryDay, 'day' | 'title' | 'places'>[],
  lang: Lang,
): TripDay[] {
  return days.map(({ day, title, places }) => ({
    day,
    date: addDays(start, day - 1),
    title,
    place: formatList(places, lang),
  }));
}
