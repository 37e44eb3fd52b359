import { ContactSection } from '../features/contact/contact-section';
import { EnquiryForm } from '../features/enquiry/enquiry-form';

/** A tour page's contact section: the same section and enquiry form as the home page's. */
export function TourContact({ title, intro }: { title: string; intro: string }) {
  return <ContactSection title={title} intro={intro} form={<EnquiryForm />} />;
}
