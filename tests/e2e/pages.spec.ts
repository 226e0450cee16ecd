/**
 * The pages as served (gateway/site/pages.ts): readable without JavaScript, every block's
 * content in the HTML itself, with their own title; hydrated in the browser without React
 * hydration errors, keeping the very elements that were painted first; the signed-in
 * navbar taking over after hydration; and pages with data hydrating from the data they
 * carry, without asking the gateway again.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  FIRST_FAQ_ANSWER,
  OUR_CLASSES_HEADINGS,
  TESTIMONIAL_STUDENTS,
} from '../support/home-content.ts';
import { PAGE_HYDRATED_MARK } from '../../client/src/lib/hydration-marks.ts';
import { appReady, collectErrors, navbarLink } from './support/app.ts';
import { DEMO_STUDENT, shownMessage, toast, userMenuButton } from './support/auth.ts';

const BRAND = 'Sharpline Trading Academy';

/** Public pages rendered at build time, their title and their h1. */
const PAGES = [
  { path: '/', title: `${BRAND} | Home`, h1: /Trade the Indian markets/ },
  { path: '/about-us', title: `${BRAND} | About Us`, h1: 'About Sharpline Trading Academy' },
  { path: '/instruction', title: `${BRAND} | Instruction`, h1: /Things Which You Will be/ },
  { path: '/contact-us', title: `${BRAND} | Contact Us`, h1: 'Contact us' },
  { path: '/terms&conditions', title: `${BRAND} | Terms & Conditions`, h1: 'Terms & Conditions' },
  { path: '/privacy-policy', title: `${BRAND} | Privacy Policy`, h1: 'Privacy Policy' },
  { path: '/cancel-policy', title: `${BRAND} | Cancellation Policy`, h1: 'Cancellation Policy' },
  { path: '/sign-in', title: `${BRAND} | Sign In`, h1: 'Nice to see you!' },
  { path: '/sign-up', title: `${BRAND} | Sign Up`, h1: 'Create your account' },
] as const;

/**
 * Remembers the h1 the browser parsed from the HTML, before any script ran, so a test can
 * tell a hydrated page (the same element, now React's) from one rendered again.
 */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        Object.assign(window, { parsedHeading: document.querySelector('h1') });
      }
    });
  });
}

/**
 * True once the page's first screen is hydrated (the app's mark) and its h1 is still the one
 * the HTML brought: hydration adopted it, nothing replaced it.
 */
async function headingWasHydrated(page: Page): Promise<boolean> {
  return page.evaluate((hydratedMark) => {
    const parsed: unknown = Reflect.get(window, 'parsedHeading');
    const current = document.querySelector('h1');
    return (
      performance.getEntriesByName(hydratedMark).length > 0 &&
      parsed instanceof HTMLElement &&
      parsed === current &&
      parsed.isConnected
    );
  }, PAGE_HYDRATED_MARK);
}

