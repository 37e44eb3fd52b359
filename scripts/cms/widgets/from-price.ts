import { formatDate, formatMoney } from '../../../src/config/formats.ts';
import { isBookable, isoToday, upcomingDepartures } from '../../../src/content/tours/departures.ts';
import type { Departure as SavedDeparture } from '../../../src/content/tours/schema.ts';
import type { ImmutableMap } from './decap.ts';

type Departure = Pick<SavedDeparture, 'start' | 'price' | 'status'>;

const isFilledIn = (each: Partial<Departure>): each is Departure =>
  typeof each.start === 'string' && typeof each.price === 'number' && typeof each.status === 'string';

/** The departure whose price the home page and the tour list show as "From": the cheapest still to come and open. */
function cheapestOpen(entry: ImmutableMap): Departure | undefined {
  const list = entry.getIn(['data', 'departures']) as { toJS?: () => unknown } | undefined;
  const departures = ((list?.toJS?.() ?? []) as Partial<Departure>[]).filter(isFilledIn);
  const open = upcomingDepartures(departures, isoToday()).filter(isBookable);
  return open.reduce<Departure | undefined>(
    (best, each) => (best && best.price <= each.price ? best : each),
    undefined,
  );
}

/**
 * Beside a departure's price: which departure sets the tour's "From" price, so a raised price that leaves it as it
 * was (another departure is cheaper) does not look like a save that failed.
 */
export function fromPriceNote(entry: ImmutableMap, currency: string): string {
  const cheapest = cheapestOpen(entry);
  if (!cheapest) return 'No departure is open for booking, so the home page shows no “From” price for this tour.';
  const price = formatMoney(cheapest.price, currency, 'en');
  return `The home page and the tour list show this tour “From ${price}”: the ${formatDate(cheapest.start, 'en')} departure, the cheapest still open. Changing a dearer departure leaves it as it is.`;
}
