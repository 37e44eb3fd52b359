import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { currencySign, formatAmount, formatMoney } from '../../../src/shared/money/format-money.ts';
import { priceTexts } from '../../../src/shared/money/price-texts.ts';

/** What a typed value means: the value to store, or a plain message saying what to type instead. */
export type Parsed<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

const DATE_HINT = 'Type the date as day/month/year, e.g. 22/11/2027.';

/** A date whose year is not yet four digits ("22/11/202"). */
export const UNFINISHED_YEAR = `Type the year in full (four digits). ${DATE_HINT}`;

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): Parsed<string> {
  if (month < 1 || month > 12) return { error: `There is no month ${month}. ${DATE_HINT}` };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return { error: `${pad(month)}/${year} has no day ${day}. ${DATE_HINT}` };
  return { value: `${year}-${pad(month)}-${pad(day)}` };
}

/** "22/11/2027" (also 22-11-2027, 22.11.2027 or 2027-11-22) → "2027-11-22"; a two-digit or unfinished year is refused. */
export function parseDate(text: string): Parsed<string> {
  const typed = text.trim();
  if (typed === '') return { error: DATE_HINT };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d+)$/.exec(typed);
  if (!dmy) return { error: DATE_HINT };
  if (dmy[3]?.length !== 4) return { error: UNFINISHED_YEAR };
  return isoOf(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
}

/**
 * A departure date that has already passed (`today` as YYYY-MM-DD): the site shows only departures still to come,
 * so saving it would change nothing a visitor sees.
 */
export function pastDeparture(iso: string, today: string): string | undefined {
  if (iso >= today) return undefined;
  return `${showDate(iso)} has already passed, and the site shows only departures still to come. Type a future date, or remove this departure from the list.`;
}

/** A stored date (text as the files hold it, or a Date when a file's YAML read it as one) → "22/11/2027". */
export function showDate(value: unknown): string {
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : '';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : iso;
}

/** The stored form of a date as the date picker needs it (YYYY-MM-DD), or '' while none is valid. */
export function pickerValue(value: unknown): string {
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : '';
}

/** How a currency is written on the site: US$, HK$, €, £ (the editor is in English). */
export const currencySignOf = (currency: string) => currencySign(currency, SOURCE_LANG);

const SIGNS: [RegExp, string][] = [
  [/^(US\$|USD)/i, 'USD'],
  [/^(HK\$|HKD)/i, 'HKD'],
  [/^(€|EUR)/i, 'EUR'],
  [/^(£|GBP)/i, 'GBP'],
  [/^\$/, 'USD'],
];

/**
 * "26,900", "US$26,900" or "USD 26900" on a US$ tour → 26900. Another currency (a bare "$" counts as US$),
 * cents, words, or less than `min` are refused with what to type instead.
 */
export function parsePrice(
  text: string,
  currency: string,
  { min = 0, label = 'The price', hkdPerUsd = 0 } = {},
): Parsed<number> {
  const sign = currencySignOf(currency);
  const typeThis = `type the amount in ${sign}, e.g. 26,900`;
  let typed = text.trim();
  const found = SIGNS.find(([pattern]) => pattern.test(typed));
  if (found) {
    if (found[1] !== currency)
      return { error: otherCurrency(typed.replace(found[0], ''), found[1], currency, hkdPerUsd) };
    typed = typed.replace(found[0], '').trim();
  }
  if (typed === '') return { error: `Please ${typeThis}.` };
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(typed))
    return { error: `Please ${typeThis} (whole ${sign}, digits only; commas allowed).` };
  const value = Number(typed.replaceAll(',', ''));
  if (value < min) return { error: `${label} must be at least ${min}.` };
  return { value };
}

/** How far from the tour's other departures a price may be before it is taken for a typing mistake. */
const PLAUSIBLE_FACTOR = 3;

/**
 * A departure price far from the tour's others (26900 typed for HK$26,900 on a US$2,900 tour) is refused, saying
 * what the others cost; `prices` are the tour's departure prices, this one included.
 */
export function implausiblePrice(value: number, prices: readonly number[], currency: string): string | undefined {
  const others = [...prices];
  others.splice(others.indexOf(value), others.includes(value) ? 1 : 0);
  if (others.length === 0) return undefined;
  const sorted = others.sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? value;
  if (value <= middle * PLAUSIBLE_FACTOR && value * PLAUSIBLE_FACTOR >= middle) return undefined;
  const [low = middle, high = middle] = [sorted[0], sorted[sorted.length - 1]];
  const range =
    low === high
      ? formatMoney(low, currency, SOURCE_LANG)
      : `${formatMoney(low, currency, SOURCE_LANG)}–${formatMoney(high, currency, SOURCE_LANG)}`;
  return `${formatMoney(value, currency, SOURCE_LANG)} is far from this tour’s other departures (${range}). Please check the amount: it is in ${currencySignOf(currency)}.`;
}

/** What to type instead of an amount in another currency: its US$ value when it was HK$ on a US$ price. */
function otherCurrency(amount: string, typed: string, currency: string, hkdPerUsd: number): string {
  const sign = currencySignOf(currency);
  const refused = `This price is in ${sign}, not ${currencySignOf(typed)}`;
  const hkd = Number(amount.replaceAll(',', '').trim());
  if (typed === 'HKD' && currency === 'USD' && hkdPerUsd > 0 && hkd > 0) {
    const usd = Math.round(hkd / hkdPerUsd);
    return `${refused}. ${formatMoney(hkd, 'HKD', SOURCE_LANG)} is about ${formatMoney(usd, 'USD', SOURCE_LANG)} (HK$${hkdPerUsd} to the US$): type the amount in US$, e.g. ${formatAmount(usd, SOURCE_LANG)}.`;
  }
  return `${refused}: type the amount in ${sign} only, without another currency’s sign.`;
}

/** A US$ amount in HK$ at the linked rate, rounded as the site rounds it beside US$ prices ("about HK$22,540"), or ''. */
export function hkdEquivalent(value: unknown, currency: string, hkdPerUsd: number): string {
  const hkd = typeof value === 'number' ? priceTexts(value, currency, SOURCE_LANG, hkdPerUsd).hkd : undefined;
  return hkd ? `about ${hkd}` : '';
}

/** 26900 → "26,900" (how the field shows a stored price). */
export const showPrice = (value: unknown) =>
  typeof value === 'number' ? formatAmount(value, SOURCE_LANG) : typeof value === 'string' ? value : '';
