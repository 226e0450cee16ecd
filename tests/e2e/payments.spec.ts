/**
 * Payments that are never lost, in the browser against the real stack: a payment the page
 * cannot report is confirmed (never sent to /payment-failed) and its course appears; a tab
 * closed after paying loses nothing, whether the stand-in's webhook arrives or is dropped
 * (then My Courses records it); and an owner's course page leads to their classes.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { DEMO_STUDENT, createAccount, signInViaUI } from './support/auth.ts';
import { operationOf } from './support/course-journey.ts';

const STAND_IN = process.env.E2E_PROVIDER_URL ?? 'http://127.0.0.1:4510';
const KEY_PAIR = `Basic ${Buffer.from('rzp_test_academy0000001:academy_test_secret_0000000001').toString('base64')}`;
const FOREX = {
  path: '/course-detail/2/Forex-Trading-Essentials',
  title: 'Forex Trading Essentials',
};

/** The stand-in's webhook controls (test-only): this order's webhooks are never sent. */
function dropWebhooks(request: APIRequestContext) {
  return async (orderId: string) => {
    const response = await request.post(`${STAND_IN}/razorpay/v1/test-webhooks`, {
      headers: { authorization: KEY_PAIR },
      data: { mode: 'drop', orderId },
    });
    expect(response.ok()).toBe(true);
  };
}

/**
 * recordPayment never reaches the gateway, as on a network that drops it. With
 * `ownershipAnswered`, the page's checks of whether the course is now owned, made after
 * that, get their answer only once it resolves (the webhook may have made the order
 * already, and the page would go straight on).
 */
async function breakRecordPayment(page: Page, ownershipAnswered?: Promise<void>) {
  let recordTried = false;
  await page.route('**/graphql', async (route) => {
    const operation = operationOf(route.request().postDataJSON());
    if (operation === 'RecordPayment') {
      recordTried = true;
      return route.abort('connectionreset');
    }
    if (operation === 'CourseOwnership' && recordTried) await ownershipAnswered;
    return route.fallback();
  });
}

/** Buys the forex course at the test checkout; `beforePaying` gets the payment order's id. */
async function payForForex(page: Page, beforePaying?: (orderId: string) => Promise<void>) {
  await page.goto(FOREX.path);
  const started = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      operationOf(response.request().postDataJSON()) === 'StartCheckout',
  );
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  const answer = (await (await started).json()) as {
    data: { startCheckout: { orderId: string } };
  };
  await beforePaying?.(answer.data.startCheckout.orderId);
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay ₹6999' }).click();
}

/**
 * How long a student who paid and closed the tab waits on My Courses for the course: the
 * page's own sweep asks Razorpay and records the payment at the provider first, several
 * calls in a row; 10 s is what a person accepts for a payment being confirmed.
 */
const CONFIRMED_WITHIN_MS = 10_000;

async function expectForexInMyCourses(page: Page) {
  await page.goto('/my-courses');
  const order = page.getByRole('article', { name: FOREX.title });
  await expect(order.getByRole('cell', { name: 'Success', exact: true })).toBeVisible({
    timeout: CONFIRMED_WITHIN_MS,
  });
}

test('a payment the page cannot report is confirmed, not failed, and the course appears', async ({
  page,
  request,
}) => {
  await signInViaUI(page, await createAccount(request, 'confirming'));
  let answerOwnership = () => {};
  await breakRecordPayment(
    page,
    new Promise((resolve) => {
      answerOwnership = resolve;
    }),
  );
  await payForForex(page);

  // The page says it is confirming at once, and lands on success once the webhook's order shows.
  const confirming = page.getByRole('alertdialog', { name: 'Confirming your payment' });
  await expect(confirming).toBeVisible({ timeout: 2000 });
  await expect(confirming.getByRole('status')).toHaveText(/We have your payment/);
  await expectAccessible(page);
  answerOwnership();
  await expect(page).toHaveURL('/payment-success', { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment was successful');
  await expectForexInMyCourses(page);
});

test('with the webhook dropped too, the page says "shortly" and My Courses has the course', async ({
  page,
  request,
}) => {
  test.slow();
  await signInViaUI(page, await createAccount(request, 'shortly'));
  await breakRecordPayment(page);
  await payForForex(page, dropWebhooks(request));

  await expect(page.getByRole('alertdialog', { name: 'Confirming your payment' })).toBeVisible({
    timeout: 2000,
  });
  // About 20 seconds of asking, then the page stops and says the course is on its way.
  const safe = page.getByRole('alertdialog', { name: 'Your payment is safe' });
  await expect(safe).toBeVisible({ timeout: 25_000 });
  await expect(safe.getByRole('status')).toHaveText(/will appear in My Courses shortly/);
  await expect(page).toHaveURL(FOREX.path);
  await expectAccessible(page);
  await safe.getByRole('link', { name: 'Go to My Courses' }).click();
  await expect(page).toHaveURL('/my-courses');
  const order = page.getByRole('article', { name: FOREX.title });
  await expect(order.getByRole('cell', { name: 'Success', exact: true })).toBeVisible({
    timeout: 5000,
  });
});

test('a tab closed after paying: the webhook records the course', async ({ browser, request }) => {
  const student = await createAccount(request, 'tabclosed');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaUI(page, student);
  await breakRecordPayment(page);
  await payForForex(page);
  await page.close();

  const again = await context.newPage();
  await expectForexInMyCourses(again);
  await context.close();
});

test('a tab closed after paying, webhook dropped: opening My Courses records the course', async ({
  browser,
  request,
}) => {
  const student = await createAccount(request, 'nowebhook');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaUI(page, student);
  await breakRecordPayment(page);
  await payForForex(page, dropWebhooks(request));
  await expect(page.getByRole('alertdialog', { name: 'Confirming your payment' })).toBeVisible({
    timeout: 2000,
  });
  await page.close();

  const again = await context.newPage();
  await expectForexInMyCourses(again);
  // Bought once: the course page now leads to the classes, and there is one order.
  await again.goto(FOREX.path);
  await expect(again.getByRole('link', { name: 'Go to your classes' })).toBeVisible({
    timeout: 5000,
  });
  await again.goto('/my-courses');
  await expect(again.getByRole('article', { name: FOREX.title })).toHaveCount(1);
  await context.close();
});

test('an owner’s course page leads to their classes instead of Purchase Now', async ({ page }) => {
  await signInViaUI(page, DEMO_STUDENT);
  await page.goto('/course-detail/1/Stock-Market-Foundations');
  const toClasses = page.getByRole('link', { name: 'Go to your classes' });
  await expect(toClasses).toBeVisible({ timeout: 3000 });
  await expect(page.getByText('You own this course.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase Now' })).toHaveCount(0);
  await expectAccessible(page);
  await toClasses.click();
  await expect(page).toHaveURL('/view-classes/1/Stock-Market-Foundations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stock Market Foundations' }),
  ).toBeVisible();

  // A course they do not own still offers Purchase Now.
  await page.goto(FOREX.path);
  await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
});
