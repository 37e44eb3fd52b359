import type { Lang } from '../config/languages';
import { translate } from './i18n/messages';
import type { PageHead } from './page-head';

/** The fixed pages whose title, description and keywords are UI strings (`seo.<page>.*` in locales/). */
export type SeoPage = 'home' | 'tours' | 'blog' | 'churches' | 'privacy' | 'terms';

export function seoHead(lang: Lang, page: SeoPage): PageHead {
  return {
    title: translate(lang, `seo.${page}.title`),
    description: translate(lang, `seo.${page}.description`),
    keywords: translate(lang, `seo.${page}.keywords`),
  };
}
