import type { PageHead } from '../../app/page-head';
import { PolicyDocument } from '../../components/policy-document';
import type { Lang } from '../../config/routes';
import { terms } from '../../content/terms';
import { translate } from '../i18n/messages';
import { useLanguage } from '../language/language-context';

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
