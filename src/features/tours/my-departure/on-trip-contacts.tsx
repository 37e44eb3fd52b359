import { LOCALES } from '../../../config/formats';
import { regionOfNumber, SITE, shownNumber, telLink } from '../../../content/site';
import type { TourGuide } from '../../../content/tours/schema';
import { useT } from '../../../shared/i18n/use-t';
import { useLanguage } from '../../../shared/language/language-context';

function Contact({ who, number }: { who: string; number: string }) {
  const t = useT();
  return (
    <li className="py-3">
      <p className="font-medium text-ink-900">{who}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <a href={telLink(number)} className="btn-quiet -ml-3 whitespace-nowrap" data-call>
          <span className="sr-only">{t('myDeparture.call')}</span>
          {number}
        </a>
      </p>
    </li>
  );
}

/**
 * Who to call during the trip, at any hour: the agency's 24-hour line and the tour's local guide, named with the
 * guide's country. A guide's number the agency has not confirmed is not shown: a traveller would call a stranger.
 */
export function TripContacts({ guide }: { guide: TourGuide }) {
  const t = useT();
  const { lang } = useLanguage();
  const region = regionOfNumber(guide.whatsapp);
  // The site calls the country "Turkey" in English, where Intl's names now say "Türkiye".
  const country =
    region === 'TR'
      ? t('myDeparture.countryTR')
      : region && new Intl.DisplayNames([LOCALES[lang]], { type: 'region' }).of(region);
  const who = country ? t('myDeparture.guideIn', { country }) : t('myDeparture.guide');
  return (
    <div data-trip-contacts>
      <h3 className="heading-3">{t('myDeparture.contacts')}</h3>
      <ul className="mt-3 divide-y divide-solid divide-sand-200">
        <Contact who={t('myDeparture.tripLine')} number={SITE.tripLine} />
        {guide.confirmed ? (
          <Contact who={who} number={shownNumber(guide.whatsapp)} />
        ) : (
          <li className="py-3" data-guide-at-briefing>
            <p className="font-medium text-ink-900">{who}</p>
            <p className="mt-1">{t('myDeparture.guideAtBriefing')}</p>
          </li>
        )}
      </ul>
    </div>
  );
}
