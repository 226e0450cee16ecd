import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The visitor asked the system for less motion: no autoplay, no counting up. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

const noSubscription = () => () => undefined;

/**
 * Whether the browser has IntersectionObserver (very old ones do not). The HTML rendered at
 * build time assumes it does, and so does hydration; an old browser then corrects it.
 */
export function useHasIntersectionObserver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => 'IntersectionObserver' in window,
    () => true,
  );
}

/**
 * Whether the app runs this page: false in the served HTML and while it is hydrated, true
 * from the render after. What only the page without the app needs is drawn while false.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
