/**
 * Course list and course detail (SPEC.md §2 Course list, Course detail; §8): what a
 * visitor sees, loading skeletons, the error page, deep links and the checkout script.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { appReady } from './support/app.ts';
import {
  FLAGSHIP,
  FLAGSHIP_ID,
  FOREX,
  catalogueCourse,
  holdOperation,
  operationOf,
  timeSkeleton,
  titleSegment,
} from './support/course-journey.ts';

const COURSE_ERROR_HEADING = 'No Courses Available at the moment.';
const COURSE_ERROR_BODY = 'Please check back later or contact support if this seems unexpected.';

/** Opens the course list through the navbar, so the browser fetches it. */
async function openCourseListInApp(page: Page) {
  await appReady(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Online Course' })
    .click();
  await expect(page).toHaveURL('/online-course');
}

test.describe('course list', () => {
  test('lists every course with its fee, discount note and Enroll now link', async ({ page }) => {
    await page.goto('/online-course');
    await expect(page).toHaveTitle('Sharpline Trading Academy | Online Course');
    await expect(page.getByRole('heading', { level: 1, name: 'Online Course' })).toBeVisible();

    const card = page.getByRole('article', { name: FLAGSHIP.title });
    const price = card.getByTestId('course-price');
    await expect(price.locator('del')).toHaveText(FLAGSHIP.price);
    await expect(price).toContainText(`Price after discount: ${FLAGSHIP.payable}`);
    await expect(price.getByText(`You save ${FLAGSHIP.discount}`)).toBeVisible();
    await expect(card.getByRole('img', { name: FLAGSHIP.title })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Enroll now' })).toHaveAttribute(
      'href',
      `/course-detail/${FLAGSHIP.id}/Stock-Market-Foundations`,
    );
    // Every seeded course is listed; a course without a discount has one price, no note.
    await expect(page.getByRole('link', { name: 'Enroll now' })).toHaveCount(3);
    const forex = page.getByRole('article', { name: FOREX.title });
    await expect(forex.getByTestId('course-price')).toHaveText(`Price: ${FOREX.price}`);
    await expect(forex.getByText(/You save/)).toHaveCount(0);

    const learning = page.getByRole('region', { name: 'Learning is Not Enough' });
    const features = [
      'Journaling',
      'Faculty Support',
      'Trade Monitoring',
      'Set of Rules',
      'Assignments',
    ];
    await expect(learning.getByRole('heading', { level: 3 })).toHaveText(features);

    await expectAccessible(page);
  });

  test('shows two skeleton rows while loading and keeps them about 500 ms after', async ({
    page,
  }) => {
    // Opened directly, the list comes in the page; reached in the app, it is fetched.
    const skeletonTimes = await timeSkeleton(page, 'CourseList', 'course-skeleton');
    await page.goto('/about-us');
    const release = await holdOperation(page, 'CourseList');
    await openCourseListInApp(page);
    const skeletons = page.getByTestId('course-skeleton');
    await expect(skeletons).toHaveCount(2);
    await expect(page.getByRole('status', { name: 'Loading courses' })).toBeVisible();
    await page.waitForTimeout(600);
    await expect(skeletons).toHaveCount(2);

    await release();
    await expect(page.getByRole('link', { name: 'Enroll now' })).toHaveCount(3);
    await expect(skeletons).toHaveCount(0);
    const { answeredAt, goneAt } = await skeletonTimes();
    if (answeredAt === null || goneAt === null) throw new Error('the skeleton was not timed');
    expect(goneAt - answeredAt).toBeGreaterThanOrEqual(490);
    expect(goneAt - answeredAt).toBeLessThan(2000);
  });

  test('shows the error page when the list cannot be loaded', async ({ page }) => {
    await page.route('**/graphql', (route) =>
      operationOf(route.request().postDataJSON()) === 'CourseList'
        ? route.fulfill({ status: 503, body: 'unavailable' })
        : route.fallback(),
    );
    await page.goto('/about-us');
    await openCourseListInApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_ERROR_HEADING);
    await expect(page.getByText(COURSE_ERROR_BODY)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toHaveCount(0);
    await expect(page.getByTestId('course-skeleton')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('shows the error page when there is no course', async ({ page }) => {
    await page.route('**/graphql', (route) =>
      operationOf(route.request().postDataJSON()) === 'CourseList'
        ? route.fulfill({ json: { data: { courses: [] } } })
        : route.fallback(),
    );
    await page.goto('/about-us');
    await openCourseListInApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_ERROR_HEADING);
    await expect(page.getByText(COURSE_ERROR_BODY)).toBeVisible();
  });
});

test.describe('course detail', () => {
  test('a visitor picks a course on the list and reads its detail page', async ({
    page,
    request,
  }) => {
    const flagship = await catalogueCourse(request, FLAGSHIP_ID);
    await page.goto('/online-course');
    await page
      .getByRole('article', { name: flagship.title })
      .getByRole('link', { name: 'Enroll now' })
      .click();
    await expect(page).toHaveURL(`/course-detail/${flagship.id}/${titleSegment(flagship.title)}`);
    await expect(page.getByRole('heading', { level: 1, name: flagship.title })).toBeVisible();
    await expect(page).toHaveTitle(`Sharpline Trading Academy | ${flagship.title}`);
    await expect(page.getByRole('heading', { name: 'Courses in this program' })).toBeVisible();
  });

  test('a pasted detail URL loads the course by id, with prices, overview and outline', async ({
    page,
    request,
  }) => {
    const flagship = await catalogueCourse(request, FLAGSHIP_ID);
    await page.goto(`/course-detail/${flagship.id}/any-title`);
    await expect(page.getByRole('heading', { level: 1, name: flagship.title })).toBeVisible();
    await expect(page).toHaveTitle(`Sharpline Trading Academy | ${flagship.title}`);

    const price = page.getByTestId('course-price');
    await expect(price.locator('del')).toHaveText(FLAGSHIP.price);
    await expect(price).toContainText(`Original price: ${FLAGSHIP.price}`);
    await expect(price).toContainText(`Price after discount: ${FLAGSHIP.payable}`);
    await expect(price).toContainText(`You save ${FLAGSHIP.discount}`);
    await expect(page.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();

    const overview = page.getByRole('region', { name: 'Course overview' });
    await expect(overview).toContainText('Self-paced');
    await expect(overview).toContainText(`Week ${flagship.weekRange}`);
    await expect(overview).toContainText(`${flagship.classItems.length} lessons`);

    // One item open at a time, and an open item can be closed again: each item is a
    // disclosure (<details>, a group) opened by its heading.
    const program = page.getByRole('region', { name: 'Courses in this program' });
    await expect(program.getByRole('group')).toHaveCount(flagship.classItems.length);
    const [first, second] = flagship.classItems;
    if (!first || !second) throw new Error('the flagship course needs two class items');
    const itemOf = (title: string) =>
      program.getByRole('group').filter({ has: page.getByRole('heading', { name: title }) });
    const firstItem = itemOf(first.title);
    const secondItem = itemOf(second.title);
    await firstItem.getByRole('heading').click();
    await expect(firstItem).toHaveAttribute('open', '');
    await expect(firstItem).toContainText(`Week ${first.week}`);
    await expect(firstItem).toContainText(first.fileType === 'VIDEO' ? 'Video' : 'PDF');
    await expect(firstItem.getByRole('img', { name: `Preview of ${first.title}` })).toBeVisible();
    await secondItem.getByRole('heading').click();
    await expect(secondItem).toHaveAttribute('open', '');
    await expect(firstItem).not.toHaveAttribute('open');
    await secondItem.getByRole('heading').click();
    await expect(secondItem).not.toHaveAttribute('open');

    await firstItem.getByRole('heading').click();
    await expectAccessible(page);
  });

  test('a course without a discount shows one price', async ({ page }) => {
    await page.goto('/course-detail/2/Forex-Trading-Essentials');
    const price = page.getByTestId('course-price');
    await expect(price).toContainText(`Price: ${FOREX.price}`);
    await expect(price.locator('del')).toHaveCount(0);
  });

  test('an unknown course id shows the not-found page', async ({ page }) => {
    await page.goto('/course-detail/9999/No-Such-Course');
    await expect(page.getByRole('heading', { name: "Look like you're lost" })).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toBeVisible();
  });

  test('the course from the list paints at once while the outline loads', async ({
    page,
    request,
  }) => {
    const flagship = await catalogueCourse(request, FLAGSHIP_ID);
    await page.goto('/online-course');
    // Opened within the app (a link followed before the app runs gets the page rendered).
    await appReady(page);
    const release = await holdOperation(page, 'CourseDetail');
    await page
      .getByRole('article', { name: flagship.title })
      .getByRole('link', { name: 'Enroll now' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: flagship.title })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the course' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Courses in this program' })).toHaveCount(0);
    void release();
    await expect(page.getByRole('heading', { name: 'Courses in this program' })).toBeVisible();
  });

  test('loads the checkout script on the detail page and removes it on leaving', async ({
    page,
  }) => {
    const script = page.locator('body > script[src$="/checkout.js"]');
    await page.goto('/course-detail/1/Stock-Market-Foundations');
    await expect(script).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => 'Razorpay' in window)).toBe(true);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Online Course' })
      .click();
    await expect(page).toHaveURL('/online-course');
    await expect(script).toHaveCount(0);
  });

  test('the detail page asks the gateway only for the course and the checkout set-up', async ({
    page,
  }) => {
    const operations: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) operations.push(operationOf(r.postDataJSON()) ?? '?');
    });
    // Opened directly, both come in the page: nothing is asked for.
    await page.goto('/course-detail/1/Stock-Market-Foundations');
    await expect(page.getByRole('heading', { name: 'Courses in this program' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(operations).toEqual([]);
    // Reached from another page in the app: only the course and the checkout configuration
    // (which is not a provider call).
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/course-detail/1/Stock-Market-Foundations');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Courses in this program' })).toBeVisible();
    expect(operations.sort()).toEqual(['CourseDetail', 'PaymentConfig']);
  });
});
