/**
 * The browser's router, built from the route manifest (config/routes.ts). Every page is a
 * chunk of its own; the layout, the guard and the error element are part of the first load.
 */
import { use, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '@/components/layout/layout.tsx';
import { RouteError } from '@/components/errors/route-error.tsx';
import type { RouteId } from '@/config/route-ids.ts';
import { routeIds, routeManifest, type RouteEntry } from '@/config/routes.ts';
import { accountSlot } from '@/features/auth/components/account-slot.ts';
import { ClientOnly } from '@/lib/client-only.tsx';
import { loadCatalogues } from '@/lib/i18n/catalogue.ts';
import { basenameOf, useLanguage, type Language } from '@/lib/i18n/language.ts';
import { useRouteHead } from '@/lib/page-title.ts';
import { RequireSignIn } from './require-sign-in.tsx';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

/** The staff room's pages come through one module of their own (staff-room.ts). */
const STAFF_PAGE = /^staff(-[a-z-]+)?$/;

/** How to fetch a page's module, or undefined when the manifest names one that is not there. */
function moduleOf(page: string): (() => Promise<PageModule>) | undefined {
  const own = pageModules[`./routes/${page}.tsx`];
  if (own) return own;
  if (STAFF_PAGE.test(page)) {
    return () => import('./staff-room.ts').then(({ loadStaffPage }) => loadStaffPage(page));
  }
  return undefined;
}

/** Each page's component once its module is here, and its module while it is on its way. */
const loadedPages = new Map<string, ComponentType>();
const loadingPages = new Map<string, Promise<ComponentType>>();
/** Pages whose module could not be fetched: asked for again only when loaded ahead. */
const failedPages = new Set<string>();

/**
 * A page's module, fetched once. A page rendered while its chunk has failed shows the
 * route's error (the promise stays rejected, so React does not ask again and again);
 * loading it ahead (`retry`: a link hovered, a page about to open) fetches it anew.
 */
function loadPage(page: string, { retry = false } = {}): Promise<ComponentType> {
  const loading = loadingPages.get(page);
  if (loading && !(retry && failedPages.has(page))) return loading;
  const load = moduleOf(page);
  if (!load) throw new Error(`The route manifest names a page with no module: ${page}.`);
  failedPages.delete(page);
  const next = load().then(
    (module) => {
      loadedPages.set(page, module.default);
      return module.default;
    },
    (error: unknown) => {
      failedPages.add(page);
      throw error;
    },
  );
  loadingPages.set(page, next);
  return next;
}

/**
 * A page's module and its text in a language, fetched together: one wait for both. Its text
 * is every catalogue its code brought (loadCatalogues), so its parts need not wait again.
 */
const pagesWithText = new WeakMap<Promise<ComponentType>, Map<Language, Promise<ComponentType>>>();

function pageWithText(entry: RouteEntry, language: Language): Promise<ComponentType> {
  const module = loadPage(entry.page);
  let byLanguage = pagesWithText.get(module);
  if (!byLanguage) pagesWithText.set(module, (byLanguage = new Map()));
  let both = byLanguage.get(language);
  if (!both) {
    both = Promise.all([
      module.then(() => loadCatalogues(language)),
      entry.head.load(language),
    ]).then(() => module);
    byLanguage.set(language, both);
  }
  return both;
}

/**
 * A route's page: rendered at once when its module is here (the page being hydrated, a
 * page loaded ahead), otherwise React waits for it with `use`: within the router's
 * navigation (a transition) the current page stays on screen until the new one can show.
 * The head is the one the manifest makes from the route's data (a not-found page sets its own).
 */
function pageComponent(id: RouteId, entry: RouteEntry): ComponentType {
  function RoutePage() {
    const language = useLanguage();
    // The head first (it never waits: its text comes with the page's code, below).
    useRouteHead(id);
    // The same component for a page every time: its module's, once loaded, with its text in
    // the page's language; otherwise one wait for both (waiting twice in one first render,
    // with a hook between, is a React error, #467).
    const loaded = loadedPages.get(entry.page);
    const Page =
      loaded && entry.head.catalogue.textIn(language) !== undefined
        ? loaded
        : use(pageWithText(entry, language));
    // eslint-disable-next-line react-hooks/static-components
    return <Page />;
  }
  RoutePage.displayName = `Route(${entry.page})`;
  return RoutePage;
}

function pageRoute(id: RouteId): RouteObject {
  const entry: RouteEntry = routeManifest[id];
  if (!moduleOf(entry.page)) {
    throw new Error(`The route manifest names a page with no module: ${entry.page}.`);
  }
  return { id, path: entry.path, Component: pageComponent(id, entry) };
}

const byAccess = (access: RouteEntry['access']) =>
  routeIds.filter((id) => routeManifest[id].access === access).map(pageRoute);

/**
 * Signed-in pages come from the browser alone: the server renders their frame with an
 * empty main, and the guard (which reads the stored login record) runs only once hydrated.
 */
function SignedInPages() {
  return (
    <ClientOnly>
      <RequireSignIn />
    </ClientOnly>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout account={accountSlot} />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...byAccess('public'),
          { element: <SignedInPages />, children: byAccess('signed-in') },
        ],
      },
    ],
  },
];

/** The browser's router for a page's language: Hindi pages are the same routes under /hi. */
export function createRouter(language: Language) {
  return createBrowserRouter(routes, { basename: basenameOf(language) });
}

/**
 * Loads the modules of the pages `pathname` leads to. Before hydrating, so the page the
 * server rendered hydrates at once; ahead of a navigation, so the page then renders in one
 * go. A chunk that failed before is fetched anew. Resolves to false when a chunk could not be
 * fetched: opening the page then shows the route's error element, which offers a reload.
 */
export async function loadRouteModules(pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.flatMap(({ route }) =>
    route.id !== undefined && Object.hasOwn(routeManifest, route.id)
      ? [routeManifest[route.id as RouteId].page]
      : [],
  );
  const results = await Promise.allSettled(pages.map((page) => loadPage(page, { retry: true })));
  return results.every((result) => result.status === 'fulfilled');
}
