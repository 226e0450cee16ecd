/**
 * The site with scripts off, and with the app's scripts failing mid-load (a flaky phone
 * connection): every form still works, posting to its own page (gateway/site/form-posts.ts),
 * and the mobile menu still opens. What a person waits for is time-bound: the server's
 * answer to a form is one round trip.
 */
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import Database from 'libsql';
import { expect, test } from './support/test.ts';
import { DEMO_STUDENT, newAccount } from './support/auth.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { e2eDataDir as dataDir } from './support/stack.ts';

/** A served answer on loopback: far less than the app would take to start. */
const SERVED_MS = 3000;

const SIGN_UP_MESSAGES = [
  'Name must be at least 5 characters.',
  'Enter a valid phone number.',
  'Enter a valid email address.',
  'Password must be at least 8 characters.',
];

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A notice the gateway put where the app would show a toast. */
const notice = (page: Page, text: string) =>
  page.locator('.academy-notice').filter({ hasText: text });

test.describe('with scripts off', () => {
  test('sign-up: an empty submit shows each message; a good one registers and leads to sign-in', async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/sign-up');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      for (const message of SIGN_UP_MESSAGES) {
        await expect(page.getByText(message), message).toBeVisible({ timeout: SERVED_MS });
      }
      await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
      expect(new URL(page.url()).search).toBe('');

      const account = newAccount('noscript');
      await page.getByLabel('Name').fill(account.name);
      await page.getByLabel('Phone Number').fill(account.mobile);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/sign-in$/, { timeout: SERVED_MS });
      await expect(notice(page, 'Account has been created!')).toBeVisible();

      // The new account signs in, still without scripts: the session is the cookie.
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: SERVED_MS });
      await expect(notice(page, `Welcome back! ${account.name}.`)).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'session')?.httpOnly).toBe(true);
    });
  });

  test('sign-in: never by GET, a wrong password keeps the e-mail, a right one signs in', async ({
    browser,
  }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/sign-in');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Email is required.')).toBeVisible({ timeout: SERVED_MS });
      await expect(page.getByText('Password is required.')).toBeVisible();

      await page.getByLabel('Email').fill(DEMO_STUDENT.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(notice(page, 'Invalid email or password.')).toBeVisible({
        timeout: SERVED_MS,
      });
      await expect(page.getByLabel('Email')).toHaveValue(DEMO_STUDENT.email);
      await expect(page.getByLabel('Password')).toHaveValue('');
      // Nothing typed ever lands in the address (history, logs on the way).
      expect(page.url()).not.toContain('password');
      expect(page.url()).not.toContain('demo%40example.com');

      await page.getByLabel('Password').fill(DEMO_STUDENT.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: SERVED_MS });
      await expect(notice(page, `Welcome back! ${DEMO_STUDENT.name}.`)).toBeVisible();
    });
  });

  test('the enquiry: messages, the terms box, then stored by the provider', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: 'Send an enquiry' });
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByText('City is required.')).toBeVisible({ timeout: SERVED_MS });
      await expect(page.getByText('Please select a batch.')).toBeVisible();

      const email = `noscript.${Date.now()}@example.com`;
      await form.getByLabel('First name', { exact: true }).fill('Meera');
      await form.getByLabel('Last name', { exact: true }).fill('Joshi');
      await form.getByLabel('Email', { exact: true }).fill(email);
      await form.getByLabel('Mobile number', { exact: true }).fill('9876501234');
      await form.getByLabel('City', { exact: true }).fill('Nashik');
      await form.getByLabel('Trading capital (₹)').selectOption({ index: 1 });
      await form.getByLabel('Batch you want to join').selectOption({ index: 1 });
      await form.getByLabel('Your query').fill('Do you teach option spreads?');
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(notice(page, 'Read & accept the privacy policy.')).toBeVisible({
        timeout: SERVED_MS,
      });
      await expect(form.getByLabel('City', { exact: true })).toHaveValue('Nashik');

      // Ticked from the keyboard: the box is the platform's own, drawn ticked by CSS alone.
      const terms = form.getByRole('checkbox', { name: /I have read and accept/ });
      await terms.focus();
      await page.keyboard.press('Space');
      await expect(terms).toBeChecked();
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(notice(page, 'Thanks! We’ll contact you shortly.')).toBeVisible({
        timeout: SERVED_MS,
      });
      // Sent once, then an empty form (the browser does not send it again on reload).
      await expect(form.getByLabel('City', { exact: true })).toHaveValue('');
      const db = new Database(`${dataDir}/provider.db`, { readonly: true });
      try {
        const rows = db.prepare('SELECT city, query FROM enquiries WHERE email = ?').all(email);
        expect(rows).toEqual([{ city: 'Nashik', query: 'Do you teach option spreads?' }]);
      } finally {
        db.close();
      }
    });
  });

  test('the coupon field: a code shows the price to pay, a wrong one says why', async ({
    browser,
  }) => {
    // A coupon as the console makes one, written where the gateway keeps them.
    const db = new Database(`${dataDir}/app.db`);
    try {
      db.prepare(
        `INSERT OR IGNORE INTO coupons (code, percent_off, course_ids, created_by, created_at)
         VALUES ('NOSCRIPT25', 25, '[]', 'owner@example.com', ?)`,
      ).run(Date.now());
    } finally {
      db.close();
    }
    await withoutScripts(browser, async (page) => {
      await page.goto('/course-detail/1/Stock-Market-Foundations');
      await page.getByText('Have a coupon code?').click();
      const field = page.getByLabel('Coupon code');
      await field.fill('noscript25');
      await page.getByRole('button', { name: 'Apply' }).click();
      const price = page.getByTestId('coupon-price');
      await expect(price).toContainText('You pay: ₹2,999.25', { timeout: SERVED_MS });
      await expect(price).toContainText('Coupon NOSCRIPT25: −₹999.75');
      await expect(page.getByLabel('Coupon code')).toHaveValue('NOSCRIPT25');

      await page.getByLabel('Coupon code').fill('NOSUCH');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(
        page.getByText(
          'This coupon code does not exist. Check it, or remove it to pay the full price.',
        ),
      ).toBeVisible({ timeout: SERVED_MS });
      await expect(page.getByLabel('Coupon code')).toHaveValue('NOSUCH');
    });
  });

  test('the mobile menu opens and closes', async ({ browser }) => {
    await withoutScripts(browser, async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible({ timeout: 500 });
      await expect(menu.getByRole('link', { name: 'Online Course' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden({ timeout: 500 });
    });
  });
});

