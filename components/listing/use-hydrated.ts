import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False while the server HTML is being hydrated, true after: for markup that must match it first. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
