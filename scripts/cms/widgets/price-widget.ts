import { type Control, createClass, h, type ImmutableMap, type Invalid, plainLabel } from './decap.ts';
import { FromPriceNote } from './from-price.ts';
import { currencySignOf, hkdEquivalent, implausiblePrice, parsePrice, showPrice } from './parse.ts';

type PriceControl = Control<{ text: string }>;

/** The entry's currency (its `currency_field`, e.g. a tour's `currency`), or the field's `default_currency`. */
function currencyOf(field: ImmutableMap, entry: ImmutableMap): string {
  const name = String(field.get('currency_field', 'currency'));
  const own = entry.getIn(['data', name]);
  return typeof own === 'string' && own ? own : String(field.get('default_currency', 'USD'));
}

/**
 * An amount of money in the entry's currency, shown beside the field (US$). "26,900" and "US$26,900" are stored
 * as 26900; another currency's amount (HK$26,900 on a US$ tour), cents or words are refused, saying what to type.
 */
export const PriceControl = createClass({
  getInitialState(this: PriceControl) {
    return { text: showPrice(this.props.value) };
  },

  componentDidUpdate(this: PriceControl) {
    const { value, field, entry } = this.props;
    const typed = parsePrice(this.state.text, currencyOf(field, entry));
    if (typeof value === 'number' && typed.value !== value) this.setState({ text: showPrice(value) });
  },

  parsed(this: PriceControl, text: string) {
    const { field, entry } = this.props;
    const min = field.get('min');
    return parsePrice(text, currencyOf(field, entry), {
      ...(typeof min === 'number' ? { min } : {}),
      label: plainLabel(field),
      hkdPerUsd: Number(field.get('hkd_per_usd', 0)),
    });
  },

  isValid(
    this: PriceControl & { parsed(text: string): ReturnType<typeof parsePrice>; departurePrices(): number[] },
  ): true | Invalid {
    if (this.state.text.trim() === '') return true; // Decap's own "required" check speaks for an empty field.
    const typed = this.parsed(this.state.text);
    if (typed.error) return { error: { message: typed.error } };
    const far =
      typed.value === undefined
        ? undefined
        : implausiblePrice(typed.value, this.departurePrices(), currencyOf(this.props.field, this.props.entry));
    return far ? { error: { message: far } } : true;
  },

  /** The tour's departure prices, when this is one of them (a deposit has no others to compare with). */
  departurePrices(this: PriceControl): number[] {
    const { field, entry } = this.props;
    const departures = entry.getIn(['data', 'departures']) as { toJS?: () => unknown } | undefined;
    const list = field.get('name') === 'price' ? departures?.toJS?.() : undefined;
    return Array.isArray(list)
      ? list.map((row: { price?: unknown }) => row.price).filter((price): price is number => typeof price === 'number')
      : [];
  },

  onType(this: PriceControl & { parsed(text: string): ReturnType<typeof parsePrice> }, text: string) {
    this.setState({ text });
    const typed = this.parsed(text);
    // A refused amount is kept as typed: the entry counts as changed, and saving is refused with the reason.
    this.props.onChange(text.trim() === '' ? '' : (typed.value ?? text));
  },

  render(this: PriceControl & { onType(text: string): void }) {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field, entry, value } = this.props;
    const currency = currencyOf(field, entry);
    const inHkd = hkdEquivalent(value, currency, Number(field.get('hkd_per_usd', 0)));
    // A departure's price (the tour's departures list), not a deposit.
    const inDepartures = field.get('name') === 'price' && Boolean(entry.getIn(['data', 'departures']));
    const noteId = `${forID}-from`;
    const amount = h(
      'div',
      { style: { display: 'flex', flexWrap: 'wrap', gap: '0 8px', alignItems: 'baseline' } },
      h('span', { 'aria-hidden': 'true', style: { fontWeight: 'bold' } }, currencySignOf(currency)),
      h('input', {
        id: forID,
        type: 'text',
        inputMode: 'numeric',
        'aria-description': `Amount in ${currencySignOf(currency)}`,
        ...(inDepartures ? { 'aria-describedby': noteId } : {}),
        value: this.state.text,
        onChange: (event: { target: { value: string } }) => this.onType(event.target.value),
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        style: {
          flex: '1 1 6em',
          minWidth: '0',
          border: 'none',
          outline: 'none',
          font: 'inherit',
          background: 'transparent',
        },
      }),
      // Worked out again at every key press, with the site's own rounding: what the HK$ line on the site will say.
      inHkd &&
        h(
          'span',
          { 'data-hkd-equivalent': '', 'aria-live': 'polite', style: { color: '#444', whiteSpace: 'nowrap' } },
          `= ${inHkd}`,
        ),
    );
    return h(
      'div',
      { className: classNameWrapper },
      amount,
      inDepartures && h(FromPriceNote, { id: noteId, currency }),
    );
  },
});

export const PricePreview = ({ value, field, entry }: { value: unknown; field: ImmutableMap; entry: ImmutableMap }) => {
  const currency = currencyOf(field, entry);
  return h('span', null, `${currencySignOf(currency)}${showPrice(value)}`);
};
