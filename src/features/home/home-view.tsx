import type { ComponentType } from 'react';
import type { Lang } from '../../config/languages';
import { homeText } from '../../content/home';
import { loadAllTourCards, tourCardText } from '../../content/tours';
import { trust } from '../../content/trust';
import { deferredComponent } from '../../shared/deferred-component';
import { isStartingUp } from '../../shared/hydration';
import { translate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/language/language-context';
import type { PageHead } from '../../shared/page-head';
import { SectionBoundary } from '../../shared/section-boundary';
import { Hero } from './sections/hero';

// Below the hero, each section's code comes after start-up (one chunk): its prerendered HTML shows and its links
// work meanwhile, and it hydrates when the code arrives.
const belowFold = () => import('./sections/below-fold');
const Destinations = deferredComponent(() => belowFold().then((sections) => sections.Destinations));
const Why = deferredComponent(() => belowFold().then((sections) => sections.Why));
const Testimonies = deferredComponent(() => belowFold().then((sections) => sections.Testimonies));
const Hosts = deferredComponent(() => belowFold().then((sections) => sections.Hosts));
const About = deferredComponent(() => belowFold().then((sections) => sections.About));
const Services = deferredComponent(() => belowFold().then((sections) => sections.Services));
const SECTIONS = [Destinations, Why, Testimonies, Hosts, About, Services];

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
      <Hero text={text} award={awards[0]} />
      <SectionBoundary headingId="destinations-heading">
        <Destinations.Deferred text={text} lang={lang} />
      </SectionBoundary>
      <SectionBoundary headingId="vision-heading">
        <Why.Deferred text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="testimonies-heading">
        <Testimonies.Deferred testimonies={testimonies} awards={awards} tourNames={tourNames} />
      </SectionBoundary>
      <SectionBoundary headingId="hosts-heading">
        <Hosts.Deferred hosts={hosts} />
      </SectionBoundary>
      <SectionBoundary headingId="about-heading">
        <About.Deferred text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="services-heading">
        <Services.Deferred text={text} />
      </SectionBoundary>
      <SectionBoundary headingId="contact-heading">
        <Contact title={text.contactTitle} intro={text.contactIntro} />
      </SectionBoundary>
    </main>
  );
}

export async function preload(lang: Lang) {
  const code = isStartingUp() ? [] : SECTIONS.map((section) => section.load());
  await Promise.all([homeText.load(lang), loadAllTourCards(lang), trust.load(lang), ...code]);
}

export function head(lang: Lang): PageHead {
  return {
    title: translate(lang, 'seo.home.title'),
    description: translate(lang, 'seo.home.description'),
    keywords: translate(lang, 'seo.home.keywords'),
  };
}