test.describe("with the app's scripts failing mid-load", () => {
  let context: BrowserContext;
  test.afterEach(async () => context.close());

  test('sign-in still signs in, and the refused form is accessible', async ({ browser }) => {
    context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    // The page arrives; the app's modules never do.
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible({ timeout: SERVED_MS });
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(DEMO_STUDENT.email);
    await page.getByLabel('Password').fill(DEMO_STUDENT.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: SERVED_MS });
    await expect(notice(page, `Welcome back! ${DEMO_STUDENT.name}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The browser keeps the login record though the app never came: the page's own start-up
    // script wrote it, so the next page (and the app there) knows who is signed in.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('userLog')))
      .toContain(`"name":"${DEMO_STUDENT.name}"`);
    await page.unroute('**/assets/*.js');
    await page.goto('/my-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  });

  test('a refused form hydrates as served once the scripts do arrive, and then the app sends it', async ({
    browser,
  }) => {
    context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
    await page.goto('/sign-up');
    await page.getByLabel('Name').fill('Ravi Kumar');
    await page.getByLabel('Password').fill('short');
    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Enter a valid phone number.')).toBeVisible({
      timeout: SERVED_MS,
    });
    // The app takes the served page over with the same fields and messages.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('academy:page-hydrated').length))
      .toBe(1);
    await expect(page.getByLabel('Name')).toHaveValue('Ravi Kumar');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await page.getByLabel('Phone Number').fill('98');
    await expect(page.getByText('Enter a valid phone number.')).toBeHidden({ timeout: 500 });
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();

    // Now the app sends it: no new page, its own checks.
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/sign-up') {
        posted = true;
      }
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Enter a valid phone number.')).toBeVisible({ timeout: 1000 });
    expect(posted).toBe(false);
  });
});
