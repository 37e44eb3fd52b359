import { LANGS, type Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { loadTourPage, tourFacts } from '../../content/tours';
import { loadTrust, trustFor } from '../../content/trust';
import type { PageHead } from '../../shared/page-head';
import { faqPageJsonLd, touristTripJsonLd } from './tour-json-ld';

/** A tour's words, its questions and the hosts and travellers' words about it. */
export async function loadTourPageData(id: string, lang: Lang) {
  const [{ text, faq }, trust] = await Promise.all([loadTourPage(id, lang), loadTrust(lang)]);
  return { id, text, faq, trust: trustFor(trust, id) };
}

export type TourPageData = Awaited<ReturnType<typeof loadTourPageData>>;

export function tourPageHead(lang: Lang, { id, text }: TourPageData): PageHead {
  return {
    title: text.seoTitle,
    description: text.seoDescription,
    keywords: text.keywords,
    hrefs: Object.fromEntries(LANGS.map((other) => [other, tourHref(id, other)])) as Record<Lang, string>,
    shareImage: id,
    // The tour's own questions: the general ones, shown on every tour page, would repeat the same answers.
    jsonLd: [touristTripJsonLd(id, lang, text, tourFacts(id)), faqPageJsonLd(text.faq)],
  };
}
