import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates server HTML, true after: a component whose client data (a browser cache already
 * filled by another part of the page) could differ from the server's render waits for this before showing it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
