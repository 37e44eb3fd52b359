import { LANGUAGES, type Lang } from '../../config/routes';
import { SITE } from '../../content/site';
import { formatMoney } from '../../content/tours/departures';
import type { Currency } from '../../content/tours/schema';
import { useT } from '../i18n/use-t';

/** The amount in Hong Kong dollars, rounded to HK$10, for a price in another currency with a known rate. */
export function hkdEquivalent(amount: number, currency: Currency): number | undefined {
  if (currency !== 'USD') return undefined;
  return Math.round((amount * SITE.hkdPerUsd) / 10) * 10;
}

/** "about HK$22,540" beside a US$ price, labelled approximate; nothing for prices already in HK$. */
export function HkdEquivalent({
  amount,
  currency,
  className,
}: {
  amount: number;
  currency: Currency;
  className?: string;
}) {
  const t = useT();
  const hkd = hkdEquivalent(amount, currency);
  if (hkd === undefined) return null;
  return (
    <span className={className} data-price-hkd>
      {t('tour.priceInHkd', { price: formatMoney(hkd, 'HKD') })}
    </span>
  );
}

// One formatter per language: building one costs about a millisecond on a phone, and a tour lists a dozen dates.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A departure date as the reader's language writes it ("8 May 2026", "2026年5月8日"), the same on server and client. */
export function departureDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGES[lang].htmlLang, { timeZone: 'UTC', dateStyle: 'medium' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
