/**
 * Class videos on slow connections (issue 28): once the gateway has prepared a lesson, View
 * Classes streams it as HLS in the quality the student picks, the Data saver switch keeps it
 * to 240p or audio only and is remembered, it starts on when the browser asks to save data,
 * and each lesson says what it costs. What the browser actually fetches is watched.
 * The seeded videos are 640x360: their ladder is 240p and audio only.
 */
import { statSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { waitForAppOnNavigation } from './support/app.ts';
import { expectNoSeriousA11yViolations as expectAccessible } from './support/a11y.ts';
import { DEMO_STUDENT, signInViaUI } from './support/auth.ts';

const CLASSES = '/view-classes/1/Stock-Market-Foundations';
const TITLE = 'How the stock market works';
/** The seeded PDF's size on disk (a few KB). */
const pdfBytes = statSync('provider/media/course_data/market-structure.pdf').size;

function lesson(page: Page) {
  return page.getByRole('article', { name: TITLE });
}

/**
 * The stream files the page asks for, as `{rendition}/{file}` (or `master.m3u8`). The
 * browser's cache is turned off, so every file the player wants goes over the network.
 */
async function watchStreams(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const match = /\/media\/hls\/[^/]+\/(.+)$/.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.push(match[1]);
  });
  return seen;
}

/** Opens View Classes until the lesson streams (the gateway prepares it on first sight). */
async function openPrepared(page: Page): Promise<void> {
  await page.goto(CLASSES);
  const quality = lesson(page).getByLabel('Quality');
  await expect(async () => {
    if (!(await quality.isVisible())) {
      await page.reload();
      await expect(quality).toBeVisible({ timeout: 1000 });
    }
  }).toPass({ timeout: 30_000 });
}

const distinct = (files: string[]) => [...new Set(files)];

async function options(page: Page): Promise<string[]> {
  return lesson(page).getByLabel('Quality').locator('option').allTextContents();
}

test('switches quality and data saver, fetching the chosen rendition', async ({ page }) => {
  await signInViaUI(page, DEMO_STUDENT);
  const streams = await watchStreams(page);
  await openPrepared(page);

  const saver = page.getByRole('switch', { name: 'Data saver' });
  await expect(saver).toHaveAttribute('aria-checked', 'false');
  // This Chromium plays HLS itself: the playlist is the video's own source, no hls.js.
  const native = await page.evaluate(
    () => document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '',
  );
  if (native) await expect(lesson(page).locator('video')).toHaveAttribute('src', /master\.m3u8$/);
  await expect(await options(page)).toEqual(['Auto', '240p', 'Audio only']);
  await expect(lesson(page).getByLabel('Quality')).toHaveValue('auto');
  await expect(lesson(page).getByTestId('lesson-cost')).toHaveText(/^Data: \d+ KB at 240p$/);
  // Auto: the master playlist, then the only rendition it names, segment by segment.
  await expect.poll(() => streams, { timeout: 3000 }).toContain('240p/seg-00000.ts');
  // (A player may ask for a playlist twice; what matters is which files, in which order.)
  expect(distinct(streams).slice(0, 2)).toEqual(['master.m3u8', '240p/index.m3u8']);
  expect(streams.filter((file) => file.startsWith('audio/'))).toEqual([]);

  streams.length = 0;
  await lesson(page).getByLabel('Quality').selectOption({ label: 'Audio only' });
  await expect.poll(() => streams, { timeout: 3000 }).toContain('audio/seg-00000.m4s');
  expect(distinct(streams).slice(0, 2)).toEqual(['audio/index.m3u8', 'audio/init.mp4']);
  expect(streams.filter((file) => file.startsWith('240p/'))).toEqual([]);
  await expect(lesson(page).getByTestId('lesson-cost')).toHaveText(
    /^Data: \d+ KB audio only, \d+ KB at 240p$/,
  );

  // The data saver: 240p at most or audio only; the lesson keeps audio only.
  await saver.click();
  await expect(saver).toHaveAttribute('aria-checked', 'true');
  await expect(await options(page)).toEqual(['240p', 'Audio only']);
  await expect(lesson(page).getByLabel('Quality')).toHaveValue('audio');

  streams.length = 0;
  await lesson(page).getByLabel('Quality').selectOption({ label: '240p' });
  // A fixed quality loads that rendition's playlist directly.
  await expect.poll(() => streams, { timeout: 3000 }).toContain('240p/seg-00000.ts');
  expect(streams[0]).toBe('240p/index.m3u8');
  expect(streams).not.toContain('master.m3u8');
  await expect(lesson(page).getByTestId('lesson-cost')).toHaveText(/^Data: \d+ KB at 240p$/);
  // PDFs tell their size.
  await expect(
    page
      .getByRole('article', { name: 'Market structure: NSE, BSE and SEBI' })
      .getByTestId('lesson-cost'),
  ).toHaveText(`PDF, ${Math.round(pdfBytes / 1000)} KB`);
  // No download control on the player.
  await expect(lesson(page).locator('video')).toHaveAttribute('controlslist', /nodownload/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectAccessible(page);

  // Remembered for the student.
  streams.length = 0;
  await page.reload();
  await expect(saver).toHaveAttribute('aria-checked', 'true');
  await expect(await options(page)).toEqual(['240p', 'Audio only']);
  await expect.poll(() => streams, { timeout: 3000 }).toContain('240p/index.m3u8');
  expect(streams).not.toContain('master.m3u8');
  await saver.click();
  await expect(saver).toHaveAttribute('aria-checked', 'false');
});

test('starts with the data saver on when the browser asks to save data; plays through hls.js without native HLS', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true, effectiveType: '4g', addEventListener() {} },
    });
    // A browser without native HLS (most but Safari): the page loads hls.js for it.
    const canPlayType = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
    };
  });
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  await signInViaUI(page, DEMO_STUDENT);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('dataSaver:')) localStorage.removeItem(key);
    }
  });
  const streams = await watchStreams(page);
  await openPrepared(page);
  await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(await options(page)).toEqual(['240p', 'Audio only']);
  await expect.poll(() => streams, { timeout: 3000 }).toContain('240p/seg-00000.ts');
  expect(streams).not.toContain('master.m3u8');
  // hls.js plays it, through Media Source Extensions.
  const video = lesson(page).locator('video');
  await expect(video).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await expectAccessible(page);
  await context.close();
});
