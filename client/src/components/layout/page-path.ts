/**
 * The page shown, for the part of the frame outside the router (the footer's language
 * switch: SiteFrame): its router path (without /hi), query and fragment, as
 * `useLocation()` gives them inside the router.
 *
 * In the browser that is the address bar's, kept in step by the layout, which says when
 * the router has moved (`pagePathChanged`). The server has no address bar: the layout,
 * rendered before the footer, reports the page's path to the frame (`PageReportContext`),
 * and the footer renders with it. Until the footer has hydrated it shows what the server
 * rendered: the path the page was served at.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { unlocalizedPath } from '@/lib/i18n/language.ts';

/** Told as the page renders: the router path of the page (no query or fragment). */
interface PagePathReport {
  report(path: string): void;
  /** The path reported, if any yet. */
  path(): string | null;
}

/** A report for one render of the frame (one page on the server). */
export function createPagePathReport(): PagePathReport {
  let reported: string | null = null;
  return {
    report: (path) => {
      reported = path;
    },
    path: () => reported,
  };
}

/** Provided by the frame (SiteFrame) to the router's pages and to the footer. */
export const PagePathReportContext = createContext<PagePathReport | null>(null);

/** The layout reports the page's router path while it renders (read on the server). */
export function useReportPagePath(path: string): void {
  const report = useContext(PagePathReportContext);
  if (typeof window === 'undefined') report?.report(path);
}

const listeners = new Set<() => void>();

/** The layout calls it once the router shows another page (or another query or fragment). */
export function pagePathChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

const browserPage = () =>
  unlocalizedPath(window.location.pathname) + window.location.search + window.location.hash;

/** The path the page was served at: what the server rendered the footer with. */
const servedPath = typeof window === 'undefined' ? null : unlocalizedPath(window.location.pathname);

/** The page shown, as a router path with its query and fragment ('/about-us?x#y'). */
export function usePagePath(): string {
  const report = useContext(PagePathReportContext);
  return useSyncExternalStore(subscribe, browserPage, () => servedPath ?? report?.path() ?? '/');
}
