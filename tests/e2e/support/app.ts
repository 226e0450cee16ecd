import type { Page } from '@playwright/test';
import { PAGE_HYDRATED_MARK, ROOT_CREATED_MARK } from '../../../client/src/lib/hydration-marks.ts';

/** Whether the app has made the mark (client/src/lib/hydration-marks.ts) in this document. */
export function hasMark(page: Page, name: string): Promise<boolean> {
  return page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, name);
}

/**
 * Waits until the app has taken the page over (main.tsx marks when it created its root):
 * from then on a click is the app's, not a link followed by the browser.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    ROOT_CREATED_MARK,
    { timeout: 15_000 },
  );
}

/**
 * Waits until the page's first screen is hydrated (lib/hydration-boundary.tsx marks it): what
 * the browser alone knows (the address's query) is in the page from then on.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    PAGE_HYDRATED_MARK,
    { timeout: 15_000 },
  );
}

/** Console errors and uncaught exceptions (React reports failed hydration as both). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The errors that are not the browser reporting a page answered with a 4xx: a form the
 * gateway refused (gateway/site/form-posts.ts) comes back as its page with status 400.
 */
export const unexpectedErrors = (errors: readonly string[]) =>
  errors.filter(
    (error) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(error),
  );

type Navigate = Page['goto'];
type Reload = Page['reload'];

/** Whether the document is one of the site's pages, with the app's entry (not the stand-in's). */
function isAppPage(page: Page): Promise<boolean> {
  return page
    .evaluate(
      () =>
        document.getElementById('root') !== null &&
        document.querySelector('script[type="module"][src*="/assets/index-"]') !== null,
    )
    .catch(() => false);
}

/**
 * Makes the page's goto and reload wait, after the load event, for the app to have taken the
 * page over. The load event can come first (the entry loads the page's own modules before
 * creating its root), and a link clicked in between is followed the browser's way, which a
 * test of the app's behaviour does not mean to test. Navigations that wait only for the
 * response (waitUntil 'commit') are left as they are: they are the tests of the first
 * moments, some with the app's code held back.
 */
export function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenAppReady = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
    const response = await navigation;
    if (waitUntil !== 'commit' && (await isAppPage(page))) await appReady(page);
    return response;
  };
  page.goto = ((url, options) => thenAppReady(goto(url, options), options?.waitUntil)) as Navigate;
  page.reload = ((options) => thenAppReady(reload(options), options?.waitUntil)) as Reload;
}

/** A link of the navbar's main navigation (desktop widths). */
export function navbarLink(page: Page, name: string) {
  return page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name });
}
