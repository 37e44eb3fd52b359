import type { Lang } from '../../config/languages';
import { terms } from '../../content/terms';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { PolicyDocument } from '../../shared/ui/policy-document';

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
