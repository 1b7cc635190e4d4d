import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates server HTML (and on the server): only then does it read the server
 * snapshot. A component can tell from its first render whether it arrived with the page.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
