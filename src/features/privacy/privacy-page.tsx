import type { PageHead } from '../../app/page-head';
import { PolicyDocument } from '../../components/policy-document';
import type { Lang } from '../../config/routes';
import { privacyPolicy as policies } from '../../content/policy';
import { translate } from '../i18n/messages';
import { useLanguage } from '../language/language-context';

export default function PrivacyPage() {
  const { lang } = useLanguage();
  return <PolicyDocument document={policies.get(lang)} />;
}

export async function preload(lang: Lang) {
  await policies.load(lang);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.privacy.title'),
    description: translate(lang, 'seo.privacy.description'),
    keywords: translate(lang, 'seo.privacy.keywords'),
  };
}
