import { requestEnquiry } from '../../../shared/enquiry-request';
import { CONTACT_SECTION_ID } from '../../../shared/ui/contact-button';

/**
 * Brings up the page's enquiry form with `destination` filled in. Without script it is a plain link to the
 * form, which still works.
 */
export function EnquireLink({
  destination,
  className,
  onEnquire,
  children,
}: {
  destination: string;
  className: string;
  onEnquire?: () => void;
  children: React.ReactNode;
}) {
  return (
    <a
      href={`#${CONTACT_SECTION_ID}`}
      className={className}
      data-enquire
      onClick={(event) => {
        event.preventDefault();
        onEnquire?.();
        requestEnquiry(destination);
      }}
    >
      {children}
    </a>
  );
}
