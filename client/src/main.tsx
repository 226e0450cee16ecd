import type { ApolloClient } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextTask } from '@/lib/after-paint.ts';
import { createApolloClient } from '@/lib/apollo.ts';
import { handOverEarlyInput } from '@/lib/early-input.ts';
import { readSignedIn } from '@/lib/form-post.ts';
import { HydrationRoot } from '@/lib/hydration-boundary.tsx';
import { ROOT_CREATED_MARK } from '@/lib/hydration-marks.ts';
import { loadCatalogues } from '@/lib/i18n/catalogue.ts';
import { languageOfPath, unlocalizedPath } from '@/lib/i18n/language.ts';
import { setUserLog } from '@/lib/session.ts';
import { readAppFiles, RENDERED_STATE_ELEMENT_ID } from '@/ssr/contract.ts';
import { getSystem } from '@/theme/system.ts';
import { createApp } from './app/app.tsx';
import { loadRouteModules } from './app/router.tsx';

/**
 * A page rendered with its data (client/src/ssr/render.tsx) carries the Apollo cache it was
 * rendered from: restored, the page hydrates as it was rendered and asks for nothing again.
 */
function restoreRenderedState(client: ApolloClient): void {
  const element = document.getElementById(RENDERED_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    client.cache.restore(
      JSON.parse(element.textContent) as Parameters<typeof client.cache.restore>[0],
    );
  } catch {
    // Unreadable: the page's queries then ask the gateway, as on a later visit.
  } finally {
    element.remove();
  }
}

/**
 * Every page the gateway serves is rendered HTML, which React hydrates. Hydration runs as
 * a transition, in short slices, so the page keeps answering; a click, key press or
 * submission meanwhile makes React hydrate the part it lands on at once and then handle
 * it. What the visitor did before the root existed is handed over right after it is
 * created (lib/early-input.ts). The page's modules are loaded first, so nothing suspends
 * while hydrating. (The dev server's page is empty: there the app renders afresh.)
 */
async function start(container: HTMLElement) {
  const language = languageOfPath(window.location.pathname);
  await loadRouteModules(unlocalizedPath(window.location.pathname));
  // A Hindi page's catalogues (gateway/site/document.ts lists and preloads those the server
  // rendered it with): here before it hydrates.
  if (language !== 'en') await loadCatalogues(language, readAppFiles()?.catalogues);
  // Chakra's system (theme/system.ts) in a task of its own: neither after the evaluation of
  // the page's modules, nor in a slice of hydration.
  await nextTask();
  getSystem();
  await nextTask();
  const client = createApolloClient({ language });
  restoreRenderedState(client);
  // Signed in by a form the gateway answered before the app was here (lib/form-post.ts).
  const signedIn = readSignedIn();
  if (signedIn) setUserLog(signedIn);
  const app = (
    <StrictMode>
      <HydrationRoot>{createApp(client, language)}</HydrationRoot>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
  handOverEarlyInput();
  performance.mark(ROOT_CREATED_MARK);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void start(container);
