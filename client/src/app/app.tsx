import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setApolloNavigator } from '@/lib/apollo.ts';
import { setPagePreloader } from '@/lib/preload.ts';
import { createBrowserStyleCache } from '@/lib/style-cache.ts';
import { getSystem } from '@/theme/system.ts';
import { createRouter, loadRouteModules } from './router.tsx';

let provided: SystemContext | undefined;

/**
 * The system as ChakraProvider gets it. Every page the gateway serves already carries the
 * system's global CSS and its layer order (client/src/ssr/render.tsx), so in the browser
 * ChakraProvider's two <Global>s get nothing to compute, insert or move again (see
 * lazyChakraGlobalCss in vite.config.ts); on the dev server's bare page, and when
 * rendering on a server, they get it all.
 */
function providedSystem(): SystemContext {
  if (provided) return provided;
  const system = getSystem();
  const hasGlobalCss =
    typeof document !== 'undefined' &&
    document.querySelector('style[data-emotion^="css-global"]') !== null;
  provided = hasGlobalCss
    ? Object.create(system, {
        _global: { value: [] },
        layers: { value: { ...system.layers, atRule: '' } },
      })
    : system;
  return provided ?? system;
}

/** The providers every page needs; the server renderer (ssr/render.tsx) uses them too. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ChakraProvider value={providedSystem()}>
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
  setApolloNavigator((to) => void router.navigate(to));
  setPagePreloader(loadRouteModules);
  return (
    <CacheProvider value={createBrowserStyleCache()}>
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>
  );
}
