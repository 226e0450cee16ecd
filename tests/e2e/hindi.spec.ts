/**
 * The site in Hindi (DESIGN.md §5, every route under /hi): a visitor buys a course and opens
 * week 1 without meeting an English interface word; the form and the API answer in Hindi;
 * the language switch keeps the page and the signed-in state; Hindi pages pass axe and fit
 * a 360 px phone. The words expected are the Hindi catalogues' own (client/src/content/hi/).
 */
import { type Page } from '@playwright/test';
import { validationText } from '../../common/validation.ts';
import * as authHi from '../../client/src/content/hi/auth.ts';
import * as classesHi from '../../client/src/content/hi/classes.ts';
import * as coursesHi from '../../client/src/content/hi/courses.ts';
import * as paymentHi from '../../client/src/content/hi/payment.ts';
import * as pageHeadsHi from '../../client/src/content/hi/page-heads.ts';
import * as shellHi from '../../client/src/content/hi/shell.ts';
import * as siteHi from '../../client/src/content/hi/site.ts';
import { expect, test } from './support/test.ts';
import { collectErrors, pageHydrated } from './support/app.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { createAccount, newAccount, toast, type Account } from './support/auth.ts';
import { FLAGSHIP, FLAGSHIP_ID, catalogueCourse, titleSegment } from './support/course-journey.ts';

const hindi = validationText.hi;

/** What a person must not meet on a Hindi page: a few of the English interface's words. */
const ENGLISH_UI =
  /\b(Purchase Now|Sign In|Sign Up|Enroll now|My Courses|View Classes|Home|About Us|Password)\b/;

async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const main = page.getByRole('main');
  await expect(main).toContainText(/[\u0900-\u097F]/);
  expect(await page.getByRole('banner').innerText()).not.toMatch(ENGLISH_UI);
  expect(await main.innerText()).not.toMatch(ENGLISH_UI);
}

