import { getRouteApi } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { ChurchHero } from './church-hero';
import { ChurchSections } from './church-sections';
import { ChurchTours } from './church-tours';
import { GroupTerms } from './group-terms';

const churchesRoute = getRouteApi('/$lang/churches');

/**
 * "Lead a group from your church": the promise, how it works, the timeline and what the agency provides
 * (src/content/churches), the group terms from their fields, the tours with their posters, then the group enquiry
 * with the agency's phone, WhatsApp and e-mail (`Contact`, from the app): given once.
 */
export function ChurchesView({ Contact }: { Contact: ComponentType<{ title: string; intro: string }> }) {
  const { page, cards } = churchesRoute.useLoaderData();
  return (
    <main id="main" data-churches-page>
      <ChurchHero page={page} />
      <div className="page-wide pt-12 md:pt-20">
        {/* A standfirst across the width on a desk, where the column would leave half the screen empty. */}
        <p className="lead max-w-3xl lg:max-w-5xl lg:text-2xl">{page.intro}</p>
      </div>
      <ChurchSections sections={page.sections} />
      <GroupTerms facts={page.facts} />
      <ChurchTours cards={cards} />
      <Contact title={page.enquiryTitle} intro={page.enquiryIntro} />
    </main>
  );
}
