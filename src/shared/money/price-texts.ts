import type { Lang } from '../../config/languages';
import { formatMoney } from './format-money';
import { hkdEquivalent } from './hkd-equivalent';

/** A price as every page and the editor write it: in its own currency, and in HK$ when it is quoted in another. */
export interface PriceTexts {
  quoted: string;
  hkd?: string;
}

export function priceTexts(amount: number, currency: string, lang: Lang, hkdPerUsd?: number): PriceTexts {
  const hkd = hkdEquivalent(amount, currency, hkdPerUsd);
  const quoted = formatMoney(amount, currency, lang);
  return hkd === undefined ? { quoted } : { quoted, hkd: formatMoney(hkd, 'HKD', lang) };
}
