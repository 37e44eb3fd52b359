import type { Departure } from './schema';

/** Today as YYYY-MM-DD in the reader's (or the build machine's) time zone. */
export function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Departures leaving today or later, in date order. */
export function upcomingDepartures<T extends Pick<Departure, 'start'>>(departures: readonly T[], today: string): T[] {
  return departures.filter((departure) => departure.start >= today).sort((a, b) => a.start.localeCompare(b.start));
}

export const isBookable = (departure: Pick<Departure, 'status'>) => departure.status !== 'full';

/** The lowest price of a departure that can still be booked, or undefined when none can. */
export function fromPrice(departures: readonly Pick<Departure, 'status' | 'price'>[]): number | undefined {
  const prices = departures.filter(isBookable).map((departure) => departure.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
