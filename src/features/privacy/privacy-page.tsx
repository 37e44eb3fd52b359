import type { PageHead } from '../../app/page-head';
import type { Lang } from '../../config/routes';
import { lazyContent } from '../../content/lazy-content';
import type { PrivacyPolicy } from '../../content/types';
import { trustedHtml } from '../../shared/trusted-types';
import { translate } from '../i18n/messages';
import { useLanguage } from '../language/language-context';
import { POLICY_PURIFY_CONFIG } from './policy-allow-list';

const policies = lazyContent<PrivacyPolicy>({
  en: () => import('../../content/policy/en.ts?sanitized'),
  hk: () => import('../../content/policy/hk.ts?sanitized'),
  cn: () => import('../../content/policy/cn.ts?sanitized'),
});

const POLICY_HTML = { tags: POLICY_PURIFY_CONFIG.ALLOWED_TAGS, attributes: POLICY_PURIFY_CONFIG.ALLOWED_ATTR };

export default function PrivacyPage() {
  const { lang } = useLanguage();
  const policy = policies.get(lang);
  return (
    <main id="main" className="page-narrow section">
      <h1 className="heading-1 text-ink-900">{policy.title}</h1>
      <p className="mt-3 text-ink-600">{policy.lastUpdated}</p>
      <p className="lead mt-6">{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.title} className="mt-10" data-policy-section>
          <h2 className="heading-3">{section.title}</h2>
          <div
            className="prose mt-3 space-y-3 text-ink-700 [&_ul]:list-disc [&_ul]:pl-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify with the spec's allow-list at build time (?sanitized)
            dangerouslySetInnerHTML={{ __html: trustedHtml(section.html, POLICY_HTML) }}
          />
        </section>
      ))}
      <p className="mt-12 border-t border-sand-200 pt-6 text-sm text-ink-600">{policy.footerNote}</p>
    </main>
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
