import type { Lang } from '../../config/languages';
import { churchGroupPage } from '../../content/churches';
import { tourCardText } from '../../content/tours';
import type { PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';

/** The church-group page's words and every tour's card. */
export async function loadChurchesPage(lang: Lang) {
  const [page, cards] = await Promise.all([churchGroupPage.load(lang), tourCardText.load(lang)]);
  return { page, cards };
}

export function churchesPageHead(lang: Lang): PageHead {
  return seoHead(lang, 'churches');
}
