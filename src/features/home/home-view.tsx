import { getRouteApi } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { rowOf } from '../../content/collection';
import { useLanguage } from '../../shared/language/language-context';
import { SectionBoundary } from '../../shared/section-boundary';
import { About, Destinations, Hosts, Services, Testimonies, Why } from './below-fold';
import { Hero } from './sections/hero';

const homeRoute = getRouteApi('/$lang/');

/**
 * The home page, in the order that leads to an enquiry: hero, the tours, why travel with us, what travellers
 * said and who hosts them, the agency and its services, then the contact section (`Contact`, from the app).
 */
export function HomeView({ Contact }: { Contact: ComponentType<{ title: string; intro: string }> }) {
  const { lang } = useLanguage();
  const { text, cards, trust } = homeRoute.useLoaderData();
  const { testimonies, awards, hosts } = trust;
  const tourNames = Object.fromEntries(
    testimonies.flatMap(({ tour }) => (tour ? [[tour, rowOf(cards, tour).name]] : [])),
  );
  return (
    <main id="main">
      <Hero text={text} award={awards[0]} />
      <SectionBoundary headingId="destinations-heading">
        <Destinations.Deferred text={text} cards={cards} lang={lang} />
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
