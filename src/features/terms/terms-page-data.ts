import type { Lang } from '../../config/languages';
import { terms } from '../../content/terms';
import type { PageData } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';

const load = async ({ lang }: { lang: Lang }) => ({ terms: await terms.load(lang) });

export const termsPage: PageData<{ lang: Lang }, Awaited<ReturnType<typeof load>>> = {
  load,
  head: (lang) => seoHead(lang, 'terms'),
};
