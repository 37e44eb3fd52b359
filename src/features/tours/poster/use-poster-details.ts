import { get, set } from 'idb-keyval';
import { useEffect, useRef, useState } from 'react';

/** What a church leader types for the poster: kept on this device (IndexedDB), for every tour's poster. */
export interface PosterDetails {
  name: string;
  church: string;
  /** The leader's phone number as typed (printed once it passes the enquiry form's check). */
  phone: string;
  /** The information meeting's date, YYYY-MM-DD, or empty. */
  meeting: string;
}

const KEY = 'poster-details';
const EMPTY: PosterDetails = { name: '', church: '', phone: '', meeting: '' };

function asDetails(stored: unknown): PosterDetails {
  if (typeof stored !== 'object' || stored === null) return EMPTY;
  const text = (key: keyof PosterDetails) => {
    const value = (stored as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), church: text('church'), phone: text('phone'), meeting: text('meeting') };
}

/** The details as last saved, and a setter that saves each change; `saved` once the device holds the latest. */
export function usePosterDetails() {
  const [details, setDetails] = useState<PosterDetails>(EMPTY);
  const [saved, setSaved] = useState(false);
  // Saves finish in order; only the last one's finish means the device holds what is on screen.
  const pending = useRef(0);
  useEffect(() => {
    get(KEY).then(
      (stored) => setDetails(asDetails(stored)),
      (error: unknown) => console.warn('The poster details could not be read', error),
    );
  }, []);
  const change = (field: keyof PosterDetails, value: string) => {
    const next = { ...details, [field]: value };
    setDetails(next);
    setSaved(false);
    pending.current += 1;
    set(KEY, next).then(
      () => {
        pending.current -= 1;
        setSaved(pending.current === 0);
      },
      (error: unknown) => console.warn('The poster details could not be saved', error),
    );
  };
  return { details, change, saved };
}
