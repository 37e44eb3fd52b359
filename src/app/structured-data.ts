import type { Lang } from '../config/languages';
import { hrefFor } from '../config/routes';
import { absoluteUrl, SITE } from '../content/site';
import { OPENING_HOURS, streetAddressText } from '../content/site-shown';
import { translate } from '../shared/i18n/messages';

/** The agency as a schema.org TravelAgency; on every page. */
export function organisationJsonLd(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: translate(lang, 'brand.name'),
    url: absoluteUrl(hrefFor('home', lang)),
    logo: absoluteUrl(SITE.logo),
    telephone: SITE.phone,
    email: SITE.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddressText(lang),
      addressCountry: 'HK',
    },
    openingHours: OPENING_HOURS,
  };
}
