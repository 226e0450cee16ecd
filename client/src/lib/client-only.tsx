import { Box } from '@chakra-ui/react';
import { useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from then on: what only the
 * browser can render (who is signed in) waits until the HTML the server sent is adopted,
 * so the two never disagree.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Renders its children in the browser only; the server (and hydration) render a screen-high
 * placeholder instead, so the footer starts below the fold and nothing moves when the
 * content arrives.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <Box minH="100vh" />;
}
