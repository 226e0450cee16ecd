/**
 * Loading a page's code before the visitor goes there, so the page opens at once. The app
 * supplies how (app/app.tsx: the router loads the route's modules and renders the page out
 * of sight); features only say which page is likely next.
 */
import { useEffect } from 'react';
import { pagePreparedMark } from './hydration-marks.ts';

type PreloadPage = (path: string) => Promise<unknown>;
let appPreloader: PreloadPage = () => Promise.resolve();

/** Pages whose code is here and whose render out of sight has begun (app/app.tsx). */
const prepared = new Set<string>();

/** Pages being got ready: asked again meanwhile (a pointer, then the focus), once is enough. */
const underway = new Map<string, Promise<unknown>>();

/** Gets a page ready through the app, once, remembering that it was; a failure may be retried. */
const preloader: PreloadPage = (path) => {
  const known = underway.get(path);
  if (known) return known;
  const getting = appPreloader(path).then(
    () => {
      prepared.add(path);
      performance.mark(pagePreparedMark(path));
    },
    (error: unknown) => {
      underway.delete(path);
      throw error;
    },
  );
  underway.set(path, getting);
  return getting;
};

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
 * Pages to get ready when the browser is idle, in the order asked for, one at a time: getting
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

/** Queues `path` after the others; the returned function takes it out again. */
function prepareWhenIdle(path: string): () => void {
  idleQueue.push(path);
  prepareNextWhenIdle();
  return () => {
    const index = idleQueue.indexOf(path);
    if (index >= 0) idleQueue.splice(index, 1);
  };
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
    const cancels = key.split('\n').map((path) => prepareWhenIdle(path));
    return () => {
      for (const cancel of cancels) cancel();
    };
  }, [key]);
}
