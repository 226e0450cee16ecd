/**
 * The classroom's progress (issue 26): a lesson stopped on one device resumes at the same
 * place on another, a position taken offline arrives once back online, lessons are marked
 * done, locked weeks say when they open, and My Courses shows how far the student is.
 * The demo student's order (weeks 1-3 open); each test works on a lesson of its own.
 */
import type { Browser, Page, Response } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { appReady, waitForAppOnNavigation } from './support/app.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { DEMO_STUDENT, signInViaUI } from './support/auth.ts';
import { operationOf } from './support/course-journey.ts';

const CLASSES = '/view-classes/1/Stock-Market-Foundations';

/** A signed-in device of the demo student: a browser context of its own. */
async function device(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await signInViaUI(page, DEMO_STUDENT);
  return page;
}

function lesson(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/** The gateway's answer to the next saveProgress call. */
function progressSaved(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      operationOf(response.request().postDataJSON()) === 'SaveProgress',
  );
}

/** Seeks a paused video lesson to half its length; returns where it stands. */
async function stopHalfway(page: Page, title: string): Promise<number> {
  const video = lesson(page, title).locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
  return video.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = v.duration / 2;
    await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
    return v.currentTime;
  });
}

async function lessonId(page: Page, title: string): Promise<string> {
  const id = await lesson(page, title).getAttribute('id');
  return (id ?? '').replace(/^lesson-/, '');
}

test.describe('progress across devices', () => {
  test('a lesson stopped on the phone resumes at the same place on the laptop', async ({
    browser,
  }) => {
    const title = 'Reading candlestick charts';
    const phone = await device(browser);
    await phone.goto(CLASSES);
    const saved = progressSaved(phone);
    const stoppedAt = await stopHalfway(phone, title);
    expect(stoppedAt).toBeGreaterThan(0);
    expect((await saved).ok()).toBe(true);
    const id = await lessonId(phone, title);

    const laptop = await device(browser);
    await laptop.goto('/my-courses');
    const order = laptop.getByRole('article').filter({ has: laptop.getByTestId('order-progress') });
    await expect(order.getByTestId('order-progress')).toContainText(/\d+ of \d+ done/);
    await expect(order.getByRole('progressbar')).toHaveAccessibleName(/^Progress in /);
    await expect(order.getByRole('link', { name: /^Continue with / })).toHaveAttribute(
      'href',
      /\?item=/,
    );

    await laptop.goto(`${CLASSES}?item=${id}`);
    await expect(lesson(laptop, title)).toHaveAttribute('data-current', 'true');
    const video = lesson(laptop, title).locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(stoppedAt, 0);
    await expect(lesson(laptop, title).getByTestId('resume-note')).toHaveText(/^Resuming at /);
    await expect(lesson(laptop, title).getByTestId('lesson-state')).toHaveText(/^In progress/);
    await phone.context().close();
    await laptop.context().close();
  });

  test('a position taken offline is sent once the phone is back online', async ({ browser }) => {
    const title = 'Support and resistance';
    const phone = await device(browser);
    await phone.goto(CLASSES);
    await appReady(phone);
    // The whole (short) video in the player first, so it can be moved along offline.
    await lesson(phone, title)
      .locator('video')
      .evaluate(async (v: HTMLVideoElement) => {
        v.preload = 'auto';
        if (v.readyState < 4) {
          await new Promise((resolve) =>
            v.addEventListener('canplaythrough', resolve, { once: true }),
          );
        }
      });
    await phone.context().setOffline(true);
    const stoppedAt = await stopHalfway(phone, title);
    const id = await lessonId(phone, title);
    // Kept on the phone while it cannot be sent.
    await expect
      .poll(() =>
        phone.evaluate(
          (item) =>
            (
              JSON.parse(window.localStorage.getItem('progressOutbox') ?? '{}') as Record<
                string,
                { positionS?: number }
              >
            )[item]?.positionS,
          id,
        ),
      )
      .toBeCloseTo(stoppedAt, 1);

    const saved = progressSaved(phone);
    await phone.context().setOffline(false);
    expect((await saved).ok()).toBe(true);
    await expect
      .poll(() => phone.evaluate(() => window.localStorage.getItem('progressOutbox')))
      .toBeNull();

    const laptop = await device(browser);
    await laptop.goto(CLASSES);
    const video = lesson(laptop, title).locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(stoppedAt, 0);
    await phone.context().close();
    await laptop.context().close();
  });
});

test.describe('the week plan', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaUI(page, DEMO_STUDENT);
  });

  test('a lesson is marked done and unmarked, and the mark holds on reload', async ({ page }) => {
    const title = 'Candlestick pattern sheet';
    await page.goto(CLASSES);
    const card = lesson(page, title);
    const mark = card.getByRole('button', { name: `Mark as done: ${title}` });
    // Start from not done, whatever an earlier run left.
    if ((await mark.getAttribute('aria-pressed')) === 'true') {
      const saved = progressSaved(page);
      await mark.click();
      await saved;
    }
    await expect(mark).toHaveAttribute('aria-pressed', 'false');

    const saved = progressSaved(page);
    await mark.click();
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('lesson-state')).toHaveText('Done');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(
      lesson(page, title).getByRole('button', { name: `Mark as done: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    const unsaved = progressSaved(page);
    await lesson(page, title)
      .getByRole('button', { name: `Mark as done: ${title}` })
      .click();
    expect((await unsaved).ok()).toBe(true);
    await page.reload();
    await expect(
      lesson(page, title).getByRole('button', { name: `Mark as done: ${title}` }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  test('locked weeks say the day and time they open, at 360 px, accessibly', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(CLASSES);
    const opening = page.getByTestId('opens-at').first();
    await expect(opening).toHaveText(
      /^Opens [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (am|pm) IST$/,
    );
    await expect(page.getByText(/Week 4 opens [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.goto('/my-courses');
    await expect(page.getByText(/^Week 4 opens /)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Week openings in your calendar' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Get my calendar link' }).click();
    const feed = await page.getByRole('textbox', { name: 'Calendar link' }).inputValue();
    expect(feed).toMatch(/^https?:\/\//);
    const answer = await page.request.get(feed);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await answer.text()).toContain('BEGIN:VCALENDAR');
    await expectAccessible(page);
  });
});
