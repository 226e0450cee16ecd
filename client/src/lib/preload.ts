/**
 * Loading a page's code before the visitor goes there, so the page opens at once. The app
 * supplies how (app/app.tsx: the router loads the route's modules); features only say
 * which page is likely next.
 */
import { useEffect } from 'react';

type PreloadPage = (path: string) => Promise<unknown>;
let preloader: PreloadPage = () => Promise.resolve();

export function setPagePreloader(preload: PreloadPage): void {
  preloader = preload;
}

/** Loads the code of the page at `path` now (a link the visitor is reaching for). */
export function preloadPage(path: string): void {
  void preloader(path);
}

/** Loads the code of the page at `path` once the browser is idle, when `wanted`. */
export function usePreloadPage(path: string, wanted = true, also?: () => void): void {
  useEffect(() => {
    if (!wanted) return;
    const load = () => {
      preloadPage(path);
      also?.();
    };
    // Not every browser has requestIdleCallback: then right after this render.
    const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
    if (idle) {
      const handle = idle(load);
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(load, 0);
    return () => window.clearTimeout(handle);
  }, [path, wanted, also]);
}
