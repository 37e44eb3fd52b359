import { type RefObject, useEffect, useRef } from 'react';
import { useEnquiryRequest } from '../../shared/enquiry-request';
import { scrollBehavior } from '../../shared/motion';

/**
 * When another part of the page asks about something (a tour, a departure), puts it in the destination field,
 * scrolls the form into view and moves focus to its first field.
 */
export function useRequestedDestination(
  form: RefObject<HTMLFormElement | null>,
  setDestination: (text: string) => void,
) {
  const request = useEnquiryRequest();
  const apply = useRef(setDestination);
  apply.current = setDestination;
  useEffect(() => {
    if (!request) return;
    apply.current(request.destination);
    form.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    form.current?.querySelector('input')?.focus({ preventScroll: true });
  }, [request, form]);
}
