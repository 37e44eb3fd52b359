import { enquiryHref, requestEnquiry } from '../../../shared/enquiry-request';

/**
 * Brings up the page's enquiry form about `tour` (and its departure on `date`, an ISO date). As HTML it is a
 * link to the form whose address names both, which the form reads whenever it is drawn; once scripts run it
 * fills in `destination` without reloading.
 */
export function EnquireLink({
  tour,
  date,
  waitingList,
  destination,
  className,
  onEnquire,
  children,
}: {
  tour: string;
  date?: string;
  waitingList?: boolean;
  destination: string;
  className: string;
  onEnquire?: () => void;
  children: React.ReactNode;
}) {
  return (
    <a
      href={enquiryHref({ tour, date, waitingList })}
      className={className}
      data-enquire
      data-waiting-list={waitingList ? '' : undefined}
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
