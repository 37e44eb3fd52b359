import { LANGS, type Lang } from '../../config/languages';
import { tourHref } from '../../config/routes';
import { loadTourPage, tourFacts } from '../../content/tours';
import { loadTrust, trustFor } from '../../content/trust';
import type { PageData, PageHead } from '../../shared/page-head';
import { faqPageJsonLd, touristTripJsonLd } from './tour-json-ld';

/** A tour's words, its questions and the hosts and travellers' words about it. */
async function load({ tour: id, lang }: { tour: string; lang: Lang }) {
  const [{ text, faq }, trust] = await Promise.all([loadTourPage(id, lang), loadTrust(lang)]);
  return { id, text, faq, trust: trustFor(trust, id) };
}

type TourPageData = Awaited<ReturnType<typeof load>>;

function head(lang: Lang, { id, text }: TourPageData): PageHead {
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

export const tourPage: PageData<{ tour: string; lang: Lang }, TourPageData> = { load, head };
