import { LOCALES } from '../../config/formats.ts';
import type { Lang } from '../../config/languages';

/**
 * Every amount of money on the site, in its prose and in the editor is written here: `Intl.NumberFormat` with one
 * set of options per language (the language's `Intl` locale; the currency always named, whole units, grouped by
 * thousands).
 */
const MONEY: Intl.NumberFormatOptions = { style: 'currency', currencyDisplay: 'symbol', maximumFractionDigits: 0 };

// Building a formatter costs about a millisecond on a phone, and a tour page formats a dozen prices.
const made = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang} ${JSON.stringify(options)}`;
  const found = made.get(key) ?? new Intl.NumberFormat(LOCALES[lang], options);
  made.set(key, found);
  return found;
}

/** "US$2,890", "HK$23,500": the currency is always named, so a Hong Kong reader never takes it for HK dollars. */
export const formatMoney = (amount: number, currency: string, lang: Lang): string =>
  numberFormat(lang, { ...MONEY, currency }).format(amount);

/** How a currency is written before an amount: US$, HK$, €, £. */
export const currencySign = (currency: string, lang: Lang): string =>
  numberFormat(lang, { ...MONEY, currency })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** A currency's name in a sentence: "US dollars", 美元. */
export const currencyName = (currency: string, lang: Lang): string =>
  numberFormat(lang, { ...MONEY, currency, currencyDisplay: 'name' })
    .formatToParts(2)
    .find((part) => part.type === 'currency')?.value ?? currency;

/** A whole number grouped by thousands, as a price field shows it: "26,900". */
export const formatAmount = (amount: number, lang: Lang): string =>
  numberFormat(lang, { maximumFractionDigits: 0 }).format(amount);
