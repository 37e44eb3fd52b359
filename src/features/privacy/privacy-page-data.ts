import type { Lang } from '../../config/languages';
import { privacyPolicy } from '../../content/policy';
import { translate } from '../../shared/i18n/messages';
import type { PageHead } from '../../shared/page-head';

export async function loadPrivacyPage(lang: Lang) {
  return { policy: await privacyPolicy.load(lang) };
}

export function privacyPageHead(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.privacy.title'),
    description: translate(lang, 'seo.privacy.description'),
    keywords: translate(lang, 'seo.privacy.keywords'),
  };
}