async function signUpInHindi(page: Page, account: Account) {
  const main = page.getByRole('main');
  const { signUpText } = authHi;
  await expect(main.getByRole('heading', { level: 1, name: signUpText.heading })).toBeVisible();
  // Nothing filled in: each field says what it needs, in Hindi, from the form itself.
  await main.getByRole('button', { name: signUpText.submit }).click();
  await expect(main.getByText(hindi.signUp.name)).toBeVisible();
  await expect(main.getByText(hindi.signUp.password)).toBeVisible();
  await expect(main.getByLabel(signUpText.fields.name.label)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await main.getByLabel(signUpText.fields.name.label).fill(account.name);
  await main.getByLabel(signUpText.fields.mobile.label).fill(account.mobile);
  await main.getByLabel(signUpText.fields.email.label).fill(account.email);
  await main.getByLabel(signUpText.fields.password.label).fill(account.password);
  await main.getByRole('button', { name: signUpText.submit }).click();
  await expect(toast(page, signUpText.created)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/sign-in$/);
}

async function signInInHindi(page: Page, account: Account) {
  const main = page.getByRole('main');
  const { signInText } = authHi;
  await expect(main.getByRole('heading', { level: 1, name: signInText.heading })).toBeVisible();
  await main.getByLabel(signInText.fields.username.label).first().fill(account.email);
  await main.getByLabel(signInText.fields.password.label).fill(account.password);
  await main.getByRole('button', { name: signInText.submit }).click();
  await expect(toast(page, signInText.welcome(account.name))).toBeVisible();
}

test('a Hindi-speaking visitor signs up, buys a course and opens week 1, all in Hindi', async ({
  page,
  request,
}) => {
  test.slow();
  const course = await catalogueCourse(request, FLAGSHIP_ID);
  const detailPath = `/hi/course-detail/${course.id}/${titleSegment(course.title)}`;
  const student = newAccount('hindi');

  // The course list, in Hindi; the course's own title as the academy writes it.
  await page.goto('/hi/online-course');
  await expectHindiPage(page);
  await expect(page).toHaveTitle(
    `Sharpline Trading Academy | ${coursesHi.courseListContent.title}`,
  );
  await page
    .getByRole('article', { name: course.title })
    .getByRole('link', { name: coursesHi.courseListContent.enrollNow })
    .click();
  await expect(page).toHaveURL(detailPath);
  await expectHindiPage(page);
  await expectAccessible(page);

  // Buying needs an account: the Hindi sign-in page says so and remembers the course.
  await page.getByRole('button', { name: paymentHi.checkoutContent.purchaseNow }).click();
  await expect(toast(page, authHi.sessionText.signInFirst)).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/sign-in$/);
  await page.getByRole('main').getByRole('link', { name: authHi.signInText.other.link }).click();
  await expect(page).toHaveURL(/\/hi\/sign-up$/);
  await signUpInHindi(page, student);
  await signInInHindi(page, student);
  await expect(page).toHaveURL(detailPath);

  // The stand-in checkout (the payment provider's own window) charges the discounted price.
  await page.getByRole('button', { name: paymentHi.checkoutContent.purchaseNow }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await expect(dialog).toContainText(FLAGSHIP.checkoutAmount);
  await expect(
    page.getByRole('button', { name: paymentHi.checkoutContent.inProgress }),
  ).toBeDisabled();
  await dialog.getByRole('button', { name: `Pay ${FLAGSHIP.checkoutAmount}` }).click();

  await expect(toast(page, paymentHi.checkoutContent.paid)).toBeVisible();
  await expect(page).toHaveURL('/hi/payment-success');
  await expect(page).toHaveTitle(
    `Sharpline Trading Academy | ${pageHeadsHi.paymentSuccessHead.title}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    paymentHi.paymentSuccessContent.heading,
  );
  await expectHindiPage(page);

  // My Courses, in Hindi: the order paid, its date in Hindi.
  await page.getByRole('link', { name: paymentHi.paymentSuccessContent.goToMyCourses }).click();
  await expect(page).toHaveURL('/hi/my-courses');
  const order = page.getByRole('article', { name: course.title });
  await expect(
    order.getByRole('cell', { name: classesHi.myCoursesContent.successStatus, exact: true }),
  ).toBeVisible();
  await expect(order.getByRole('cell', { name: FLAGSHIP.payable, exact: true })).toBeVisible();
  await expectHindiPage(page);
  await expect(page.locator('.Toastify').getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);

  // The classes: week 1 open, week 2 says in Hindi when it opens.
  await order.getByRole('link', { name: classesHi.myCoursesContent.viewClasses }).click();
  await expect(page).toHaveURL(`/hi/view-classes/${course.id}/${titleSegment(course.title)}`);
  const lessons = page.getByRole('article');
  await expect(lessons).toHaveCount(course.classItems.length);
  const weekOne = lessons.filter({
    has: page.getByText(classesHi.viewClassesContent.week(1), { exact: true }),
  });
  await expect(weekOne.first().locator('video, a[download]')).not.toHaveCount(0);
  await expect(
    page.getByText(classesHi.viewClassesContent.locked(2), { exact: true }).first(),
  ).toBeVisible();
  await expectHindiPage(page);
  await expectAccessible(page);
});

test('the API answers a Hindi page in Hindi', async ({ page }) => {
  await page.goto('/hi/sign-up');
  const main = page.getByRole('main');
  const { signUpText } = authHi;
  // The form lets a valid-looking e-mail through; the gateway refuses the account it names.
  const taken = await createAccount(page.request, 'taken');
  await main.getByLabel(signUpText.fields.name.label).fill('Hindi Student');
  await main.getByLabel(signUpText.fields.mobile.label).fill('9123456780');
  await main.getByLabel(signUpText.fields.email.label).fill(taken.email);
  await main.getByLabel(signUpText.fields.password.label).fill('trade-with-a-plan');
  const answer = page.waitForResponse((response) => response.url().endsWith('/graphql'));
  await main.getByRole('button', { name: signUpText.submit }).click();
  const response = await answer;
  expect(response.request().headers()['accept-language']).toBe('hi');
  expect(response.headers()['content-language']).toBe('hi');
  // Whatever the provider said, the visitor reads Hindi.
  await expect(page.locator('.Toastify').getByRole('alert')).toContainText(/[\u0900-\u097F]/);
});

test('the language switch keeps the page and the signed-in student', async ({ page, request }) => {
  const student = await createAccount(request, 'switch');
  await page.goto('/sign-in');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(student.email);
  await main.getByLabel('Password').fill(student.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, `Welcome back! ${student.name}.`)).toBeVisible();

  await page.goto('/about-us?from=switch');
  // The switch names the page's query once hydrated (the server renders its path alone).
  await pageHydrated(page);
  const toHindi = page.getByRole('banner').getByRole('link', { name: 'हिंदी', exact: true });
  await expect(toHindi).toHaveAttribute('href', '/hi/about-us?from=switch');
  await toHindi.click();
  await expect(page).toHaveURL('/hi/about-us?from=switch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // Still signed in: the account menu carries the student's name.
  await expect(
    page.getByRole('banner').getByRole('button', { name: student.name, exact: true }),
  ).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'academy_lang')?.value).toBe('hi');

  // A link to an English page (shared, or found in a search) stays English, and offers
  // the page in the language chosen before, without moving the page.
  await page.goto('/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const offer = page.getByRole('complementary', { name: 'भाषा' });
  await expect(offer.getByRole('link', { name: 'यह पेज हिंदी में पढ़ें' })).toHaveAttribute(
    'href',
    '/hi/contact-us',
  );
  await expect(offer).toHaveCSS('position', 'fixed');
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'अभी नहीं' }).click();
  await expect(offer).toHaveCount(0);
  await page.goto('/hi/about-us?from=switch');

  // And back, from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL('/about-us?from=switch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('banner').getByRole('button', { name: student.name, exact: true }),
  ).toBeVisible();
  expect(
    (await page.context().cookies()).find((cookie) => cookie.name === 'academy_lang')?.value,
  ).toBe('en');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Hindi pages fit the screen, pass axe, and the menu offers English', async ({ page }) => {
    for (const path of [
      '/hi',
      '/hi/about-us',
      '/hi/contact-us',
      '/hi/sign-up',
      '/hi/terms&conditions',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    }
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: shellHi.shellText.openMenu }).click();
    const english = page.getByRole('dialog').getByRole('link', { name: 'English', exact: true });
    await expect(english).toHaveAttribute('href', '/terms&conditions');
    await expect(english).toHaveAttribute('lang', 'en');
  });
});

test('Hindi pages hydrate without errors, and their links stay in Hindi, in the page', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const path of ['/hi', '/hi/about-us?from=ad', '/hi/online-course', '/hi/contact-us']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  }
  // The switch names this very page, query included, once the app has it.
  await page.goto('/hi/about-us?from=ad');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'English', exact: true }),
  ).toHaveAttribute('href', '/about-us?from=ad');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const courses = siteHi.navLinks.find((link) => link.route === 'courses')?.label ?? '';
  await page.getByRole('banner').getByRole('link', { name: courses, exact: true }).click();
  await expect(page).toHaveURL('/hi/online-course');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
  // The router moved, under /hi: no new document.
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true);
  expect(errors).toEqual([]);
});

test('a Hindi page not found: 404, in Hindi, with the way home', async ({ page }) => {
  const response = await page.goto('/hi/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(shellHi.notFoundText.title);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
  await page.getByRole('link', { name: shellHi.notFoundText.homeLink }).click();
  await expect(page).toHaveURL('/hi');
  await expectHindiPage(page);
});
