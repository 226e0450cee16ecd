/**
 * Loading a page's code before the visitor goes there, so the page opens at once. The app
 * supplies how (app/app.tsx: the router loads the route's modules and renders the page out
 * of sight); features only say which page is likely next.
 */
import { useEffect } from 'react';

type PreloadPage = (path: string) => Promise<unknown>;
let appPreloader: PreloadPage = () => Promise.resolve();

/** Pages whose code is here and whose render out of sight has begun (app/app.tsx). */
const prepared = new Set<string>();

/** Gets a page ready through the app, remembering that it was. */
const preloader: PreloadPage = (path) =>
  appPreloader(path).then(() => {
    prepared.add(path);
  });

export function setPagePreloader(preload: PreloadPage): void {
  appPreloader = preload;
}

/**
 * Whether the page at `path` has been got ready in this visit: opening it in the app is then
 * quick. Until it is, a link's own navigation (the page as the server rendered it) can be
 * quicker on a slow phone than the app rendering it afresh.
 */
export const isPagePrepared = (path: string): boolean => prepared.has(path);

/** Loads the code of the page at `path` now (a link the visitor is reaching for). */
export function preloadPage(path: string): void {
  void preloader(path);
}

type IdleCallback = typeof window.requestIdleCallback;
const idleCallback = (): IdleCallback | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.requestIdleCallback as IdleCallback | undefined);

/**
 * Pages to get ready when the browser is idle, the likeliest first, one at a time: getting
 * a page ready keeps the main thread busy in short slices, so the next idle moment comes
 * once the page before is done.
 */
const idleQueue: string[] = [];
let idleHandle: number | undefined;
let preparing = false;

function prepareNextWhenIdle(): void {
  const idle = idleCallback();
  if (!idle || idleHandle !== undefined || preparing || idleQueue.length === 0) return;
  idleHandle = idle(() => {
    idleHandle = undefined;
    const path = idleQueue.shift();
    if (path === undefined) return;
    preparing = true;
    void preloader(path)
      .catch(() => undefined)
      .finally(() => {
        preparing = false;
        prepareNextWhenIdle();
      });
  });
}

/** Queues `path` (first, or after the others); the returned function takes it out again. */
function prepareWhenIdle(path: string, first: boolean): () => void {
  if (first) idleQueue.unshift(path);
  else idleQueue.push(path);
  prepareNextWhenIdle();
  return () => {
    const index = idleQueue.indexOf(path);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

/**
 * Gets the page at `path` ready once the browser is idle, when `wanted`, before any page
 * queued by usePreparePagesWhenIdle: it is the page this one leads to.
 */
export function usePreloadPage(path: string, wanted = true, also?: () => void): void {
  useEffect(() => {
    if (!wanted) return;
    const idle = idleCallback();
    // Not every browser has requestIdleCallback: then right after this render.
    if (!idle) {
      const handle = window.setTimeout(() => {
        preloadPage(path);
        also?.();
      }, 0);
      return () => window.clearTimeout(handle);
    }
    const cancel = prepareWhenIdle(path, true);
    const alsoHandle = also ? idle(also) : undefined;
    return () => {
      cancel();
      if (alsoHandle !== undefined) window.cancelIdleCallback(alsoHandle);
    };
  }, [path, wanted, also]);
}

/**
 * Gets the pages at `paths` ready, in order, when the browser is idle, until they are no
 * longer asked for (the mobile menu's pages while it is open). Each page is got ready once
 * per visit (app/app.tsx); a browser without idle callbacks gets a page when its link is
 * reached for instead.
 */
export function usePreparePagesWhenIdle(paths: readonly string[]): void {
  // A new array on each render is the same request: only the paths themselves matter.
  const key = paths.join('\n');
  useEffect(() => {
    if (!key) return;
    const cancels = key.split('\n').map((path) => prepareWhenIdle(path, false));
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [key]);
}
