import type { ComponentType } from 'react';
import type { Lang } from '../../config/languages';
import { churchGroupPage } from '../../content/churches';
import { tourCardText } from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { ChurchHero } from './church-hero';
import { ChurchSections } from './church-sections';
import { ChurchTours } from './church-tours';
import { GroupTerms } from './group-terms';

/**
 * "Lead a group from your church": the promise, how it works, the timeline and what the agency provides
 * (src/content/churches), the group terms from their fields, the tours with their posters, then the group enquiry
 * with the agency's phone, WhatsApp and e-mail (`Contact`, from the app): given once.
 */
export function ChurchesView({ Contact }: { Contact: ComponentType<{ title: string; intro: string }> }) {
  const { lang } = useLanguage();
  const page = churchGroupPage.get(lang);
  return (
    <main id="main" data-churches-page>
      <ChurchHero page={page} />
      <div className="page-wide pt-12 md:pt-20">
        <p className="lead max-w-3xl">{page.intro}</p>
      </div>
      <ChurchSections sections={page.sections} />
      <GroupTerms facts={page.facts} />
      <ChurchTours />
      <Contact title={page.enquiryTitle} intro={page.enquiryIntro} />
    </main>
  );
}

export async function preload(lang: Lang) {
  await Promise.all([churchGroupPage.load(lang), tourCardText.load(lang)]);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.churches.title'),
    description: translate(lang, 'seo.churches.description'),
    keywords: translate(lang, 'seo.churches.keywords'),
  };
}
