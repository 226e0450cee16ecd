import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import type { RouteId } from '@/config/route-ids.ts';
import { namedRouteQueries, routeHead, routeManifest } from '@/config/routes.ts';
import { CatalogueReportContext } from './i18n/catalogue.ts';
import { useLanguage } from './i18n/language.ts';
import { brandedHead, type PageHead } from './page-head.ts';
/** What a page reports while it is rendered to HTML: its head, and a status other than 200. */
export interface PageReport {
  head?: PageHead;
  status?: number;
}

/**
 * Set only while a page is rendered to HTML (client/src/ssr/render.tsx): it receives what
 * effects cannot set there. In the browser it is null.
 */
export const PageReportContext = createContext<((report: PageReport) => void) | null>(null);

/**
 * Pages showing a head of their own inside a route (a not-found course, a route's error):
 * while one is on screen the route's head gives way, whichever commits last. A page's effects
 * run before its route's, so the route sees it in the same commit.
 */
const ownHeads = new Set<symbol>();

function useHead(head: PageHead | null, { own }: { own: boolean }): void {
  const report = useContext(PageReportContext);
  if (head) report?.({ head });
  const title = head?.title;
  const description = head?.description;
  useEffect(() => {
    if (title === undefined || (!own && ownHeads.size > 0)) return;
    document.title = title;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, own]);
  useEffect(() => {
    if (!own) return;
    const mark = Symbol('own head');
    ownHeads.add(mark);
    return () => {
      ownHeads.delete(mark);
    };
  }, [own]);
}

/** The defined route parameters (the router also gives a wildcard's, and undefined ones). */
function definedParams(params: Readonly<Record<string, string | undefined>>) {
  const defined: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && name !== '*') defined[name] = value;
  }
  return defined;
}

interface DataSnapshot {
  key: string;
  answers: unknown[];
  data: Readonly<Record<string, unknown>>;
}

/**
 * The answers to a route's queries as the Apollo cache holds them now, by name, and again
 * whenever they change there. The page asks them (lib/route-query.ts); this only reads.
 */
function useRouteData(id: RouteId, params: Readonly<Record<string, string>>) {
  const client = useApolloClient();
  const queries = namedRouteQueries(routeManifest[id], params);
  const key = JSON.stringify([id, params]);
  const last = useRef<DataSnapshot | null>(null);
  const read = (query: { document: DocumentNode; variables: Record<string, string> }) =>
    client.readQuery({ query: query.document, variables: query.variables }) ?? undefined;
  // The cache gives the same object for an unchanged answer: a snapshot changes only with one.
  const snapshot = () => {
    const answers = queries.map(read);
    const previous = last.current;
    if (
      previous?.key === key &&
      answers.every((answer, index) => answer === previous.answers[index])
    ) {
      return previous.data;
    }
    const data = Object.fromEntries(queries.map((query, index) => [query.name, answers[index]]));
    last.current = { key, answers, data };
    return data;
  };
  const subscribe = useCallback(
    (changed: () => void) => {
      const stops = namedRouteQueries(routeManifest[id], params).map((query) =>
        client.cache.watch({
          query: query.document,
          variables: query.variables,
          optimistic: true,
          callback: changed,
        }),
      );
      return () => stops.forEach((stop) => stop());
    },
    // The key stands for the id and the parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, key],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The route's head (config/routes.ts) in the page's language, made from its data as the
 * cache holds it. It does not wait: its text comes with the page's code (app/router.tsx).
 */
export function useRouteHead(id: RouteId): void {
  const language = useLanguage();
  const params = definedParams(useParams());
  const reportCatalogue = useContext(CatalogueReportContext);
  reportCatalogue?.(routeManifest[id].head.catalogue.name);
  const data = useRouteData(id, params);
  // Only its words are used here: the served page's links come from the gateway.
  useHead(routeHead({ id, params, language, data, siteUrl: '' }) ?? null, { own: false });
}

/** A page's own head, beyond its route's: the tab title "{brand} | {page}". */
export function usePageTitle(page: string, description?: string): void {
  useHead(brandedHead(page, description), { own: true });
}

/** The not-found page: a fixed tab title (SPEC.md §2), and status 404 when rendered to HTML. */
export function useNotFound(title: string): void {
  const report = useContext(PageReportContext);
  report?.({ status: 404 });
  useHead({ title }, { own: true });
}
