import { Box, Button } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MessagePage } from '@/components/ui/message-page.tsx';
import { shellCatalogue } from '@/content/shell.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/lib/page-title.ts';
import { useInLayout } from '@/components/layout/layout-context.ts';
import { NotFound } from './not-found.tsx';

const CHUNK_FAILURE =
  /Loading chunk|ChunkLoadError|dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** True when a lazily loaded page's script (or its CSS) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/**
 * The router's error element (SPEC.md §8): a 404 renders the not-found page, a page
 * chunk that failed to download says so and offers a reload, anything else is the
 * generic 'Unexpected Application Error' page.
 */
export function RouteError() {
  const error = useRouteError();
  const inLayout = useInLayout();
  const content =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFound />
    ) : (
      <UnexpectedError chunk={isChunkLoadError(error)} />
    );
  // Outside the layout (the layout itself failed) the page still needs its main landmark.
  return inLayout ? (
    content
  ) : (
    <Box as="main" id="main" minH="100vh">
      {content}
    </Box>
  );
}

function UnexpectedError({ chunk }: { chunk: boolean }) {
  const { routeErrorText } = useText(shellCatalogue);
  usePageTitle(chunk ? routeErrorText.chunkHeading : routeErrorText.title);
  return (
    <MessagePage
      alert
      heading={chunk ? routeErrorText.chunkHeading : routeErrorText.heading}
      body={chunk ? routeErrorText.chunkBody : routeErrorText.body}
      actions={
        <Button colorPalette="brand" size="lg" onClick={() => window.location.reload()}>
          {routeErrorText.reload}
        </Button>
      }
      links={[{ to: paths.home, label: routeErrorText.homeLink, reloadDocument: true }]}
    />
  );
}
