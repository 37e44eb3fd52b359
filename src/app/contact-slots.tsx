import { ContactSection } from '../features/contact/contact-section';
import { EnquiryForm } from '../features/enquiry/enquiry-form';
import { useEnquiryRequest } from '../shared/enquiry-request';
import { CONTACT_SECTION_ID } from '../shared/ui/contact-button';
import { useApproached } from '../shared/use-approached';
import { useHydrated } from '../shared/use-hydrated';

/** The home page's contact section: the enquiry form is prerendered with the page. */
export function HomeContact({ title, intro }: { title: string; intro: string }) {
  return <ContactSection title={title} intro={intro} form={<EnquiryForm />} />;
}

/**
 * A tour page's contact section: the same section and enquiry form as the home page's. The form is not
 * prerendered (it works only with script, and its markup would add about 4.7 KB to each of the nine precached
 * tour pages) and is drawn when the visitor nears the section, moves focus into it or asks to enquire: drawing
 * its fields costs a long layout on a phone, which should not land while the page is still starting up.
 */
export function TourContact({ title, intro }: { title: string; intro: string }) {
  const hydrated = useHydrated();
  const approached = useApproached(CONTACT_SECTION_ID, hydrated);
  const requested = useEnquiryRequest() !== undefined;
  const drawn = hydrated && (approached || requested);
  return <ContactSection title={title} intro={intro} form={drawn ? <EnquiryForm /> : null} />;
}
