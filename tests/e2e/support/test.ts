/**
 * The browser tests' `test` and `expect`: Playwright's, with a page whose goto and reload
 * wait for the app to have taken the page over (support/app.ts, waitForAppOnNavigation).
 * Pages a test opens in contexts of its own are as Playwright gives them.
 */
import { test as base } from '@playwright/test';
import { waitForAppOnNavigation } from './app.ts';

export { expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForAppOnNavigation(page);
    await use(page);
  },
});
