import type { Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { rowOf } from '../../content/collection';
import { absoluteUrl } from '../../content/site';
import { TOURS, type TourCardText, tourCardText, tourFacts } from '../../content/tours';
import type { PageData, PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';
import { fromOfferJsonLd } from './tour-json-ld';

/** Every tour's card, in the tours' order. */
const load = async ({ lang }: { lang: Lang }) => ({ cards: await tourCardText.load(lang) });

type ToursPageData = Awaited<ReturnType<typeof load>>;

export function toursWithText(cards: Record<string, TourCardText>) {
  return TOURS.map((card) => ({ card, text: rowOf(cards, card.id) }));
}

function head(lang: Lang, { cards }: ToursPageData): PageHead {
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

export const toursPage: PageData<{ lang: Lang }, ToursPageData> = { load, head };
