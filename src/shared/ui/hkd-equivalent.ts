import { SITE } from '../../content/site';
import type { Currency } from '../../content/tours/schema';
import { hkdAtRate } from './hkd-at-rate';

/** The amount in Hong Kong dollars, rounded to HK$10, for a price in another currency with a known rate. */
export function hkdEquivalent(amount: number, currency: Currency): number | undefined {
  if (currency !== 'USD') return undefined;
  return hkdAtRate(amount, SITE.hkdPerUsd);
}
