import type { Lang } from '../../config/languages';
import { terms } from '../../content/terms';
import type { PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';

export async function loadTermsPage(lang: Lang) {
  return { terms: await terms.load(lang) };
}

export function termsPageHead(lang: Lang): PageHead {
  return seoHead(lang, 'terms');
}
