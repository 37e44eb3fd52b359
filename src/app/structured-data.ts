import { hrefFor, type Lang } from '../config/routes';
import { SITE } from '../content/site';
import { translate } from '../features/i18n/messages';

/** The agency as a schema.org TravelAgency; on every page. */
export function organisationJsonLd(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: translate(lang, 'brand.name'),
    url: new URL(hrefFor('home', lang), SITE.url).href,
    logo: new URL(SITE.logo, SITE.url).href,
    telephone: SITE.phone,
    email: SITE.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: translate(lang, 'contact.streetAddress'),
      addressLocality: 'Cheung Sha Wan, Kowloon',
      addressCountry: 'HK',
    },
    openingHours: 'Mo-Fr 10:00-19:00',
  };
}
