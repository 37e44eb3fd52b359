import { useSyncExternalStore } from 'react';

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
