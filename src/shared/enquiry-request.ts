import { useSyncExternalStore } from 'react';

/** What an Enquire link asks about: a tour (its id) and perhaps one departure (its ISO start date). */
export interface EnquirySubject {
  tour: string;
  date?: string;
  /** A full departure: the enquiry asks for a place on its waiting list. */
  waitingList?: boolean;
}

/** The enquiry form's element id: an Enquire link leads straight to it. */
export const ENQUIRY_FORM_ID = 'enquiry-form';
const TOUR_PARAM = 'enquire';
const DATE_PARAM = 'date';
const LIST_PARAM = 'list';
const WAITING_LIST = 'waiting';

/** The address of the page's enquiry form, asking about `subject`: works as a plain link before any script. */
export function enquiryHref({ tour, date, waitingList }: EnquirySubject): string {
  const query = new URLSearchParams({
    [TOUR_PARAM]: tour,
    ...(date ? { [DATE_PARAM]: date } : {}),
    ...(waitingList ? { [LIST_PARAM]: WAITING_LIST } : {}),
  });
  return `?${query}#${ENQUIRY_FORM_ID}`;
}

/** What the page's address asks about (see enquiryHref), if anything. */
export function enquirySubjectIn(search: string): EnquirySubject | undefined {
  const query = new URLSearchParams(search);
  const tour = query.get(TOUR_PARAM);
  if (!tour) return undefined;
  return { tour, date: query.get(DATE_PARAM) ?? undefined, waitingList: query.get(LIST_PARAM) === WAITING_LIST };
}

/** A request, from anywhere on the page, to bring up the enquiry form with its destination filled in. */
export interface EnquiryRequest {
  destination: string;
  /** Counts requests, so asking twice about the same thing still brings the form up again. */
  id: number;
}

let current: EnquiryRequest | undefined;
const listeners = new Set<() => void>();

export function requestEnquiry(destination: string): void {
  current = { destination, id: (current?.id ?? 0) + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The latest request (undefined before the first, and while prerendering). */
export function useEnquiryRequest(): EnquiryRequest | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}
