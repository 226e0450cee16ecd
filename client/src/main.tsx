import type { ApolloClient } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApolloClient } from '@/lib/apollo.ts';
import { countRenderedBoundaries } from '@/lib/hydration-boundary.tsx';
import { RENDERED_DATA_ELEMENT_ID, primeCache } from '@/lib/prefetch.ts';
import { getSystem } from '@/theme/system.ts';
import { createApp } from './app/app.tsx';
import { loadRouteModules } from './app/router.tsx';

/** Lets the browser paint and handle input before the next step of starting up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function render(container: HTMLElement, client: ApolloClient, hydrate: boolean) {
  const app = <StrictMode>{createApp(client)}</StrictMode>;
  // As a transition the first render runs in short slices, so the page keeps answering input.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/**
 * Starting up in separate tasks (the page's modules, the style system, then the first
 * render in slices) keeps each one short. Not a top-level await: page chunks import shared
 * code from this entry chunk.
 */
async function start(container: HTMLElement) {
  const routeModules = loadRouteModules(window.location.pathname);
  await nextTask();
  getSystem();
  const resolved = await routeModules;
  const client = createApolloClient();
  const restored = restoreRenderedData(client);
  await nextTask();
  // A public page rendered at build time (scripts/prerender.ts) carries this mark and is
  // hydrated, keeping what is already on screen (its data, if the page loader asked for it
  // early, arrives through lib/prefetch.ts as any load ends). The shell served for the
  // other routes is replaced by a fresh render, with its data at once if it is already here.
  const prerendered = container.dataset.prerendered === 'page' && resolved;
  if (!prerendered && !restored) primeCache(client);
  // The parts React will hydrate after the rest; held input waits for the last of them.
  if (prerendered) countRenderedBoundaries(container);
  render(container, client, prerendered);
}

/**
 * A page the gateway rendered with its data (gateway/site/data-pages.ts) carries that data, the
 * Apollo cache it rendered from, in a JSON script element: restored, the page hydrates
 * as it was rendered and asks for nothing again.
 */
function restoreRenderedData(client: ApolloClient): boolean {
  const element = document.getElementById(RENDERED_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  try {
    client.cache.restore(
      JSON.parse(element.textContent) as Parameters<typeof client.cache.restore>[0],
    );
    return true;
  } catch {
    return false;
  } finally {
    element.remove();
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);
