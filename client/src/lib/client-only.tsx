import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIsHydrating } from './use-is-hydrating.ts';

/**
 * Renders its children in the browser only; the server (and hydration) render a screen-high
 * placeholder instead, so the footer starts below the fold and nothing moves when the
 * content arrives. What only the browser can render (who is signed in) thus waits until the
 * HTML the server sent is adopted, so the two never disagree.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useIsHydrating() ? <Box minH="100vh" /> : children;
}
