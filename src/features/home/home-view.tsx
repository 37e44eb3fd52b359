import type { ComponentType } from 'react';
import type { Lang } from '../../config/routes';
import { homeText } from '../../content/home';
import { loadAllTourCards } from '../../content/tours';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
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
      <Vision text={text} />
      <Destinations text={text} lang={lang} />
      <About text={text} />
      <Services text={text} />
      <Contact title={text.contactTitle} intro={text.contactIntro} />
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
