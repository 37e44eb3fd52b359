import type { Lang } from '../../config/languages';
import { churchGroupPage } from '../../content/churches';
import { tourCardText } from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';

/** The church-group page's words and every tour's card. */
export async function loadChurchesPage(lang: Lang) {
  const [page, cards] = await Promise.all([churchGroupPage.load(lang), tourCardText.load(lang)]);
  return { page, cards };
}

export function churchesPageHead(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.churches.title'),
    description: translate(lang, 'seo.churches.description'),
    keywords: translate(lang, 'seo.churches.keywords'),
  };
}
