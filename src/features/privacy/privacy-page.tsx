import type { PageHead } from '../../app/page-head';
import { Prose } from '../../components/prose';
import type { Lang } from '../../config/routes';
import { privacyPolicy as policies } from '../../content/policy';
import { translate } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { useLanguage } from '../language/language-context';

export default function PrivacyPage() {
  const t = useT();
  const { lang } = useLanguage();
  const policy = policies.get(lang);
  return (
    <main id="main" className="page-narrow section">
      <h1 className="heading-1 text-ink-900">{policy.title}</h1>
      <p className="mt-3 text-ink-600">{t('privacy.lastUpdated', { date: policy.lastUpdated })}</p>
      <p className="lead mt-6">{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.title} className="mt-10" data-policy-section>
          <h2 className="heading-3">{section.title}</h2>
          <Prose className="prose mt-3 space-y-3 text-ink-700 [&_ul]:list-disc [&_ul]:pl-6" html={section.html} />
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
