import { useParams } from '@tanstack/react-router';
import { createElement } from 'react';
import { LANGS, type Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { loadTourPage, tourFacts, tourText } from '../../content/tours';
import { trust } from '../../content/trust';
import type { PageModule } from '../../shared/page-head';
import { type TourContact, TourPage } from './components/tour-page';
import { faqPageJsonLd, touristTripJsonLd } from './tour-json-ld';

function tourOf(id: string | undefined): string {
  if (!id) throw new Error('A tour page without a tour');
  return id;
}

/** Every tour's page: one component, bound to the tour the address names and to the app's contact section. */
export function tourPageModule(Contact: TourContact): PageModule {
  return {
    default: function TourRoutePage() {
      const id = useParams({ from: '/$lang/tours/$tour', select: (params) => params.tour });
      return createElement(TourPage, { id: tourOf(id), Contact });
    },
    preload: async (lang, id) => {
      await Promise.all([loadTourPage(tourOf(id), lang), trust.load(lang)]);
    },
    head: (lang, entry) => {
      const id = tourOf(entry);
      const text = tourText.get(id, lang);
      return {
        title: text.seoTitle,
        description: text.seoDescription,
        keywords: text.keywords,
        hrefs: Object.fromEntries(LANGS.map((other) => [other, tourHref(id, other)])) as Record<Lang, string>,
        shareImage: id,
        // The tour's own questions: the general ones, shown on every tour page, would repeat the same answers.
        jsonLd: [touristTripJsonLd(id, lang, text, tourFacts(id)), faqPageJsonLd(text.faq)],
      };
    },
  };
}
