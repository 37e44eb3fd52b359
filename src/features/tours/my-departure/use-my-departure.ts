import { useCallback, useEffect, useState } from 'react';
import type { Lang } from '../../../config/languages';
import { isoToday } from '../../../content/tours/departures';
import { keepArticlesOffline } from '../../../shared/sw-bridge/page';
import { keepDeparture, keepPacked, readDeparture, readPacked } from './device-choices';

/**
 * The traveller's departure and packed things for one tour, read from this device once the page has hydrated
 * (the prerendered page shows no choice), and today's date in the traveller's time zone.
 */
export function useMyDeparture(tourId: string, lang: Lang) {
  const [start, setStart] = useState<string | undefined>();
  const [packed, setPacked] = useState<number[]>([]);
  const [today, setToday] = useState<string | undefined>();

  useEffect(() => {
    setToday(isoToday());
    let current = true;
    Promise.all([readDeparture(tourId), readPacked(tourId)])
      .then(([kept, ticks]) => {
        if (!current) return;
        setStart((chosen) => chosen ?? kept);
        setPacked(ticks);
      })
      .catch((error: unknown) =>
        console.warn('My departure: the choices kept on this device could not be read', error),
      );
    return () => {
      current = false;
    };
  }, [tourId]);

  // A traveller who has chosen a departure will want the page in the desert: the worker keeps this language's
  // tour pages for offline reading (the same request the blog makes).
  useEffect(() => (start ? keepArticlesOffline(lang) : undefined), [start, lang]);

  const choose = useCallback(
    (chosen: string) => {
      setStart(chosen || undefined);
      keepDeparture(tourId, chosen).catch((error: unknown) => console.warn('My departure: not kept', error));
    },
    [tourId],
  );

  const tick = useCallback(
    (line: number, ticked: boolean) =>
      setPacked((before) => {
        const after = ticked ? [...new Set([...before, line])] : before.filter((each) => each !== line);
        keepPacked(tourId, after).catch((error: unknown) => console.warn('Packing list: not kept', error));
        return after;
      }),
    [tourId],
  );

  return { start, choose, packed, tick, today };
}
