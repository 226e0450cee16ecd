/**
 * The browser's router, built from the route manifest (config/routes.ts). Every page is a
 * chunk of its own; the layout, the guard and the error element are part of the first load.
 */
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type DataRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { Layout } from '@/components/layout/layout.tsx';
import { RouteError } from '@/components/errors/route-error.tsx';
import { routeIds, routeManifest, type RouteEntry, type RouteId } from '@/config/routes.ts';
import { accountSlot } from '@/features/auth/components/account-slot.ts';
import { ClientOnly } from '@/lib/client-only.tsx';
import { useRouteHead } from '@/lib/page-title.ts';
import { RequireSignIn } from './require-sign-in.tsx';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

/** The page with the head its manifest entry names (a page may set a more specific one). */
function withHead(Page: ComponentType, entry: RouteEntry): ComponentType {
  function RoutePage() {
    useRouteHead(entry.head);
    return <Page />;
  }
  RoutePage.displayName = `Route(${entry.page})`;
  return RoutePage;
}

function pageRoute(id: RouteId): RouteObject {
  const entry: RouteEntry = routeManifest[id];
  const load = pageModules[`./routes/${entry.page}.tsx`];
  if (!load) throw new Error(`The route manifest names a page with no module: ${entry.page}.`);
  // One component for the page however it is reached (a chunk that failed is asked again).
  let page: Promise<{ Component: ComponentType }> | undefined;
  const loadPage = () =>
    (page ??= load().then(
      (module) => ({ Component: withHead(module.default, entry) }),
      (error: unknown) => {
        page = undefined;
        throw error;
      },
    ));
  // The router's own way in: once it has asked, it fills the route in itself.
  const lazy = () => {
    routerLoading.add(lazy);
    return loadPage();
  };
  pageLoaders.set(lazy, loadPage);
  return { id, path: entry.path, lazy };
}

/** Each page route's loader, for loading a page ahead without going through the router. */
const pageLoaders = new WeakMap<object, () => Promise<{ Component: ComponentType }>>();
/** The page routes the router has started loading itself. */
const routerLoading = new WeakSet<object>();

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

export function createRouter() {
  return createBrowserRouter(routes);
}

type AppRouter = ReturnType<typeof createRouter>;

/**
 * Fills in the lazy routes that `pathname` matches in a route table, the way the router
 * itself does as it reaches one: the page's component set, `lazy` gone. Returns false when a
 * chunk could not be fetched; those routes stay lazy and the router shows its
 * chunk-failure page when it gets there. `running`: the table of a running router, which
 * may be filling a route in itself and is then left to.
 */
async function resolveLazyRoutes(
  table: RouteObject[] | DataRouteObject[],
  pathname: string,
  { running }: { running: boolean },
): Promise<boolean> {
  const matches = matchRoutes(table, pathname) ?? [];
  const loads = matches.map(async ({ route }) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return;
    const loadPage = pageLoaders.get(lazy);
    const { Component } = (await (loadPage ? loadPage() : lazy())) as {
      Component?: ComponentType;
    };
    // Filled in meanwhile, or being filled in by the router itself (navigating there as the
    // page's code arrived: it would find the route already filled and say so), or nothing
    // to show.
    if (route.lazy !== lazy || (running && routerLoading.has(lazy)) || !Component) return;
    Object.assign(route, { Component, lazy: undefined });
  });
  const results = await Promise.allSettled(loads);
  return results.every((result) => result.status === 'fulfilled');
}

/**
 * Loads the page modules the given path needs into the route table a router is created
 * from, so the router starts fully resolved: the page the server rendered then hydrates at
 * once instead of rendering nothing until its chunk arrives.
 */
export function loadRouteModules(pathname: string): Promise<boolean> {
  return resolveLazyRoutes(routes, pathname, { running: false });
}

/**
 * Loads the page modules the given path needs into a running router's own route table
 * (the router keeps copies of the routes it was created with). A later navigation there
 * then has nothing to load and commits the new page at once, in one render; a route still
 * lazy makes the router first render the current page again in a "loading" state, which
 * costs a slow phone a few hundred milliseconds before the new page even starts.
 */
export async function loadRouteModulesInto(router: AppRouter, pathname: string): Promise<void> {
  await resolveLazyRoutes(router.routes as DataRouteObject[], pathname, { running: true });
}
