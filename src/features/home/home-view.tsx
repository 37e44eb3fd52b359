import type { ComponentType } from 'react';
import type { Lang } from '../../config/routes';
import { homeText } from '../../content/home';
import { loadAllTourCards, tourCardText } from '../../content/tours';
import { trust } from '../../content/trust';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { SectionBoundary } from '../../shared/section-boundary';
import { Hosts } from '../../shared/ui/hosts';
import { Testimonies } from '../../shared/ui/testimonies';
import { Destinations } from './sections/destinations';
import { Hero } from './sections/hero';
import { About, Services } from './sections/story';
import { Why } from './sections/why';

/**
 * The home page, in the order that leads to an enquiry: hero, the tours, why travel with us, what travellers
 * said and who hosts them, the agency and its services, then the contact section (`Contact`, from the app).
 */
export function HomeView({ Contact }: { Contact: ComponentType<{ title: string; intro: string }> }) {
  const { lang } = useLanguage();
  const text = homeText.get(lang);
  const { testimonies, awards, hosts } = trust.get(lang);
  const tourNames = Object.fromEntries(
    testimonies.flatMap(({ tour }) => (tour ? [[tour, tourCardText.get(tour, lang).name]] : [])),
  );
  return (
    <main id="main">
      <Hero text={text} />
      <SectionBoundary headingId="destinations-heading">
        <Destinations text={text} lang={lang} />
      </SectionBoundary>
      <SectionBoundary headingId="vision-heading">
        <Why text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="testimonies-heading">
        <Testimonies testimonies={testimonies} awards={awards} tourNames={tourNames} />
      </SectionBoundary>
      <SectionBoundary headingId="hosts-heading">
        <Hosts hosts={hosts} />
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
  await Promise.all([homeText.load(lang), loadAllTourCards(lang), trust.load(lang)]);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.home.title'),
    description: translate(lang, 'seo.home.description'),
    keywords: translate(lang, 'seo.home.keywords'),
  };
}