test.describe('pages rendered ahead', () => {
  test('are readable without JavaScript, with their title and description', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, title, h1 } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: h1 }), path).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
    }
    await context.close();
  });

  test("carry every block's content in their HTML, read without scripts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      page.getByRole('region', { name: 'Our Classes' }).getByRole('heading', { level: 3 }),
    ).toHaveText(OUR_CLASSES_HEADINGS);
    const testimonials = page.getByRole('region', { name: 'What our students say' });
    for (const student of TESTIMONIAL_STUDENTS) {
      await expect(testimonials.getByText(student)).toBeAttached();
    }
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    await expect(faq.getByRole('group')).toHaveCount(8);
    // The answers are in the page too (shown when their question is opened).
    await expect(faq.getByText(FIRST_FAQ_ANSWER)).toBeAttached();
    await expect(main.getByRole('article', { name: 'Stock Market Foundations' })).toBeVisible();
    await expect(main.getByText('Loading courses...')).toHaveCount(0);

    await page.goto('/about-us');
    await expect(main.getByRole('heading', { level: 3 })).toHaveText([
      'Why choose us',
      'Our mission',
      'Our vision',
    ]);
    await page.goto('/instruction');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(12);

    await page.goto('/online-course');
    await expect(main.getByRole('link', { name: 'Enroll now' })).toHaveCount(3);
    await expect(main.getByRole('article', { name: 'Forex Trading Essentials' })).toBeVisible();
    await context.close();
  });

  test('hydrate without errors, keeping the elements painted first', async ({ page }) => {
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    for (const { path, title } of PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect.poll(() => headingWasHydrated(page), { message: path }).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('are a working app once hydrated: links navigate in the page', async ({ page }) => {
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    await page.goto('/');
    await expect.poll(() => headingWasHydrated(page)).toBe(true);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await navbarLink(page, 'About Us').click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    // No new document was loaded: the click was handled by the app's router.
    expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('show the signed-in navbar after hydrating the visitor one', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      window.localStorage.setItem('userLog', JSON.stringify({ c_id: '1', name: 'Demo Student' }));
    });
    await rememberParsedHeading(page);
    await page.goto('/about-us');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Demo Student' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    expect(await headingWasHydrated(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('before the app has started', () => {
  test('a sign-in sent early is answered by the server, never sent as a URL, and the app keeps it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Hold the app's code back, as a slow connection would.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/sign-in', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    await main.getByLabel('Email').fill(DEMO_STUDENT.email);
    await main.getByLabel('Password').fill(DEMO_STUDENT.password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    // Posted to the page (never a GET carrying the password), signed in, sent home.
    await expect(page).toHaveURL(/\/$/, { timeout: 3000 });
    await expect(shownMessage(page, `Welcome back! ${DEMO_STUDENT.name}.`)).toBeVisible();
    expect(page.url()).not.toContain('?');

    // The app, once here, knows who signed in before it came.
    release();
    await appReady(page);
    await expect(userMenuButton(page, DEMO_STUDENT.name)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('data pages', () => {
  /** The GraphQL operations the page sends. */
  function operationsOf(page: Page): string[] {
    const operations: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql')) return;
      const body: unknown = request.postDataJSON();
      if (typeof body === 'object' && body !== null && 'operationName' in body) {
        operations.push(String(body.operationName));
      }
    });
    return operations;
  }

  test('the course list comes in the page itself and hydrates without asking again', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const operations = operationsOf(page);
    await page.goto('/online-course');
    await expect(page.getByRole('heading', { name: 'Stock Market Foundations' })).toBeVisible();
    await expect(page.getByTestId('course-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual([]);
    expect(errors).toEqual([]);
    // Hydrated: the app's own navigation works from the rendered links.
    await page
      .getByRole('article', { name: 'Forex Trading Essentials' })
      .getByRole('link', { name: 'Enroll now' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forex Trading Essentials' }),
    ).toBeVisible();
    expect(operations).toContain('CourseDetail');
  });

  test('a course opened directly is in the HTML, readable without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/course-detail/2/any-title');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forex Trading Essentials' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Forex Trading Essentials`);
    await expect(page.getByRole('heading', { name: 'Courses in this program' })).toBeVisible();
    await expect(page.getByTestId('course-price')).toContainText('₹6,999');
    await context.close();
  });

  test('a course opened directly hydrates without errors and without asking again', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const operations = operationsOf(page);
    await page.goto('/course-detail/2/forex-trading-essentials');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forex Trading Essentials' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Forex Trading Essentials`);
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual([]);
    expect(errors).toEqual([]);
    // The outline opens and closes item by item once hydrated.
    const item = page
      .getByRole('region', { name: 'Courses in this program' })
      .getByRole('group')
      .first();
    await item.getByRole('heading').click();
    await expect(item).toHaveAttribute('open', '');
  });

  test("a visitor's Purchase Now pressed before the page is hydrated opens the served sign-in page", async ({
    page,
  }) => {
    // Hold the app's code so the click lands on the rendered page before it is hydrated.
    const held: (() => void)[] = [];
    await page.route('**/assets/index-*.js', (route) => {
      held.push(() => void route.continue());
    });
    await page.goto('/course-detail/2/forex-trading-essentials', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    // Followed as a link: the sign-in page as served, asked to bring the visitor back.
    await expect(page).toHaveURL(
      '/sign-in?next=%2Fcourse-detail%2F2%2FForex-Trading-Essentials&notice=sign-in-first',
    );
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Nice to see you!' }),
    ).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const release of held) release();
    // The app says why, and leaves the address as /sign-in.
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('an unknown course is the not-found page', async ({ page }) => {
    const response = await page.goto('/course-detail/999/no-such-course');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: "Look like you're lost" }),
    ).toBeVisible();
  });
});
