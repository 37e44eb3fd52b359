import type { Lang } from '../../config/languages';
import { homeText } from '../../content/home';
import { tourCardText } from '../../content/tours';
import { loadTrust } from '../../content/trust';
import type { PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';
import { loadBelowFold } from './below-fold';

/**
 * The home page's words, every tour's card and the evidence it quotes, and its sections' code (a prerendered page
 * starting up takes the data from its HTML and runs no loader: its sections' code comes after start-up).
 */
export async function loadHomePage(lang: Lang) {
  const [text, cards, trust] = await Promise.all([
    homeText.load(lang),
    tourCardText.load(lang),
    loadTrust(lang),
    loadBelowFold(),
  ]);
  return { text, cards, trust };
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>;

export function homePageHead(lang: Lang): PageHead {
  return seoHead(lang, 'home');
}
