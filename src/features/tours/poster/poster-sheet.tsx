import tourQr from 'virtual:tour-qr';
import { formatDate } from '../../../config/formats';
import { tourHref } from '../../../config/routes';
import { absoluteUrl, SITE } from '../../../content/site';
import { tourFacts } from '../../../content/tours';
import { isBookable } from '../../../content/tours/departures';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';
import { formatDuration } from '../../../shared/tour-format';
import { Artwork } from '../../../shared/ui/artwork';
import { Phrased } from '../../../shared/ui/phrased';
import { PricePair } from '../../../shared/ui/price-pair';
import { RateNote } from '../../../shared/ui/rate-note';
import { useUpcoming } from '../../../shared/use-upcoming';
import { useTourPage } from '../use-tour-page';
import type { PosterDetails } from './use-poster-details';

/** As many dates as the poster has room for, and highlights (a tour's content has four; three fit). */
const DATES_SHOWN = 4;
const HIGHLIGHTS_SHOWN = 3;

/** One A4 sheet for a church noticeboard: the tour, its next bookable dates and price, and a QR code to its page. */
/** `details.phone` is the number as printed: empty unless it passed the check. */
export function PosterSheet({ id, details }: { id: string; details: PosterDetails }) {
  const t = useT();
  const { lang } = useLanguage();
  const { text } = useTourPage();
  const facts = tourFacts(id);
  const { departures, from } = useUpcoming(facts);
  const dates = departures.filter(isBookable).slice(0, DATES_SHOWN);
  const address = decodeURI(absoluteUrl(tourHref(id, lang)));
  return (
    <article className="poster-sheet" data-poster={id} aria-labelledby="poster-tour-name">
      <div className="poster-photo">
        <Artwork name={text.hero} alt="" className="poster-photo-img" caption="overlay" figureClassName="contents" />
        <p className="poster-location">{text.location}</p>
      </div>
      <div className="poster-body">
        {details.church && <p className="poster-with">{t('poster.with', { church: details.church })}</p>}
        <h3 id="poster-tour-name" className="poster-title">
          <Phrased text={text.name} />
        </h3>
        <p className="poster-subtitle">{text.heroSubtitle}</p>
        <div className="poster-columns">
          <div>
            <h4 className="poster-heading">{t('poster.nextDepartures')}</h4>
            <ul className="poster-dates">
              {dates.map((departure) => (
                <li key={departure.start}>{text.dates[departure.start]}</li>
              ))}
            </ul>
            <p className="poster-facts">
              {from !== undefined && (
                <PricePair
                  amount={from}
                  currency={facts.currency}
                  from
                  mainClass="poster-price"
                  otherClass="poster-price-other"
                />
              )}{' '}
              <span className="poster-days">{formatDuration(t, facts)}</span>
            </p>
            <RateNote currencies={[facts.currency]} className="poster-rate" />
          </div>
          <div>
            <h4 className="poster-heading">{t('tour.highlights')}</h4>
            <ul className="poster-highlights">
              {text.highlights.slice(0, HIGHLIGHTS_SHOWN).map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </div>
        </div>
        {(details.name || details.phone || details.meeting) && (
          <div className="poster-invite" data-poster-invite>
            {details.name && <p>{t('poster.ask', { name: details.name })}</p>}
            {details.phone && <p data-poster-phone>{t('poster.askPhone', { phone: details.phone })}</p>}
            {details.meeting && <p>{t('poster.meetingOn', { date: formatDate(details.meeting, lang) })}</p>}
          </div>
        )}
      </div>
      <div className="poster-foot">
        <figure className="poster-qr">
          <img src={tourQr[id]?.[lang]} alt={t('poster.qrAlt')} width="160" height="160" data-poster-qr />
          <figcaption data-phrased>
            <Phrased text={t('poster.scan')} />
          </figcaption>
        </figure>
        <div className="poster-agency">
          <p className="poster-brand">{t('brand.name')}</p>
          <p>{t('footer.licence', { licence: SITE.licence })}</p>
          <p>{t('poster.whatsapp', { whatsapp: SITE.whatsappShown })}</p>
          <p className="poster-address">
            {address.split('/').map((part, index) => (
              // A long address wraps only after a slash: each part of it stays whole
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the address's, in its fixed order
              <span key={index}>
                {index > 0 && '/'}
                {index > 2 && <wbr />}
                <span className="poster-address-part">{part}</span>
              </span>
            ))}
          </p>
        </div>
      </div>
    </article>
  );
}
