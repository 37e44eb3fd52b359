import type { Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { rowOf } from '../../content/collection';
import { absoluteUrl } from '../../content/site';
import { TOURS, type TourCardText, tourCardText, tourFacts } from '../../content/tours';
import type { PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';
import { fromOfferJsonLd } from './tour-json-ld';

/** Every tour's card, in the tours' order. */
export async function loadToursPage(lang: Lang) {
  return { cards: await tourCardText.load(lang) };
}

export type ToursPageData = Awaited<ReturnType<typeof loadToursPage>>;

export function toursWithText(cards: Record<string, TourCardText>) {
  return TOURS.map((card) => ({ card, text: rowOf(cards, card.id) }));
}

export function toursPageHead(lang: Lang, { cards }: ToursPageData): PageHead {
  return {
    ...seoHead(lang, 'tours'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: toursWithText(cards).map(({ card, text }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'TouristTrip',
            name: text.name,
            url: absoluteUrl(tourHref(card.id, lang)),
            offers: fromOfferJsonLd(tourFacts(card.id)),
          },
        })),
      },
    ],
  };
}
