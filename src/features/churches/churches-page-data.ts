import type { Lang } from '../../config/languages';
import { churchGroupPage } from '../../content/churches';
import { tourCardText } from '../../content/tours';
import type { PageData } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';

/** The church-group page's words and every tour's card. */
async function load({ lang }: { lang: Lang }) {
  const [page, cards] = await Promise.all([churchGroupPage.load(lang), tourCardText.load(lang)]);
  return { page, cards };
}

export const churchesPage: PageData<{ lang: Lang }, Awaited<ReturnType<typeof load>>> = {
  load,
  head: (lang) => seoHead(lang, 'churches'),
};
