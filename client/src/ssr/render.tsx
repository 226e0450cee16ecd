/**
 * The page renderer: any route of the manifest (config/routes.ts) as HTML, the same tree
 * the browser hydrates (app/router.tsx), with the styles it uses and its head. The build
 * renders the 'build' and 'browser' routes with it (scripts/prerender.ts); the gateway the
 * 'request' routes, with the answers to their public queries (gateway/site/pages.ts), and
 * the 'staff' routes, with their queries answered as the staff member who asked
 * (staff-render.ts).
 *
 * Nothing of a student is ever rendered here: public queries run without the visitor's
 * session, the navbar is the visitor's, and student pages render their frame only.
 */
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app.tsx';
import { SiteFrame } from '@/components/layout/site-frame.tsx';
import { loadRouteModules, routes } from '@/app/router.tsx';
import {
  matchRoute,
  namedRouteQueries,
  queryVariables,
  routeHead,
  routeQueries,
  type RouteMatch,
} from '@/config/routes.ts';
import { createApolloClient } from '@/lib/apollo.ts';
import { CatalogueReportContext, loadCatalogues, textIn } from '@/lib/i18n/catalogue.ts';
import { PageReportContext, type PageReport } from '@/lib/page-title.ts';
import { ServedFormContext, ServedFormHolder } from '@/components/ui/form/served-form.tsx';
import type { ServedForm } from '@/lib/form-post.ts';
import { site, siteCatalogue } from '@/content/site.ts';
import { STYLE_CACHE_KEY } from '@/lib/style-cache.ts';
import type { ExecuteMutation, ExecutePublicQuery, FormPost, RenderedPage } from './contract.ts';
import { operationNameOf, publicQueryText } from './public-queries.ts';
import { runFormPost } from './submit-form.ts';
import { renderStaffTree, staffClient } from './staff-render.ts';

export type { ExecutePublicQuery, RenderedPage } from './contract.ts';
/** For the gateway: a form posted without the app (ssr/submit-form.ts). */
export const submitForm = (post: FormPost) => runFormPost(post, renderRoute);
/** For the build (scripts/prerender.ts), which renders the routes it lists. */
export { routeIds, routeManifest } from '@/config/routes.ts';
export { languages, localizedPath } from '@/lib/i18n/language.ts';

/**
 * The page's styles the way Emotion's server rendering documents them: one <style> per
 * global style and one for the class rules the markup uses, each naming its rules, which
 * the browser's style cache (lib/style-cache.ts) takes as already inserted.
 */
function styleTags(cache: EmotionCache, html: string): string {
  const server = createEmotionServer(cache);
  return server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
}

/**
 * React puts the resource hints it derives (a page's first image) first in its markup;
 * they belong in the head, where the browser meets them earliest and hydration skips them.
 */
function splitPreloads(markup: string): { preloads: string; markup: string } {
  const preloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(markup)?.[0] ?? '';
  return { preloads, markup: markup.slice(preloads.length) };
}

interface Answers {
  complete: boolean;
  dataFetchedAt: number | null;
  written: boolean;
}

/** Asks the route's public queries and writes their answers into the client's cache. */
async function answerQueries(
  client: ApolloClient,
  match: RouteMatch,
  execute: ExecutePublicQuery | undefined,
): Promise<Answers> {
  const queries = routeQueries(match.entry);
  if (queries.length === 0) return { complete: true, dataFetchedAt: null, written: false };
  if (!execute) return { complete: false, dataFetchedAt: null, written: false };
  const answers = await Promise.all(
    queries.map(async (query) => {
      const variables = queryVariables(query, match.params);
      const answer = await execute({
        query: publicQueryText(query.document),
        operationName: operationNameOf(query.document),
        variables,
      });
      return answer ? { ...answer, query, variables } : null;
    }),
  );
  let dataFetchedAt: number | null = null;
  let written = false;
  for (const answer of answers) {
    if (!answer) continue;
    // As the server answered it: the variables came from the route, the data from the API.
    const document: DocumentNode = answer.query.document;
    client.writeQuery({
      query: document,
      variables: answer.variables,
      data: answer.data,
    });
    written = true;
    dataFetchedAt = Math.min(dataFetchedAt ?? answer.fetchedAt, answer.fetchedAt);
  }
  return { complete: answers.every((answer) => answer !== null), dataFetchedAt, written };
}

