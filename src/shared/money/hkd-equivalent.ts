import { SITE } from '../../content/site.ts';
import { hkdAtRate } from './hkd-at-rate.ts';

/**
 * The amount in Hong Kong dollars, rounded to HK$10, for a price in another currency with a known rate: the site's
 * reference rate, or the one the editor's form holds while the office changes it.
 */
export function hkdEquivalent(amount: number, currency: string, hkdPerUsd = SITE.hkdPerUsd): number | undefined {
  if (currency !== 'USD' || !(hkdPerUsd > 0)) return undefined;
  return hkdAtRate(amount, hkdPerUsd);
}
