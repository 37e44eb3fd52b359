import { useIntl } from 'react-intl';
import { LANGUAGES } from '../../config/languages';
import type { Currency } from '../../content/tours/schema';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';
import { priceTexts } from '../money/price-texts';

interface Props {
  amount: number;
  currency: Currency;
  /** A from-price ("From …", "… 起") rather than one departure's price. */
  from?: boolean;
  /** The leading amount's classes, and the other one's (shown after it). */
  mainClass: string;
  otherClass: string;
}

/**
 * A price in the quoted currency (`data-price`) and its Hong Kong dollar amount at the reference rate (RateNote says so once per page) (`data-price-hkd`),
 * in the order the reader counts: HK$ first in Chinese, the quoted currency first in English; the second one in brackets.
 */
export function PricePair({ amount, currency, from = false, mainClass, otherClass }: Props) {
  const t = useT();
  const intl = useIntl();
  const { lang } = useLanguage();
  const { quoted, hkd: price } = priceTexts(amount, currency, lang);
  const quotedText = from ? t('tour.priceFrom', { price: quoted }) : quoted;
  if (price === undefined) {
    return (
      <span className={mainClass} data-price>
        {quotedText}
      </span>
    );
  }
  const hkdText = t(from ? 'tour.priceFromInHkd' : 'tour.priceInHkd', { price });
  const quotedPart = (className: string) => (
    <span className={className} data-price>
      {quotedText}
    </span>
  );
  const hkdPart = (className: string) => (
    <span className={className} data-price-hkd>
      {hkdText}
    </span>
  );
  return LANGUAGES[lang].hkdFirst ? (
    <>
      {hkdPart(mainClass)}
      <span className={otherClass}>
        {intl.formatMessage({ id: 'tour.priceQuotedAfterHkd' satisfies MessageId }, { price: quotedPart('') })}
      </span>
    </>
  ) : (
    <>
      {quotedPart(mainClass)} {hkdPart(otherClass)}
    </>
  );
}
