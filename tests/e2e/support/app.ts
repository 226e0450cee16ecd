import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken the page over (main.tsx marks when it created its root):
 * from then on a click is the app's, not a link followed by the browser.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('academy:root-created').length > 0,
    null,
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
