import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { Footer } from './footer.tsx';

/**
 * The page's outer frame: the router's pages (Layout: skip link, navbar, main) and, after
 * them, the footer, outside the router. The footer waits, as served, until it is needed
 * (HydrationBoundary `later`); under the router, every navigation would change what the
 * router provides above it, and React, unable to tell whether a part it has not hydrated
 * reads any of that, would render the footer afresh within the visitor's first click (at 4x
 * CPU, about 0.2 s of the first page opened). Used by the browser (app/app.tsx) and the
 * server (ssr/render.tsx) alike.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      {children}
      <HydrationBoundary later>
        <Footer />
      </HydrationBoundary>
    </Flex>
  );
}
