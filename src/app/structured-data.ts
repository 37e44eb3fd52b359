import { hrefFor, type Lang } from '../config/routes';
import { absoluteUrl, SITE } from '../content/site';
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
      streetAddress: translate(lang, 'contact.streetAddress'),
      addressLocality: 'Cheung Sha Wan, Kowloon',
      addressCountry: 'HK',
    },
    openingHours: `${SITE.officeHours.days} ${SITE.officeHours.open}-${SITE.officeHours.close}`,
  };
}
