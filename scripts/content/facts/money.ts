import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { formatMoney } from '../../../src/shared/money/format-money.ts';

/** The ways prose names a currency before an amount, and the currency each means. */
const CURRENCY_NAMES: Record<string, string> = {
  US$: 'USD',
  美元: 'USD',
  HK$: 'HKD',
  港幣: 'HKD',
  港币: 'HKD',
  港元: 'HKD',
  '€': 'EUR',
  '£': 'GBP',
};

const escaped = (name: string) => name.replace(/[$]/g, '\\$');

/**
 * An amount of money in prose, its currency named first (US$2,890, 港幣500), as a pattern's source with two
 * groups: the currency's name and the digits. The one recogniser of prices in prose: the fact check reads a
 * deposit with it, and the typed-value check refuses any amount it finds.
 */
export const MONEY = `(${Object.keys(CURRENCY_NAMES).map(escaped).join('|')})\\s?(\\d[\\d,]*(?:\\.\\d+)?)`;

/** An amount as the fact check compares it: written the way the source language writes the field's value. */
export const moneyValue = (currency: string, digits: string) =>
  formatMoney(Number(digits.replace(/,/g, '')), CURRENCY_NAMES[currency] ?? 'USD', SOURCE_LANG);

/** Every amount of money the text types, as said and as compared. */
export const amountsIn = (text: string): { said: string; value: string }[] =>
  [...text.matchAll(new RegExp(MONEY, 'g'))].map((match) => ({
    said: match[0].trim(),
    value: moneyValue(match[1] ?? '', match[2] ?? ''),
  }));
