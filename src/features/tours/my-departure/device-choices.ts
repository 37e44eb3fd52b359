import { createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * What a traveller chooses for their own trip (the departure, the things packed), kept in this browser only:
 * nothing here is ever sent anywhere.
 */
let store: UseStore | undefined;
const choices = () => {
  store ??= createStore('my-departure', 'choices');
  return store;
};

export const readDeparture = (tourId: string) => get<string>(`departure ${tourId}`, choices());
export const keepDeparture = (tourId: string, start: string) => set(`departure ${tourId}`, start, choices());

/** The packing list's ticked lines, by their place in the list (the same in every language). */
export const readPacked = async (tourId: string) => (await get<number[]>(`packed ${tourId}`, choices())) ?? [];
export const keepPacked = (tourId: string, packed: number[]) => set(`packed ${tourId}`, packed, choices());
