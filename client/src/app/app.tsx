import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { setApolloNavigator } from '@/lib/apollo.ts';
import { releaseEarlyInput } from '@/lib/early-input.ts';
import { whenHydrated } from '@/lib/hydration-boundary.tsx';
import { getSystem } from '@/theme/system.ts';
import { createRouter } from './router.tsx';

let provided: SystemContext | undefined;

/**
 * The system as ChakraProvider gets it. Every page the gateway serves already carries the
 * system's global CSS (scripts/prerender.ts), so in the browser ChakraProvider's <Global>
 * gets none to compute and insert again (see lazyChakraGlobalCss in vite.config.ts); on
 * the dev server's bare page, and when rendering at build time, it gets it all.
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

interface AppProvidersProps {
  client: ApolloClient;
  /** Called once the first render is on the page (the page hydrated or rendered afresh). */
  onReady?: () => void;
  children: ReactNode;
}

/** The providers every page needs; the build-time renderer (entry-server.tsx) uses them too. */
export function AppProviders({ client, onReady, children }: AppProvidersProps) {
  // A parent's effects run after its children's: the whole first render is committed.
  useEffect(() => onReady?.(), [onReady]);
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
/** The longest the held input waits for the page's last part to hydrate. */
const HYDRATION_WAIT_MS = 5000;

/** Releases what the visitor did early once every part of the page is hydrated. */
function releaseWhenHydrated() {
  whenHydrated(releaseEarlyInput);
  window.setTimeout(releaseEarlyInput, HYDRATION_WAIT_MS);
}

export function createApp(client: ApolloClient): ReactNode {
  const router = createRouter();
  setApolloNavigator((to) => void router.navigate(to));
  return (
    <AppProviders client={client} onReady={releaseWhenHydrated}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
