import { Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { HydrationBoundary } from '@/lib/hydration-boundary.tsx';
import { Footer } from './footer.tsx';
import { createPagePathReport, PagePathReportContext } from './page-path.ts';

/**
 * The page's outer frame: the router's pages (Layout: skip link, navbar, main) and, after
 * them, the footer, outside the router. The footer waits, as served, until it is needed
 * (HydrationBoundary `later`); under the router, every navigation would change what the
 * router provides above it, and React, unable to tell whether a part it has not hydrated
 * reads any of that, would render the footer afresh within the visitor's first click (at 4x
 * CPU, about 0.2 s of the first page opened). Used by the browser (app/app.tsx) and the
 * server (ssr/render.tsx) alike. The footer learns the page it is on from the layout
 * (page-path.ts): on the server, through the report the frame passes to both.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const [report] = useState(createPagePathReport);
  return (
    <PagePathReportContext value={report}>
      <Flex direction="column" minH="100dvh">
        {children}
        <HydrationBoundary later name="footer">
          <Footer />
        </HydrationBoundary>
      </Flex>
    </PagePathReportContext>
  );
}
