import siteWords from '../../../locales/en.json';
import { SOURCE_LANG } from '../../../src/config/languages.ts';
import { currencySign, formatAmount } from '../../../src/shared/money/format-money.ts';
import { rewriteTexts } from './rewrite-text.ts';

/** What fields.ts marks an amount of money with in a list item's line (`¤2990`). */
export const MONEY_MARK = '¤';
const SEPARATOR = ' · ';

/** A collapsed list item's line (Decap's "NestedObjectLabel"). */
const LIST_LINE = '[class*="NestedObjectLabel"]';

const WORDS = siteWords as Record<string, string>;

/** The sign of the currency chosen in the open entry ("US dollars (US$)" → "US$"), else the agency's own. */
function currencyOnScreen(): string {
  const label = [...document.querySelectorAll('label')].find((each) =>
    each.textContent?.startsWith('Currency of the prices'),
  );
  const chosen = label?.parentElement?.textContent ?? '';
  return /\(([^()]+)\)\s*$/.exec(chosen)?.[1] ?? currencySign('USD', SOURCE_LANG);
}

function inWords(part: string): string {
  if (part.startsWith(MONEY_MARK)) {
    const amount = Number(part.slice(MONEY_MARK.length));
    return part === MONEY_MARK || Number.isNaN(amount)
      ? ''
      : `${currencyOnScreen()}${formatAmount(amount, SOURCE_LANG)}`;
  }
  return WORDS[`tour.status.${part}`] ?? part;
}

/**
 * A departure's line as the office says it ("8 Mar 2027 · Few places left · US$2,990"), not as stored
 * ("few-left · 2990"); an item not yet filled in says so instead of a row of dots.
 */
export function showListLinesInWords() {
  rewriteTexts((text, parent) => {
    if (!parent.closest(LIST_LINE) || !text.includes(SEPARATOR.trim())) return undefined;
    const parts = text
      .split(SEPARATOR.trim())
      .map((part) => inWords(part.trim()))
      .filter(Boolean);
    return parts.length ? parts.join(SEPARATOR) : 'Not filled in yet';
  });
}
