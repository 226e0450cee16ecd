import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { Activity, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteFrame } from '@/components/layout/site-frame.tsx';
import { setNavigator } from '@/lib/navigation.ts';
import { setPagePreloader } from '@/lib/preload.ts';
import { createBrowserStyleCache } from '@/lib/style-cache.ts';
import { getSystem } from '@/theme/system.ts';
import { createRouter, loadRouteModules, routes } from './router.tsx';

/** The providers every page needs; the server renderer (ssr/render.tsx) uses them too. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={getSystem()}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </ChakraProvider>
  );
}

/**
 * The site in the browser, on the given Apollo client. Create it once the current page's
 * route modules are loaded (router.tsx, loadRouteModules), so the first render is the page.
 */
export function createApp(client: ApolloClient): ReactNode {
  const router = createRouter();
  const styleCache = createBrowserStyleCache();
  setNavigator((to, options) => void router.navigate(to, options));
  // A page warmed ahead has done its work once the visitor is on it.
  router.subscribe((state) => forgetWarmPage(state.location.pathname));
  setPagePreloader(async (path) => {
    await loadRouteModules(path);
    warmPage(path);
  });
  return (
    <CacheProvider value={styleCache}>
      <AppProviders client={client}>
        <SiteFrame>
          <RouterProvider router={router} />
        </SiteFrame>
        <WarmPages />
      </AppProviders>
    </CacheProvider>
  );
}

/** The pages being warmed now, and every page warmed once during this visit. */
let warming: readonly string[] = [];
const warmedOnce = new Set<string>();
const warmingListeners = new Set<() => void>();

function setWarming(paths: readonly string[]): void {
  warming = paths;
  for (const listener of warmingListeners) listener();
}

function subscribeWarming(listener: () => void): () => void {
  warmingListeners.add(listener);
  return () => warmingListeners.delete(listener);
}

const NOTHING_WARMING: readonly string[] = [];

/**
 * Renders a page the visitor is likely to open next out of sight, ahead of time, so that
 * when they do open it the styles of its elements are already worked out: Chakra computes
 * an element's styles the first time it meets them, and that makes a page's first render
 * in the browser slow on a phone (measured at 4x CPU slowdown, Purchase Now to the sign-in
 * page: 0.5 to 0.8 s the first time, 0.07 to 0.2 s the second).
 *
 * The page renders inside the app, under its providers and style cache, through a portal
 * into an element outside the document, inside a hidden <Activity>: React renders it at its
 * lowest priority, in short slices that give way to anything the visitor does, and runs none
 * of its effects, so it asks nothing of the gateway, changes no title and navigates nowhere.
 * It stays, hidden, until the visitor opens the page (or for the visit).
 */
function warmPage(path: string): void {
  if (typeof document === 'undefined' || warmedOnce.has(path)) return;
  // Opened while its code was loading: the page itself has done the work.
  if (window.location.pathname === path) return;
  warmedOnce.add(path);
  setWarming([...warming, path]);
}

function forgetWarmPage(path: string): void {
  if (!warming.includes(path)) return;
  // Once the browser is idle: unmounting now would make React drop the new page's render
  // in progress and start it over.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  idle?.(() => setWarming(warming.filter((warm) => warm !== path)));
}

/** The pages being warmed; each page's own render waits at <Activity>'s lowest priority. */
function WarmPages() {
  const paths = useSyncExternalStore(
    subscribeWarming,
    () => warming,
    () => NOTHING_WARMING,
  );
  return paths.map((path) => <WarmPage key={path} path={path} />);
}

function WarmPage({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  const [outside] = useState(() => document.createElement('div'));
  return createPortal(
    <Activity mode="hidden">
      <RouterProvider router={router} />
    </Activity>,
    outside,
  );
}
