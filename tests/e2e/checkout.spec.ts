/**
 * Buying a course with the payment stand-in (SPEC.md §4 Purchase; DESIGN.md §3): the
 * visitor is sent to sign in and brought back, pays the discounted price, and finds the
 * course in My Courses with week 1 open; failed and closed checkouts.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { createAccount, newAccount, signInViaUI, toast } from './support/auth.ts';
import {
  FLAGSHIP,
  FLAGSHIP_ID,
  FOREX,
  catalogueCourse,
  signUpThroughPage,
  titleSegment,
} from './support/course-journey.ts';

const SUCCESS_TOAST = 'Thanks! Your payment has done successfully.';

/**
 * The axe check once the toasts of the previous step have closed: the toasts belong to
 * the shell; this checks the page and the checkout dialog.
 */
async function expectAccessibleWithoutToasts(page: Page) {
  await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

function paymentDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Test payment' });
}

async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(paymentDialog(page)).toBeVisible();
}

test('a visitor signs up, buys the flagship course and starts week 1', async ({
  page,
  request,
}) => {
  // The whole journey, from the list to the classroom, in one test.
  test.slow();
  const course = await catalogueCourse(request, FLAGSHIP_ID);
  const detailPath = `/course-detail/${course.id}/${titleSegment(course.title)}`;
  const student = newAccount('journey');

  // A visitor picks the course and tries to buy it.
  await page.goto('/online-course');
  await page
    .getByRole('article', { name: course.title })
    .getByRole('link', { name: 'Enroll now' })
    .click();
  await expect(page).toHaveURL(detailPath);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(toast(page, 'Please! Sign in first.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // A new account, then sign in: back on the course page.
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await signUpThroughPage(page, student);
  await signInViaUI(page, student);
  await expect(page).toHaveURL(detailPath);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

  // The checkout charges the discounted price.
  await openCheckout(page);
  const dialog = paymentDialog(page);
  await expect(dialog).toContainText(FLAGSHIP.checkoutAmount);
  await expect(
    dialog.getByRole('button', { name: `Pay ${FLAGSHIP.checkoutAmount}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment in progress...' })).toBeDisabled();
  await expectAccessibleWithoutToasts(page);
  await dialog.getByRole('button', { name: `Pay ${FLAGSHIP.checkoutAmount}` }).click();

  await expect(toast(page, SUCCESS_TOAST)).toBeVisible();
  await expect(page).toHaveURL('/payment-success');
  await expect(page).toHaveTitle('Sharpline Trading Academy | Payment Success');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment was successful');
  expect(await page.evaluate(() => sessionStorage.getItem('paymentStatus'))).toBeNull();
  await expectAccessibleWithoutToasts(page);

  // The order is in My Courses, paid.
  await page.getByRole('link', { name: 'Go To My Courses' }).click();
  await expect(page).toHaveURL('/my-courses');
  const order = page.getByRole('article', { name: course.title });
  const status = order.getByRole('cell', { name: 'Success', exact: true });
  await expect(status).toBeVisible();
  await expect(status).toHaveCSS('color', 'rgb(17, 105, 50)');
  await expect(order.getByRole('cell', { name: FLAGSHIP.payable, exact: true })).toBeVisible();
  await expect(order.getByRole('cell', { name: student.name, exact: true })).toBeVisible();

  // Week 1 is open, week 2 is locked and has no file.
  await order.getByRole('link', { name: 'View Classes' }).click();
  await expect(page).toHaveURL(`/view-classes/${course.id}/${titleSegment(course.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const lessons = page.getByRole('article');
  await expect(lessons).toHaveCount(course.classItems.length);
  const weekOne = lessons.filter({ has: page.getByText('Week 1', { exact: true }) });
  const weekTwo = lessons.filter({ has: page.getByText('Week 2', { exact: true }) });
  await expect(weekOne).toHaveCount(course.classItems.filter((i) => i.week === 1).length);
  for (const lesson of await weekOne.all()) {
    await expect(lesson.locator('video[src], a[download]')).toHaveCount(1);
    await expect(lesson.getByText(/^Unlocks in Week/)).toHaveCount(0);
  }
  await expect(weekTwo).not.toHaveCount(0);
  for (const lesson of await weekTwo.all()) {
    await expect(lesson.getByText('Unlocks in Week 2', { exact: true })).toBeVisible();
    await expect(lesson.locator('video, a[download], a[href$=".pdf"]')).toHaveCount(0);
  }
});

test.describe('a signed-in student at the checkout', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInViaUI(page, await createAccount(request, 'checkout'));
    await page.goto('/course-detail/2/Forex-Trading-Essentials');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a failed payment lands on the payment-failed page', async ({ page }) => {
    await openCheckout(page);
    await paymentDialog(page).getByRole('button', { name: 'Fail payment' }).click();
    await expect(page).toHaveURL('/payment-failed');
    await expect(page).toHaveTitle('Sharpline Trading Academy | Payment Failed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment failed');
    await expect(page.getByText(/If money was deducted .* initiated shortly/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Browse courses' }),
    ).toHaveAttribute('href', '/online-course');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expectAccessible(page);

    // Nothing was bought.
    await page.goto('/my-courses');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'No Courses Available at the moment or You have not Enrolled.',
    );
  });

  test('closing the checkout keeps the student on the course page', async ({ page }) => {
    await openCheckout(page);
    await paymentDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(paymentDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL('/course-detail/2/Forex-Trading-Essentials');
    await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    // And the checkout can be opened again.
    await openCheckout(page);
    await expect(
      paymentDialog(page).getByRole('button', { name: `Pay ${FOREX.checkoutAmount}` }),
    ).toBeVisible();
  });

  test('a checkout script that cannot load is reported', async ({ page }) => {
    await page.route('**/checkout.js', (route) => route.abort());
    await page.reload();
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    await expect(toast(page, 'Something went wrong!')).toBeVisible();
    await expect(paymentDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
  });
});
