import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while prerendering and hydrating, true from the render just after hydration on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