/** The route's data as the page was rendered with it, by name: what its head is made from. */
function routeDataOf(client: ApolloClient, match: RouteMatch): Record<string, unknown> {
  return Object.fromEntries(
    namedRouteQueries(match.entry, match.params).map(({ name, document, variables }) => [
      name,
      client.readQuery({ query: document, variables }) ?? undefined,
    ]),
  );
}

/**
 * Renders the route at `url`. With `execute`, a route's public queries are answered first
 * and the page shows their data; without it (or when one fails) the page shows its loading
 * state, as in the browser before the data arrives.
 */
export async function renderRoute(
  url: string,
  execute?: ExecutePublicQuery,
  {
    servedForm = null,
    session,
  }: {
    servedForm?: ServedForm | null;
    /** A staff page's queries, answered as the visitor who asked (their staff session). */
    session?: ExecuteMutation;
  } = {},
): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  const match = matchRoute(new URL(request.url).pathname);
  const { language } = match;
  const staff = match.entry.render === 'staff' && session ? staffClient(session) : null;
  const client = staff?.client ?? createApolloClient({ ssrMode: true, language });
  // The page's code first: a string render cannot wait for it.
  const [answers] = await Promise.all([
    answerQueries(client, match, execute),
    loadRouteModules(match.routerPath),
  ]);
  // And its text: every catalogue the code loaded, in the page's language.
  await loadCatalogues(language);

  const handler = createStaticHandler(routes, { basename: match.basename });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url} answers with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const cache = createCache({ key: STYLE_CACHE_KEY });
  // Rules kept in the cache for styleTags, not written beside the elements (Emotion's SSR).
  cache.compat = true;
  const reports: PageReport[] = [];
  const catalogues = new Set<string>();
  const tree: ReactNode = (
    <CacheProvider value={cache}>
      <PageReportContext.Provider value={(report) => reports.push(report)}>
        <CatalogueReportContext value={(name) => catalogues.add(name)}>
          <AppProviders client={client} language={language}>
            <ServedFormContext value={new ServedFormHolder(servedForm)}>
              <SiteFrame>
                {/* No inline hydration data: there are no loaders, and the CSP allows no inline script. */}
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </SiteFrame>
            </ServedFormContext>
          </AppProviders>
        </CatalogueReportContext>
      </PageReportContext.Provider>
    </CacheProvider>
  );
  const html = staff ? await renderStaffTree(tree, staff) : renderToString(tree);
  // The last report wins: a page's own (a not-found) comes after its route's.
  // A student page renders its frame only, so its route's head is made here, without data.
  const { title, description } = reports.findLast((report) => report.head)?.head ??
    routeHead({ ...match, data: {}, siteUrl: '' }) ?? { title: site.brandName };
  // A page with no description of its own has the site's, in its language; the rest of
  // its head the gateway makes with the site's address (gateway/site/seo.ts).
  const head = {
    title,
    description: description ?? textIn(siteCatalogue, language).site.description,
  };
  const status = reports.findLast((report) => report.status)?.status ?? context.statusCode;
  const { preloads, markup } = splitPreloads(html);
  return {
    route: match.id,
    language,
    catalogues: [...catalogues].sort(),
    status,
    head,
    preloads,
    markup,
    styles: styleTags(cache, html),
    state: answers.written || staff?.answered() ? client.extract() : null,
    refusals: staff?.refusals() ?? null,
    servedForm,
    complete: answers.complete,
    dataFetchedAt: answers.dataFetchedAt,
    data: routeDataOf(client, match),
  };
}
