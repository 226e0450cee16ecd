/**
 * Build-time rendering (scripts/prerender.ts): a public page, or the bare shell served for
 * the other routes, as HTML with the styles it uses and its head (title, description). The
 * browser paints it before any script runs and crawlers read it; main.tsx hydrates it.
 *
 * Nothing user-specific or changing is baked in: the visitor's navbar (the signed-in one
 * follows in the browser) and the loading state of anything fetched from the gateway.
 */
import type { ApolloClient } from '@apollo/client';
import { Box } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { DocumentNode } from 'graphql';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router-dom';
import { Layout } from '@/components/layout/layout.tsx';
import { accountSlot } from '@/features/auth/components/account-slot.ts';
import { createApolloClient } from '@/lib/apollo.ts';
import { PREFETCHABLE } from '@/lib/prefetch.ts';
import { PageHeadContext, type PageHead } from '@/lib/page-title.ts';
import { AppProviders } from './app/app.tsx';
import { routes } from './app/router.tsx';

/** A query's answer to put in the cache before rendering (a page rendered on request). */
export interface PrimedAnswer {
  operationName: keyof typeof PREFETCHABLE;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** <style> elements for the head, in the form Emotion picks up again in the browser. */
  styles: string;
  /** The page's title and description; null for the shell, which keeps the defaults. */
  head: PageHead | null;
  status: number;
}

/**
 * The layout with an empty main, what every non-prerendered route paints first. The main
 * keeps a screen's height, so the footer starts below the fold: nothing on screen moves
 * when the page's content arrives.
 */
const shellRoutes: RouteObject[] = [
  {
    element: <Layout account={accountSlot} />,
    children: [{ path: '*', element: <Box minH="100vh" /> }],
  },
];

/**
 * Emotion in "compat" mode keeps each inserted rule in `cache.inserted` instead of writing
 * <style> tags beside the elements. Global styles (not registered as a class) get a tag of
 * their own named as Emotion's <Global> looks for it, so the browser reuses it instead of
 * inserting the same CSS again; the class rules share one tag whose name lists them all,
 * which Emotion's cache reads to skip inserting those rules again. `data-s` tells Emotion
 * the tags are already in place in the head: otherwise it moves them there as it starts,
 * and the browser parses all that CSS a second time.
 */
function styleTags(cache: EmotionCache): string {
  const safe = (css: string) => css.replace(/<\/style/gi, '<\\/style');
  const tag = (name: string, css: string) =>
    `<style data-emotion="${name}" data-s="">${safe(css)}</style>`;
  const globals: string[] = [];
  const names: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      globals.push(tag(`${cache.key}-global ${name}`, css));
    } else {
      names.push(name);
      rules += css;
    }
  }
  return `${globals.join('')}${tag(`${cache.key} ${names.join(' ')}`, rules)}`;
}

async function render(
  routeTable: RouteObject[],
  path: string,
  client: ApolloClient = createApolloClient(),
): Promise<RenderedPage> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const collected: { head: PageHead | null } = { head: null };
  const html = renderToString(
    <CacheProvider value={cache}>
      <PageHeadContext.Provider value={(head) => (collected.head = head)}>
        <AppProviders client={client}>
          {/* No inline hydration data: there are no loaders, and the CSP allows no inline script. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>
    </CacheProvider>,
  );
  return { html, styles: styleTags(cache), head: collected.head, status: context.statusCode };
}

/** One route of the site, as the browser will hydrate it. */
export const renderPage = (path: string) => render(routes, path);

/**
 * A page whose main content is data (the course list, a course), rendered by the gateway
 * on request with the answers it already has: the HTML shows the data at once, and `state`
 * (the Apollo cache) lets the browser hydrate it without asking again (main.tsx).
 */
export async function renderDataPage(
  path: string,
  answers: PrimedAnswer[],
): Promise<RenderedPage & { state: unknown }> {
  const client = createApolloClient();
  for (const { operationName, variables, data } of answers) {
    const query: DocumentNode = PREFETCHABLE[operationName];
    client.writeQuery<Record<string, unknown>>({ query, variables, data });
  }
  const page = await render(routes, path, client);
  return { ...page, state: client.extract() };
}

/** The layout alone, for routes that depend on data or the signed-in user. */
export const renderShell = () => render(shellRoutes, '/');
