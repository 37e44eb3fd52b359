// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  implausiblePrice,
  parseDate,
  parsePrice,
  pastDeparture,
  pickerValue,
  showDate,
  showPrice,
} from '../../scripts/cms/widgets/parse';
import { readFacts } from '../../scripts/content/entries';
import siteFacts from '../../src/content/site.json' with { type: 'json' };
import { CURRENCIES } from '../../src/content/tours/schema';
import { currencySign, formatMoney } from '../../src/shared/money/format-money';

describe('a departure date', () => {
  it('is refused once it has passed, saying what to do, and kept from today on', () => {
    expect(pastDeparture('2027-03-07', '2027-03-08')).toMatch(
      /^07\/03\/2027 has already passed.*remove this departure/,
    );
    expect(pastDeparture('2027-03-08', '2027-03-08')).toBeUndefined();
    expect(pastDeparture('2028-01-01', '2027-03-08')).toBeUndefined();
  });
});

describe('a date typed in the editor', () => {
  it('is stored as the files hold it, day first as Hong Kong writes it', () => {
    expect(parseDate('22/11/2027')).toEqual({ value: '2027-11-22' });
    expect(parseDate(' 1/2/2027 ')).toEqual({ value: '2027-02-01' });
    expect(parseDate('22-11-2027')).toEqual({ value: '2027-11-22' });
    expect(parseDate('22.11.2027')).toEqual({ value: '2027-11-22' });
    expect(parseDate('2027-11-22')).toEqual({ value: '2027-11-22' });
  });

  it('never becomes another year while it is typed digit by digit', () => {
    const typed = '22/11/2027';
    const steps = [...typed].map((_, index) => parseDate(typed.slice(0, index + 1)));
    expect(steps.slice(0, -1).every((step) => step.error !== undefined)).toBe(true);
    expect(steps.at(-1)).toEqual({ value: '2027-11-22' });
  });

  it('is refused when impossible or unfinished, saying what to type', () => {
    expect(parseDate('31/02/2027').error).toMatch(/has no day 31.*22\/11\/2027/);
    expect(parseDate('29/02/2027').error).toMatch(/no day 29/);
    expect(parseDate('29/02/2028')).toEqual({ value: '2028-02-29' });
    expect(parseDate('22/13/2027').error).toMatch(/no month 13/);
    expect(parseDate('22/11/27').error).toMatch(/year in full/);
    expect(parseDate('11/22/2027').error).toMatch(/no month 22/);
    expect(parseDate('next Tuesday').error).toMatch(/day\/month\/year/);
  });

  it('is shown day first, and given to the calendar as YYYY-MM-DD', () => {
    expect(showDate('2027-11-22')).toBe('22/11/2027');
    expect(showDate(new Date('2027-11-22T00:00:00Z'))).toBe('22/11/2027');
    expect(pickerValue('2027-11-22')).toBe('2027-11-22');
    expect(pickerValue('22/11/202')).toBe('');
  });
});

describe('a price typed in the editor', () => {
  it('is refused when far from the tour’s other departures (HK$ typed as US$), kept when near them', () => {
    const tour = readFacts('tours/sinai-dubai');
    const prices = tour.departures.map(({ price }) => price);
    const typical = prices[0] ?? 0;
    const inHkd = Math.round(typical * siteFacts.hkdPerUsd);
    expect(implausiblePrice(inHkd, [...prices, inHkd], tour.currency)).toContain(
      'far from this tour’s other departures',
    );
    expect(implausiblePrice(typical + 100, [...prices, typical + 100], tour.currency)).toBeUndefined();
    expect(implausiblePrice(inHkd, [inHkd], tour.currency)).toBeUndefined();
  });

  it('is stored as a whole number, with or without its own currency and commas', () => {
    expect(parsePrice('26,900', 'USD')).toEqual({ value: 26900 });
    expect(parsePrice('US$26,900', 'USD')).toEqual({ value: 26900 });
    expect(parsePrice('USD 26900', 'USD')).toEqual({ value: 26900 });
    expect(parsePrice('$26,900', 'USD')).toEqual({ value: 26900 });
    expect(parsePrice('HK$26,900', 'HKD')).toEqual({ value: 26900 });
  });

  it('is refused in another currency, saying which one to type, and what a HK$ amount is in US$', () => {
    const { hkdPerUsd } = siteFacts;
    const usd = Math.round(26900 / hkdPerUsd).toLocaleString('en-US');
    expect(parsePrice('HK$26,900', 'USD', { hkdPerUsd }).error).toBe(
      `This price is in US$, not HK$. HK$26,900 is about US$${usd} (HK$${hkdPerUsd} to the US$): type the amount in US$, e.g. ${usd}.`,
    );
    // The example never repeats the HK$ figure as if it were US$.
    expect(parsePrice('HK$26,900', 'USD', { hkdPerUsd }).error).not.toMatch(/e\.g\. 26,900/);
    expect(parsePrice('HK$26,900', 'USD').error).toBe(
      'This price is in US$, not HK$: type the amount in US$ only, without another currency’s sign.',
    );
    expect(parsePrice('$26,900', 'HKD').error).toMatch(/in HK\$, not US\$/);
    expect(parsePrice('€100', 'GBP').error).toMatch(/in £, not €/);
  });

  it('is refused when not a whole amount', () => {
    for (const typed of ['26,900.50', '26.9k', 'about 27,000', '2,69,00', '-5', 'US$'])
      expect(parsePrice(typed, 'USD').error, typed).toMatch(/type the amount in US\$/);
  });

  it("keeps the schema's minimum, in its own words", () => {
    expect(parsePrice('0', 'USD', { min: 1, label: 'Price' }).error).toBe('Price must be at least 1.');
    expect(parsePrice('1', 'USD', { min: 1, label: 'Price' })).toEqual({ value: 1 });
  });

  it('shows each currency as the site writes it', () => {
    for (const currency of CURRENCIES)
      expect(formatMoney(26900, currency, 'en')).toBe(`${currencySign(currency, 'en')}${showPrice(26900)}`);
  });
});
