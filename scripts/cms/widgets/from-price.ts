import { formatDate } from '../../../src/config/formats.ts';
import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { isBookable, isoToday, upcomingDepartures } from '../../../src/content/tours/departures.ts';
import type { Departure as SavedDeparture } from '../../../src/content/tours/schema.ts';
import { formatMoney } from '../../../src/shared/money/format-money.ts';
import { type Control, createClass, h } from './decap.ts';
import { decapStore } from './store.ts';

type Departure = Pick<SavedDeparture, 'start' | 'price' | 'status'>;

const isFilledIn = (each: Partial<Departure>): each is Departure =>
  typeof each.start === 'string' && typeof each.price === 'number' && typeof each.status === 'string';

/** The departure whose price the home page and the tour list show as "From": the cheapest still to come and open. */
function cheapestOpen(list: { toJS?: () => unknown } | undefined): Departure | undefined {
  const departures = ((list?.toJS?.() ?? []) as Partial<Departure>[]).filter(isFilledIn);
  const open = upcomingDepartures(departures, isoToday()).filter(isBookable);
  return open.reduce<Departure | undefined>(
    (best, each) => (best && best.price <= each.price ? best : each),
    undefined,
  );
}

/** Which departure sets the tour's "From" price, in words. */
export function fromPriceNote(departures: { toJS?: () => unknown } | undefined, currency: string): string {
  const cheapest = cheapestOpen(departures);
  if (!cheapest) return 'No departure is open for booking, so the home page shows no “From” price for this tour.';
  const price = formatMoney(cheapest.price, currency, SOURCE_LANG);
  return `The home page and the tour list show this tour “From ${price}”: the ${formatDate(cheapest.start, SOURCE_LANG)} departure, the cheapest still open. Changing a dearer departure leaves it as it is.`;
}

const formDepartures = () => decapStore()?.getState().entryDraft.getIn(['entry', 'data', 'departures']);

type Note = Control<{ departures: unknown }> & { props: { id: string; currency: string }; stop?: () => void };

/**
 * Beside a departure's price: which departure sets the tour's "From" price, so a raised price that leaves it as it
 * was (another departure is cheaper) does not look like a save that failed. Read from the form as it is now (Decap
 * redraws a field only when its own value changes, so every price's note follows the store).
 */
export const FromPriceNote = createClass({
  getInitialState() {
    return { departures: formDepartures() };
  },

  componentDidMount(this: Note) {
    this.stop = decapStore()?.subscribe(() => {
      const departures = formDepartures();
      if (departures !== this.state.departures) this.setState({ departures });
    });
  },

  componentWillUnmount(this: Note) {
    this.stop?.();
  },

  render(this: Note) {
    const { id, currency } = this.props;
    const note = fromPriceNote(this.state.departures as { toJS?: () => unknown } | undefined, currency);
    return h('p', { id, 'data-from-price': '', style: { margin: '6px 0 0', color: '#444', fontSize: '14px' } }, note);
  },
});
