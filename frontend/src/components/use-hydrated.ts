import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a prerendered page (as it was when prerendered), true from the
 * next render on, and at once on a page rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
