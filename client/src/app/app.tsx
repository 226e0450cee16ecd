import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setApolloNavigator } from '@/lib/apollo.ts';
import { setPagePreloader } from '@/lib/preload.ts';
import { getSystem } from '@/theme/system.ts';
import { createRouter, loadRouteModules } from './router.tsx';

let provided: SystemContext | undefined;

/**
 * The system as ChakraProvider gets it. Every page the gateway serves already carries the
 * system's global CSS (client/src/ssr/render.tsx), so in the browser ChakraProvider's
 * <Global> gets none to compute and insert again (see lazyChakraGlobalCss in
 * vite.config.ts); on the dev server's bare page, and when rendering on a server, it gets it all.
 */
function providedSystem(): SystemContext {
  if (provided) return provided;
  const system = getSystem();
  const hasGlobalCss =
    typeof document !== 'undefined' &&
    document.querySelector('style[data-emotion^="css-global"]') !== null;
  provided = hasGlobalCss ? Object.create(system, { _global: { value: [] } }) : system;
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
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
