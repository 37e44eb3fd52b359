import type { ComponentType } from 'react';
import type { Lang } from '../../config/routes';
import { homeText } from '../../content/home';
import { loadAllTourCards } from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { SectionBoundary } from '../../shared/section-boundary';
import { Destinations } from './sections/destinations';
import { Hero } from './sections/hero';
import { About, Services, Vision } from './sections/story';

/** The home page's sections; the app supplies the contact section (with the enquiry form) in `Contact`. */
export function HomeView({ Contact }: { Contact: ComponentType<{ title: string; intro: string }> }) {
  const { lang } = useLanguage();
  const text = homeText.get(lang);
  return (
    <main id="main">
      <Hero text={text} />
      <SectionBoundary headingId="vision-heading">
        <Vision text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="destinations-heading">
        <Destinations text={text} lang={lang} />
      </SectionBoundary>
      <SectionBoundary headingId="about-heading">
        <About text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="services-heading">
        <Services text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="contact-heading">
        <Contact title={text.contactTitle} intro={text.contactIntro} />
      </SectionBoundary>
    </main>
  );
}

export async function preload(lang: Lang) {
  await Promise.all([homeText.load(lang), loadAllTourCards(lang)]);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.home.title'),
    description: translate(lang, 'seo.home.description'),
    keywords: translate(lang, 'seo.home.keywords'),
  };
}
