import { useEffect } from 'react';
import { ContactSection } from '../features/contact/contact-section';
import { EnquiryForm } from '../features/enquiry/enquiry-form';
import { sectionAwaitsHydration, sectionHydrated } from '../shared/hydration';
import { useHydrated } from '../shared/use-hydrated';

const TOUR_FORM = 'tour-enquiry-form';

/** The home page's contact section: the enquiry form is prerendered with the page. */
export function HomeContact({ title, intro }: { title: string; intro: string }) {
  return <ContactSection title={title} intro={intro} form={<EnquiryForm />} />;
}

/**
 * A tour page's contact section: the same section and enquiry form as the home page's. The form is drawn once
 * the page has hydrated rather than prerendered: it works only with script anyway, and its markup would add
 * about 4.7 KB to each of the nine precached tour pages.
 */
export function TourContact({ title, intro }: { title: string; intro: string }) {
  const hydrated = useHydrated();
  // The page counts as fully hydrated (body[data-sections-hydrated]) only once the form is in it.
  if (!hydrated) sectionAwaitsHydration(TOUR_FORM);
  useEffect(() => {
    if (hydrated) sectionHydrated(TOUR_FORM);
  }, [hydrated]);
  return <ContactSection title={title} intro={intro} form={hydrated ? <EnquiryForm /> : null} />;
}
