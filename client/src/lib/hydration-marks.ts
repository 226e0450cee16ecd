/**
 * The User Timing marks the app makes as it takes a served page over. They show in a
 * performance trace beside React's own work, and browser tests read them
 * (`performance.getEntriesByName`) instead of anything React keeps on the page.
 * No imports: the tests import these names.
 */

/** The root exists and held input is handed over: from here a click is the app's. */
export const ROOT_CREATED_MARK = 'academy:root-created';

/**
 * The root and every part of the page not marked `later` have been hydrated (or, after a
 * mismatch, rendered again): the page's first screen is React's.
 */
export const PAGE_HYDRATED_MARK = 'academy:page-hydrated';

/** A named part (`HydrationBoundary name`) has been hydrated or rendered. */
export function partHydratedMark(name: string): string {
  return `academy:hydrated:${name}`;
}

/** The page at `path` is ready in the app (its code loaded, rendered out of sight: preload.ts). */
export function pagePreparedMark(path: string): string {
  return `academy:prepared:${path}`;
}
