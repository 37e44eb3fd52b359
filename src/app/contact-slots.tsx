import { ContactSection } from '../features/contact/contact-section';
import { EnquiryForm } from '../features/enquiry/enquiry-form';
import { enquirySubjectIn } from '../shared/enquiry-request';
import { useT } from '../shared/i18n/use-t';

/** The home page's contact section and enquiry form. */
export function HomeContact({ title, intro }: { title: string; intro: string }) {
  return <ContactSection title={title} intro={intro} form={<EnquiryForm />} />;
}

/** The church-group page's contact section: the enquiry form asks the group's size and its church or fellowship. */
export function GroupContact({ title, intro }: { title: string; intro: string }) {
  return <ContactSection title={title} intro={intro} form={<EnquiryForm variant="group" />} />;
}

/**
 * A tour page's contact section: the same section and enquiry form, which starts with the tour as its
 * destination, and its departure too when an Enquire link's address names one.
 */
export function TourContact({
  title,
  intro,
  tour,
  dates,
}: {
  title: string;
  intro: string;
  tour: string;
  /** Each departure's date as the page shows it, by ISO start date. */
  dates: Record<string, string>;
}) {
  const t = useT();
  const askedIn = (search: string) => {
    const subject = enquirySubjectIn(search);
    const date = dates[subject?.date ?? ''];
    if (!date) return undefined;
    return t(subject?.waitingList ? 'tour.enquiryWaitingList' : 'tour.enquiryDestination', { tour, date });
  };
  const about = { destination: tour, askedIn };
  return <ContactSection title={title} intro={intro} form={<EnquiryForm about={about} />} listContacts={false} />;
}
