import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { Activity, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteFrame } from '@/components/layout/site-frame.tsx';
import { basenameOf, LanguageContext, localizedPath, type Language } from '@/lib/i18n/language.ts';
import { loadCatalogues } from '@/lib/i18n/catalogue.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { setPagePreloader } from '@/lib/preload.ts';
import { createBrowserStyleCache, createOffscreenStyleCache } from '@/lib/style-cache.ts';
import { getSystem } from '@/theme/system.ts';
import { createRouter, loadRouteModules, routes } from './router.tsx';

interface AppProvidersProps {
  client: ApolloClient;
  /** The page's language, from its URL. */
  language: Language;
  children: ReactNode;
}

/** The providers every page needs; the server renderer (ssr/render.tsx) uses them too. */
export function AppProviders({ client, language, children }: AppProvidersProps) {
  return (
    <LanguageContext value={language}>
      <ChakraProvider value={getSystem()}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </ChakraProvider>
    </LanguageContext>
  );
}

/**
 * The site in the browser, on the given Apollo client. Create it once the current page's
 * route modules are loaded (router.tsx, loadRouteModules), so the first render is the page.
 */
export function createApp(client: ApolloClient, language: Language): ReactNode {
  const router = createRouter(language);
  const styleCache = createBrowserStyleCache();
  const warmStyleCache = createOffscreenStyleCache();
  setNavigator((to, options) => void router.navigate(to, options));
  // A page warmed ahead has done its work once the visitor is on it.
  router.subscribe((state) => forgetWarmPage(state.location.pathname));
  setPagePreloader(async (path) => {
    await loadRouteModules(path);
    // Its text in the page's language too (a Hindi catalogue is fetched), so it opens in one go.
    await loadCatalogues(language);
    warmPage(path, language, (page) => (
      <CacheProvider value={warmStyleCache}>
        <AppProviders client={client} language={language}>
          {page}
        </AppProviders>
      </CacheProvider>
    ));
  });
  return (
    <CacheProvider value={styleCache}>
      <AppProviders client={client} language={language}>
        <SiteFrame>
          <RouterProvider router={router} />
        </SiteFrame>
      </AppProviders>
    </CacheProvider>
  );
}

/** Pages warmed during this visit: the hidden root of each, until the visitor opens it. */
const warmed = new Map<string, Root | null>();

/**
 * Renders a page the visitor is likely to open next out of sight, ahead of time, so that
 * when they do open it the styles of its elements are already worked out: Chakra computes
 * an element's styles the first time it meets them, and that makes a page's first render
 * in the browser slow on a phone (measured at 4x CPU slowdown, Purchase Now to the sign-in
 * page: 0.5 to 0.8 s the first time, 0.07 to 0.2 s the second).
 *
 * The page renders in a root of its own, detached from the document, with a style cache of
 * its own whose <style> elements are detached too (the document's styles are the visible
 * page's alone: a hidden page's global styles come and go with it), inside a hidden
 * <Activity>: React renders it at its lowest priority, in short slices that give way to
 * anything the visitor does, and runs none of its effects, so it asks nothing of the
 * gateway, changes no title and navigates nowhere. It stays, hidden, until the visitor
 * opens the page (or for the visit).
 */
function warmPage(
  path: string,
  language: Language,
  withProviders: (page: ReactNode) => ReactNode,
): void {
  if (warmed.has(path) || typeof document === 'undefined') return;
  // Opened while its code was loading: the page itself has done the work.
  if (window.location.pathname === localizedPath(path, language)) return;
  const router = createMemoryRouter(routes, {
    initialEntries: [localizedPath(path, language)],
    basename: basenameOf(language),
  });
  const root = createRoot(document.createElement('div'));
  warmed.set(path, root);
  root.render(
    <Activity mode="hidden">{withProviders(<RouterProvider router={router} />)}</Activity>,
  );
}

function forgetWarmPage(path: string): void {
  const root = warmed.get(path);
  if (!root) return;
  warmed.set(path, null);
  // Once the browser is idle: unmounting now would make React drop the new page's render
  // in progress (it works on one root at a time) and start it over.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  idle?.(() => root.unmount());
}
