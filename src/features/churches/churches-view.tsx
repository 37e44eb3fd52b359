import type { ComponentType } from 'react';
import type { Lang } from '../../config/languages';
import { churchGroupPage } from '../../content/churches';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { DocumentSections } from '../../shared/ui/document-sections';
import { Phrased } from '../../shared/ui/phrased';

/** The timeline's numbered steps: one per line, its number in the brand colour. */
const TIMELINE_STEPS =
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ol]:space-y-2 [&_ol>li]:pl-1 [&_li::marker]:font-semibold [&_li::marker]:text-brand-700';

/**
 * "Lead a group from your church": how it works, the timeline, what the agency provides and the group terms
 * (src/content/churches), then the group enquiry (`Contact`, from the app).
 */
export function ChurchesView({ Contact }: { Contact: ComponentType<{ title: string; intro: string }> }) {
  const { lang } = useLanguage();
  const page = churchGroupPage.get(lang);
  return (
    <main id="main">
      <div className="page-narrow section">
        <h1 className="heading-1 text-ink-900">
          <Phrased text={page.title} />
        </h1>
        <p className="lead mt-6">{page.intro}</p>
        <DocumentSections sections={page.sections} kind="church" proseClass={TIMELINE_STEPS} />
      </div>
      <Contact title={page.enquiryTitle} intro={page.enquiryIntro} />
    </main>
  );
}

export async function preload(lang: Lang) {
  await churchGroupPage.load(lang);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.churches.title'),
    description: translate(lang, 'seo.churches.description'),
    keywords: translate(lang, 'seo.churches.keywords'),
  };
}
