import { createElement } from 'react';
import type { TourPageKey } from '../../config/routes';
import { tourText } from '../../content/tours';
import { loadTourFaq, tripSummary, tripText } from '../../content/tours/trips';
import type { PageModule } from '../../shared/page-head';
import { type TourContact, TourPage } from './components/tour-page';
import { faqPageJsonLd, touristTripJsonLd } from './tour-json-ld';

/** The three tour pages share one component; each page module binds it to a tour and the app's contact section. */
export function tourPageModule(id: TourPageKey, Contact: TourContact): PageModule {
  return {
    default: () => createElement(TourPage, { id, Contact }),
    preload: async (lang) => {
      await Promise.all([tourText.load(id, lang), loadTourFaq(id, lang)]);
    },
    head: (lang) => {
      const text = tourText.get(id, lang);
      return {
        title: text.seoTitle,
        description: text.seoDescription,
        keywords: text.keywords,
        // The tour's own questions: the general ones, shown on every tour page, would repeat the same answers.
        jsonLd: [touristTripJsonLd(id, lang, text, tripSummary(id)), faqPageJsonLd(tripText.get(id, lang).faq)],
      };
    },
  };
}
