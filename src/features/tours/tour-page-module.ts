import { createElement } from 'react';
import { absoluteUrl } from '../../app/head';
import type { PageModule } from '../../app/page-head';
import { hrefFor, type TourPageKey } from '../../config/routes';
import { tourText } from '../../content/tours';
import { TourPage } from './components/tour-page';

/** The three tour pages share one component; each page module binds it to a tour. */
export function tourPageModule(id: TourPageKey): PageModule {
  return {
    default: () => createElement(TourPage, { id }),
    preload: async (lang) => {
      await tourText.load(id, lang);
    },
    head: (lang) => {
      const text = tourText.get(id, lang);
      return {
        title: text.seoTitle,
        description: text.seoDescription,
        keywords: text.keywords,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'TouristTrip',
            name: text.name,
            description: text.description,
            url: absoluteUrl(hrefFor(id, lang)),
            itinerary: {
              '@type': 'ItemList',
              numberOfItems: text.days.length,
              itemListElement: text.days.map((day) => ({ '@type': 'ListItem', position: day.day, name: day.title })),
            },
            offers: { '@type': 'Offer', price: text.priceFrom, priceCurrency: 'USD' },
          },
        ],
      };
    },
  };
}
