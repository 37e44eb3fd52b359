import { useEffect, useState } from 'react';
import { fromPrice, isoToday, upcomingDepartures } from '../content/tours/departures';
import type { TourFacts } from '../content/tours/schema';

/**
 * The departures still ahead and the lowest price of those still bookable. Past ones were dropped at build
 * time; a page read later (offline, from the cache) drops the ones that have left since, once it has hydrated
 * (the first render matches the prerendered HTML).
 */
export function useUpcoming(summary: TourFacts) {
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => setToday(isoToday()), []);
  const departures = today ? upcomingDepartures(summary.departures, today) : summary.departures;
  return { departures, from: fromPrice(departures) };
}
