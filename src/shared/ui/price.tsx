import { formatMoney } from '../../config/formats';
import { SITE } from '../../content/site';
import type { Currency } from '../../content/tours/schema';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';

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
  const { lang } = useLanguage();
  const hkd = hkdEquivalent(amount, currency);
  if (hkd === undefined) return null;
  return (
    <span className={className} data-price-hkd>
      {t('tour.priceInHkd', { price: formatMoney(hkd, 'HKD', lang) })}
    </span>
  );
}
