/**
 * The first script of every page the gateway serves (scripts/prerender.ts writes it in).
 * - data-prefetch on #root names the page's query (client/src/lib/prefetch.ts): it is
 *   sent at once, while the app downloads, and the page's first image is preloaded as soon
 *   as the answer names it.
 * - On a prerendered page (data-prerendered), what the visitor clicks or submits before the
 *   app has hydrated the page is held and replayed then (lib/early-input.ts).
 * - data-app on #root: the app's entry, loaded here with the files it imports (data-stages,
 *   evaluated a task each) and the page's own chunks (data-modules), all fetched at once
 *   rather than one import after another. With data-after-paint (content pages and page
 *   shells, already on screen) only once that first frame is painted, so the app does not
 *   compete with the page for it on a slow connection; pages with a form load it at once.
 *   A page without data-app (the bare shell) loads the app with its own script tags.
 */
import type { EarlyInput } from './lib/early-input.ts';
import type { Prefetched, PrefetchSpec } from './lib/prefetch.ts';

/** How long clicks wait for the app before links work the browser's own way again. */
const HOLD_LIMIT_MS = 8000;

const root = document.getElementById('root');

function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The value at a dotted path ("courses.0.imageUrl") in a JSON answer. */
function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function prefetch(spec: PrefetchSpec) {
  const segments = window.location.pathname.split('/').filter(Boolean);
  const variables: Record<string, string> = {};
  for (const [name, index] of Object.entries(spec.pathVariables ?? {})) {
    variables[name] = decodeURIComponent(segments[index] ?? '');
  }
  const answer = fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
    },
    body: JSON.stringify({ operationName: spec.operationName, variables, query: spec.query }),
  })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  const prefetched: Prefetched = { operationName: spec.operationName, variables, answer };
  void answer.then((json: unknown) => {
    prefetched.settled = { answer: json };
  });
  window.academyPrefetch = prefetched;
  if (spec.image) {
    const path = spec.image;
    void answer.then((json: unknown) => {
      const image = valueAt(json, `data.${path}`);
      if (typeof image === 'string' && image !== '') preloadImage(image);
    });
  }
}

function modulePreload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/** Lets the browser paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Fetches the app, the files it imports and the page's chunks all at once, then evaluates
 * the imported files one by one, a task each, before the app itself: evaluating all that
 * code in one go would be the longest task of the page.
 */
async function loadApp(app: string, stages: string[], modules: string[]) {
  for (const href of [...stages, app, ...modules]) modulePreload(href);
  try {
    for (const stage of stages) {
      await import(/* @vite-ignore */ stage);
      await nextTask();
    }
    await import(/* @vite-ignore */ app);
  } catch {
    // The app's code could not be fetched: the page stays as it was prerendered, and its
    // links work the browser's own way once the held input gives up (holdEarlyInput).
  }
}

/**
 * The control a click lands on, when it is one whose click the app handles: a button, a
 * link, or a checkbox or radio button (or its label), whose state the app keeps.
 */
function heldControl(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest('button, a[href], input, label');
  if (control instanceof HTMLButtonElement || control instanceof HTMLAnchorElement) return control;
  const input = control instanceof HTMLLabelElement ? control.control : control;
  if (input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio')) {
    return control as HTMLElement;
  }
  return null;
}

/** Holds what the visitor does until the app has hydrated the page (lib/early-input.ts). */
function holdEarlyInput() {
  let held: (() => void) | null = null;
  let heldLink: HTMLAnchorElement | null = null;
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const control = heldControl(event.target);
    if (!control) return;
    if (control instanceof HTMLAnchorElement) {
      const elsewhere =
        (control.target !== '' && control.target !== '_self') ||
        control.hasAttribute('download') ||
        control.origin !== window.location.origin ||
        control.getAttribute('href')?.startsWith('#') === true;
      if (elsewhere) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => control.click();
    heldLink = control instanceof HTMLAnchorElement ? control : null;
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const form = event.target;
    if (form instanceof HTMLFormElement) held = () => form.requestSubmit();
    heldLink = null;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  let holding = true;
  const stop = () => {
    holding = false;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
  const early: EarlyInput = {
    release: () => {
      if (!holding) return;
      stop();
      const action = held;
      held = null;
      action?.();
    },
  };
  window.academyEarlyInput = early;
  // The app did not start (its code could not be fetched): links work natively again.
  setTimeout(() => {
    if (!holding) return;
    stop();
    if (heldLink) window.location.assign(heldLink.href);
  }, HOLD_LIMIT_MS);
}

if (root?.dataset.prerendered === 'page') holdEarlyInput();

if (root?.dataset.prefetch) {
  try {
    prefetch(JSON.parse(root.dataset.prefetch) as PrefetchSpec);
  } catch {
    // A page without its prefetch simply asks for its data later.
  }
}

const app = root?.dataset.app;
if (app) {
  const list = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? [];
  const stages = list(root.dataset.stages);
  const modules = list(root.dataset.modules);
  let loaded = false;
  const once = () => {
    if (loaded) return;
    loaded = true;
    void loadApp(app, stages, modules);
  };
  if (root.dataset.afterPaint === undefined) {
    once();
  } else {
    // After the next frame is painted; the timeout covers a tab opened in the background,
    // which paints no frames until it is shown.
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 1000);
  }
}
