import type { Lang } from '../../config/languages';
import { privacyPolicy } from '../../content/policy';
import type { PageHead } from '../../shared/page-head';
import { seoHead } from '../../shared/seo-head';

export async function loadPrivacyPage(lang: Lang) {
  return { policy: await privacyPolicy.load(lang) };
}

export function privacyPageHead(lang: Lang): PageHead {
  return seoHead(lang, 'privacy');
}
