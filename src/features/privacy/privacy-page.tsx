import type { Lang } from '../../config/languages';
import { privacyPolicy as policies } from '../../content/policy';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { PolicyDocument } from '../../shared/ui/policy-document';
import { PictureCredits } from './picture-credits';

export default function PrivacyPage() {
  const { lang } = useLanguage();
  return (
    <PolicyDocument document={policies.get(lang)}>
      <PictureCredits />
    </PolicyDocument>
  );
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
