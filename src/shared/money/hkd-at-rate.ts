/** A US$ amount in Hong Kong dollars at the linked rate, rounded to HK$10: the site's and the editor's one rounding. */
export const hkdAtRate = (usd: number, hkdPerUsd: number): number => Math.round((usd * hkdPerUsd) / 10) * 10;
