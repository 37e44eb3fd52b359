import type { PageHead } from '../../app/page-head';
import { PolicyDocument } from '../../components/policy-document';
import type { Lang } from '../../config/routes';
import { lazyContent } from '../../content/lazy-content';
import type { PolicyDocument as Terms } from '../../content/types';
import { translate } from '../i18n/messages';
import { useLanguage } from '../language/language-context';

const terms = lazyContent<Terms>({
  en: () => import('../../content/terms/en.ts?sanitized'),
  hk: () => import('../../content/terms/hk.ts?sanitized'),
  cn: () => import('../../content/terms/cn.ts?sanitized'),
});

export default function TermsPage() {
  const { lang } = useLanguage();
  return <PolicyDocument document={terms.get(lang)} />;
}

export async function preload(lang: Lang) {
  await terms.load(lang);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.terms.title'),
    description: translate(lang, 'seo.terms.description'),
    keywords: translate(lang, 'seo.terms.keywords'),
  };
}
