import { SITE } from '../../content/site';
import type { Currency } from '../../content/tours/schema';
import { useT } from '../i18n/use-t';
import { hkdEquivalent } from '../money/hkd-equivalent';

interface Props {
  currencies: readonly Currency[];
  className?: string;
  /** `span`: the closing sentence of a paragraph that already says how prices are quoted (the departures table). */
  as?: 'p' | 'span';
}

/**
 * The one line that says how the HK$ amounts beside quoted prices are worked out, so the prices themselves need
 * no "about" each. Nothing when none of the prices shown (in these currencies) has a HK$ amount beside it.
 */
export function RateNote({ currencies, className, as: Element = 'p' }: Props) {
  const t = useT();
  if (!currencies.some((currency) => hkdEquivalent(1, currency) !== undefined)) return null;
  return (
    <Element className={className} data-rate-note>
      {t('price.rateNote', { rate: SITE.hkdPerUsd })}
    </Element>
  );
}
