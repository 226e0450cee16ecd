/**
 * My Courses and View Classes (SPEC.md §2, §4 Class unlocking): the demo student's order
 * (placed 15 days before the seed, so weeks 1-3 are open), the classroom's players,
 * loading skeletons and the error pages.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { DEMO_STUDENT, createAccount, signInViaUI } from './support/auth.ts';
import {
  FLAGSHIP_ID,
  catalogueCourse,
  holdOperation,
  operationOf,
  titleSegment,
} from './support/course-journey.ts';

const ORDERS_ERROR_HEADING = 'No Courses Available at the moment or You have not Enrolled.';
const CLASSES_ERROR_HEADING = 'No Courses Available at the moment. Please check back later';

function lessonsOfWeek(page: Page, week: number) {
  return page.getByRole('article').filter({ has: page.getByText(`Week ${week}`, { exact: true }) });
}

test.describe('the demo student', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaUI(page, DEMO_STUDENT);
  });

  test('sees the paid order on My Courses', async ({ page, request }) => {
    const flagship = await catalogueCourse(request, FLAGSHIP_ID);
    await page.goto('/my-courses');
    await expect(page).toHaveTitle('Sharpline Trading Academy | My Courses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    const order = page.getByRole('article', { name: flagship.title });
    const table = order.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Order ID',
      'Date',
      'Status',
      'Price',
      'Dispatched to',
    ]);
    await expect(table.getByRole('cell').first()).toHaveText('1');
    // The date is shown in IST, as "dd Mon yyyy, h:mm am".
    await expect(table.getByRole('cell').nth(1)).toHaveText(
      /^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/,
    );
    const status = table.getByRole('cell', { name: 'Success', exact: true });
    await expect(status).toHaveCSS('color', 'rgb(17, 105, 50)');
    await expect(order.getByRole('img', { name: `${flagship.title} course` })).toBeVisible();
    await expect(order.getByText('Video & PDF')).toBeVisible();
    await expect(order.getByRole('link', { name: 'View Classes' })).toHaveAttribute(
      'href',
      `/view-classes/${flagship.id}/${titleSegment(flagship.title)}`,
    );
    await expectAccessible(page);
  });

  test('finds weeks 1 to 3 open and week 4 locked on the flagship course', async ({
    page,
    request,
  }) => {
    const flagship = await catalogueCourse(request, FLAGSHIP_ID);
    await page.goto('/my-courses');
    await page
      .getByRole('article', { name: flagship.title })
      .getByRole('link', { name: 'View Classes' })
      .click();
    await expect(page).toHaveTitle('Sharpline Trading Academy | View Classes');
    await expect(page.getByRole('heading', { level: 1, name: flagship.title })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(flagship.classItems.length);

    for (const item of flagship.classItems) {
      const lesson = page.getByRole('article', { name: item.title });
      await expect(lesson.getByText(`Week ${item.week}`, { exact: true })).toBeVisible();
      await expect(
        lesson.getByText(item.fileType === 'VIDEO' ? 'Video' : 'PDF', { exact: true }),
      ).toBeVisible();
      if (item.week <= 3) {
        await expect(lesson.getByText(/^Unlocks in Week/)).toHaveCount(0);
        if (item.fileType === 'VIDEO') {
          const video = lesson.locator('video');
          await expect(video).toHaveAttribute('controlslist', /nodownload/);
          await expect(video).toHaveAttribute('disablepictureinpicture', '');
          // A signed, short-lived, absolute link to the site, never the provider's file: the
          // original until the lesson's HLS renditions are ready, then their master playlist
          // (played natively; through hls.js a browser shows a blob: address instead).
          await expect(video).toHaveAttribute(
            'src',
            /^(?:https?:\/\/[^/]+\/media\/(?:[\w-]+\.[\w-]+\/[\w-]+\.webm|hls\/[\w-]+\.[\w-]+\/master\.m3u8)|blob:.+)$/,
          );
          await expect(lesson.getByRole('button', { name: `Play ${item.title}` })).toBeVisible();
        } else {
          const download = lesson.getByRole('link', { name: `Download ${item.title} (PDF)` });
          await expect(download).toHaveAttribute('download', /\.pdf$/);
          await expect(download).toHaveAttribute(
            'href',
            /^https?:\/\/[^/]+\/media\/[\w-]+\.[\w-]+\/[\w-]+\.pdf\?download$/,
          );
        }
      } else {
        await expect(
          lesson.getByText(`Unlocks in Week ${item.week}`, { exact: true }),
        ).toBeVisible();
        await expect(
          lesson.locator('video, a[download], a[href*="/media/"], a[href*="/uploads/"]'),
        ).toHaveCount(0);
        await expect(lesson.getByTestId('locked-media')).toHaveCSS('opacity', '0.5');
      }
    }
    await expect(lessonsOfWeek(page, 4).first().getByText('Unlocks in Week 4')).toBeVisible();
    await expectAccessible(page);

    // A refreshed classroom URL loads the same order again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: flagship.title })).toBeVisible();
    await expect(page.getByText('Unlocks in Week 4', { exact: true }).first()).toBeVisible();
  });

  test('plays a lesson, changes its speed and resumes where it stopped', async ({ page }) => {
    await page.goto('/view-classes/1/Stock-Market-Foundations');
    const lesson = page
      .getByRole('article')
      .filter({ has: page.locator('video') })
      .first();
    const video = lesson.locator('video');
    const title = await lesson.getByRole('heading').innerText();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThanOrEqual(1);

    // The big play button starts the video.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    await lesson.getByRole('button', { name: `Play ${title}` }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect(lesson.getByRole('button', { name: `Play ${title}` })).toHaveCount(0);

    await lesson.getByLabel('Playback speed').selectOption('1.5');
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

    // Stop part-way; the position survives a reload.
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const stoppedAt = await video.evaluate(async (v: HTMLVideoElement) => {
      v.currentTime = Math.min(2, v.duration / 2);
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      return v.currentTime;
    });
    expect(stoppedAt).toBeGreaterThan(0);
    await page.reload();
    const again = page.getByRole('article', { name: title }).locator('video');
    await expect
      .poll(() => again.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(stoppedAt, 0);
    await expect(page.getByRole('article', { name: title }).getByTestId('resume-note')).toHaveText(
      /^Resuming at 0:0\d$/,
    );
  });

  test('downloads a PDF lesson under its own name; the provider refuses the file to the browser', async ({
    page,
  }) => {
    await page.goto('/view-classes/1/Stock-Market-Foundations');
    const lesson = page.getByRole('article', { name: 'Market structure: NSE, BSE and SEBI' });
    // The download starting is the event a student waits for after the click: 10 s is as
    // long as one would, on a phone or a busy test machine (the file passes the gateway).
    const downloading = page.waitForEvent('download', { timeout: 10_000 });
    await lesson.getByRole('link', { name: /^Download .* \(PDF\)$/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Market-structure-NSE-BSE-and-SEBI.pdf');
    const saved = await download.path();
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');

    const direct = await page.request.get(
      `${process.env.E2E_PROVIDER_URL ?? ''}/uploads/course_data/market-structure.pdf`,
    );
    expect(direct.status()).toBe(403);
  });

  test('sees three skeletons while My Courses loads', async ({ page }) => {
    const release = await holdOperation(page, 'MyCourses');
    await page.goto('/my-courses');
    await expect(page.getByTestId('order-skeleton')).toHaveCount(3);
    await expect(page.getByRole('status', { name: 'Loading your courses' })).toBeVisible();
    void release();
    await expect(page.getByRole('link', { name: 'View Classes' }).first()).toBeVisible();
    await expect(page.getByTestId('order-skeleton')).toHaveCount(0);
  });

  test('sees skeletons while the classroom loads', async ({ page }) => {
    const release = await holdOperation(page, 'ViewClasses');
    await page.goto('/view-classes/1/Stock-Market-Foundations');
    await expect(page.getByTestId('lesson-skeleton').first()).toBeVisible();
    void release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('lesson-skeleton')).toHaveCount(0);
  });

  test('sees the error page for a course not bought', async ({ page }) => {
    await page.goto('/view-classes/2/Forex-Trading-Essentials');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLASSES_ERROR_HEADING);
    await expect(page.getByText('or contact support if this seems unexpected.')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('sees the error page when the classroom cannot load', async ({ page }) => {
    await page.route('**/graphql', (route) =>
      operationOf(route.request().postDataJSON()) === 'ViewClasses'
        ? route.abort()
        : route.fallback(),
    );
    await page.goto('/view-classes/1/Stock-Market-Foundations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLASSES_ERROR_HEADING);
  });
});

test('a new student without orders sees the My Courses error page', async ({ page, request }) => {
  await signInViaUI(page, await createAccount(request, 'no-orders'));
  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORDERS_ERROR_HEADING);
  await expect(
    page.getByText('Please check back later or contact support if this seems unexpected.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Home' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a visitor opening My Courses or a classroom is sent to sign in', async ({ page }) => {
  await page.goto('/my-courses');
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/view-classes/1/Stock-Market-Foundations');
  await expect(page).toHaveURL(/\/sign-in$/);
});
