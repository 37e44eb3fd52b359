import type { Lang } from '../../config/languages';
import { terms } from '../../content/terms';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';

export async function loadTermsPage(lang: Lang) {
  return { terms: await terms.load(lang) };
}

export function termsPageHead(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.terms.title'),
    description: translate(lang, 'seo.terms.description'),
    keywords: translate(lang, 'seo.terms.keywords'),
  };
}
