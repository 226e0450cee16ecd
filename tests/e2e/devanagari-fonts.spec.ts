/**
 * The Devanagari fallback font (gateway/site/document.ts, DEVANAGARI_CHECK): a Hindi page
 * on a device that cannot draw Devanagari loads the site's face as its head is read; a
 * device with a Devanagari font of its own fetches nothing. Each test decides which device
 * it is by giving Chromium a font configuration of its own (fontconfig's FONTCONFIG_FILE)
 * holding only fonts from the repository's packages, so the answer does not depend on the
 * fonts this machine happens to have installed.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserType, Page } from '@playwright/test';
import { chromiumFlags } from './support/chromium.ts';
import { expect, test } from './support/test.ts';
import { sfntOfWoff } from './support/woff.ts';

const FONTSOURCE = path.resolve('node_modules/@fontsource');
const LATIN = `${FONTSOURCE}/noto-sans/files/noto-sans-latin-400-normal.woff`;
const DEVANAGARI = `${FONTSOURCE}/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff`;

/** A fontconfig file whose only fonts are `fonts` (unwrapped into a folder of their own). */
function fontConfigWith(name: string, fonts: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), `fonts-${name}-`));
  const folder = path.join(root, 'fonts');
  mkdirSync(folder);
  for (const font of fonts) {
    const file = path.join(folder, path.basename(font).replace(/\.woff$/, '.ttf'));
    writeFileSync(file, sfntOfWoff(readFileSync(font)));
  }
  const file = path.join(root, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${folder}</dir>\n  <cachedir>${path.join(root, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return file;
}

/** A page in a Chromium of its own whose only fonts are `fonts`; closed after `use`. */
async function withFonts(
  browserType: BrowserType,
  name: string,
  fonts: string[],
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const browser = await browserType.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
    env: { ...process.env, FONTCONFIG_FILE: fontConfigWith(name, fonts) },
  });
  try {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    await use(await context.newPage());
  } finally {
    await browser.close();
  }
}

/** The paths of the font files a page fetches from now on. */
function fontsFetched(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

async function devanagariFaces(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Academy Devanagari')
      .map((face) => face.status);
  });
}

test('a device without a Devanagari font: a Hindi page loads the fallback font as its head is read; English pages fetch none', async ({
  playwright,
}) => {
  await withFonts(playwright.chromium, 'latin', [LATIN], async (page) => {
    const fonts = fontsFetched(page);
    await page.goto('/hi', { waitUntil: 'networkidle' });
    // The page's own face, and the one the head's check loaded at once (loaded, not waiting
    // for the first layout to ask for it). Whether that beats the first layout depends on
    // the machine; the Lighthouse bench measures the layout shift it saves.
    const faces = await devanagariFaces(page);
    expect(faces).toContain('loaded');
    expect(faces).toHaveLength(2);
    expect(fonts).toEqual(['/fonts/noto-sans-devanagari-400.woff2']);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);

    fonts.length = 0;
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(fonts).toEqual([]);
  });
});

test('a device with a Devanagari font of its own: a Hindi page fetches no font and draws its Hindi with the device’s', async ({
  playwright,
}) => {
  await withFonts(playwright.chromium, 'devanagari', [LATIN, DEVANAGARI], async (page) => {
    const fonts = fontsFetched(page);
    await page.goto('/hi', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0900-\u097F]/);
    // Only the page's own face (which finds the device's font by name): the head's check
    // added none, and nothing came over the network.
    expect(await devanagariFaces(page)).toHaveLength(1);
    expect(fonts).toEqual([]);
  });
});
