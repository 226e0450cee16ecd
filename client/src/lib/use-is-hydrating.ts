import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True on the server and while React hydrates the server's HTML (it reads the server
 * snapshot then), false for anything rendered afresh in the browser. A component whose
 * value changes re-renders once right after hydration.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
