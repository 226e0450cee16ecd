/**
 * The marketing pages against the real stack: Home (every block, the counters, the FAQ,
 * the carousels, the featured course from the gateway), About, Instruction, the legal
 * pages, the brochure download, page titles, and axe on each page at 375 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import {
  FAQ_QUESTIONS,
  OUR_CLASSES_HEADINGS,
  TESTIMONIAL_STUDENTS,
} from '../support/home-content.ts';
import { appReady, collectErrors, navbarLink } from './support/app.ts';
import { FLAGSHIP } from './support/course-journey.ts';

const BRAND = 'Sharpline Trading Academy';

/** Scrolls to the bottom in steps, so blocks that load near the viewport appear. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(80);
    if (atBottom) break;
  }
}

/** A page block: the region holding its own h2 (a carousel inside may share its name). */
function section(page: Page, heading: string | RegExp): Locator {
  return page
    .getByRole('region', { name: heading })
    .filter({ has: page.getByRole('heading', { level: 2, name: heading }) });
}

function carousel(page: Page, label: string): Locator {
  return page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
}

const slidesOf = (region: Locator) => region.locator('[aria-roledescription="slide"]');

/** The slide number the carousel's current dot points at (1-based). */
async function currentSlide(region: Locator): Promise<number> {
  const label = await region.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(/(\d+)$/.exec(label ?? '')?.[1]);
}

/** How many slides lie wholly inside the carousel's visible window right now. */
async function visibleSlides(region: Locator): Promise<number> {
  return region.evaluate((root) => {
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const viewport = slides[0]?.parentElement?.parentElement;
    if (!viewport) return 0;
    const box = viewport.getBoundingClientRect();
    return slides.filter((slide) => {
      const r = slide.getBoundingClientRect();
      const inner = r.width > 0 && r.left >= box.left - 20 && r.right <= box.right + 2;
      return inner;
    }).length;
  });
}

/** Moves the pointer off the page content, so hovering does not hold a carousel. */
async function pointerAway(page: Page) {
  await page.mouse.move(1, 1);
}

/** Waits for the carousel to move on from `from`. */
async function nextMove(region: Locator, from: number, timeout: number): Promise<void> {
  await expect.poll(() => currentSlide(region), { timeout, intervals: [50] }).not.toBe(from);
}

/**
 * Watches the carousel's current dot in the page for `ms` and returns each change as
 * [time in ms, slide number], timed by the page itself (no polling delay).
 */
async function recordMoves(region: Locator, ms: number): Promise<[number, number][]> {
  return region.evaluate(
    (root, duration) =>
      new Promise<[number, number][]>((resolve) => {
        const moves: [number, number][] = [];
        const current = () =>
          Number(
            /(\d+)$/.exec(
              root.querySelector('button[aria-current="true"]')?.getAttribute('aria-label') ?? '',
            )?.[1],
          );
        let last = current();
        const observer = new MutationObserver(() => {
          const now = current();
          if (now !== last) {
            moves.push([performance.now(), now]);
            last = now;
          }
        });
        observer.observe(root, {
          attributes: true,
          subtree: true,
          attributeFilter: ['aria-current'],
        });
        setTimeout(() => {
          observer.disconnect();
          resolve(moves);
        }, duration);
      }),
    ms,
  );
}

/** The time between consecutive moves, in ms. */
const intervalsOf = (moves: [number, number][]) =>
  moves.slice(1).map(([time], index) => time - (moves[index]?.[0] ?? time));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Opens Home through the navbar, so the browser fetches its courses. */
async function openHomeInApp(page: Page) {
  await appReady(page);
  await navbarLink(page, 'Home').click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('Home', () => {
  test('shows every block, the title and the one gateway call', async ({ page }) => {
    const graphqlCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql')
        graphqlCalls.push(request.postData() ?? '');
    });
    await page.goto('/');
    await expect(page).toHaveTitle(`${BRAND} | Home`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /8 weeks of live online classes/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const banner = page.getByRole('region', { name: /Trade the Indian markets/ });
    await expect(banner.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/online-course',
    );
    await expect(banner.getByRole('link', { name: 'Download Brochure' })).toHaveAttribute(
      'href',
      '/Course%20Brochure.pdf',
    );
    await expect(
      section(page, 'Everything about the course, in one PDF').getByRole('link', {
        name: 'Download Brochure',
      }),
    ).toBeVisible();

    await scrollThrough(page);
    for (const heading of [
      'Our flagship course',
      'Why choose us',
      'The 8-week curriculum',
      'How to apply',
      'Our Classes',
      'What our students say',
      'Frequently asked questions',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }

    const curriculum = section(page, 'The 8-week curriculum').getByRole('listitem');
    await expect(curriculum).toHaveCount(8);
    for (let week = 1; week <= 8; week += 1) {
      await expect(curriculum.nth(week - 1)).toContainText(`Week ${week}`);
    }

    const apply = section(page, 'How to apply');
    await expect(apply.getByRole('listitem')).toHaveCount(4);
    await expect(apply).toContainText('Pay the registration amount');
    await expect(apply).toContainText(/screenshot on WhatsApp at \+91 [\d ]+ or \+91 [\d ]+/);
    await expect(apply).toContainText('Verification');
    await expect(apply).toContainText('relationship manager');

    await expect(slidesOf(carousel(page, 'Student testimonials'))).toHaveCount(5);
    await expect(section(page, 'Frequently asked questions').getByRole('group')).toHaveCount(8);
    await expect(
      section(page, 'Our Classes').getByRole('link', { name: 'View all classes' }),
    ).toHaveAttribute('href', '/my-courses');

    // The courses come in the page itself (one provider call, made by the gateway as it
    // rendered it): the browser asks the gateway for nothing.
    expect(graphqlCalls).toEqual([]);
  });

  test('features the first course from the gateway, priced in rupees', async ({ page }) => {
    await page.goto('/');
    const featured = section(page, 'Our flagship course');
    await featured.scrollIntoViewIfNeeded();
    const card = featured.getByRole('article', { name: FLAGSHIP.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: FLAGSHIP.title })).toBeVisible();
    await expect(card.getByRole('img', { name: FLAGSHIP.title })).toBeVisible();
    await expect(card).toContainText(FLAGSHIP.payable);
    await expect(card).toContainText(`You save ${FLAGSHIP.discount}`);
    await expect(featured.getByRole('link', { name: 'Explore More Courses' })).toHaveAttribute(
      'href',
      '/online-course',
    );

    await card.getByRole('link', { name: 'Enroll now' }).click();
    await expect(page).toHaveURL(`/course-detail/${FLAGSHIP.id}/Stock-Market-Foundations`);
  });

  test('offers Explore More Courses only when there is more than one course', async ({ page }) => {
    // The gateway's real answer, cut down to its first course. Opened directly, the courses
    // come in the page; reached in the app, Home asks for them.
    await page.goto('/about-us');
    await page.route('**/graphql', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data?: { courses?: unknown[] } };
      if (body.data?.courses) body.data.courses = body.data.courses.slice(0, 1);
      await route.fulfill({ response, json: body });
    });
    await openHomeInApp(page);
    const featured = section(page, 'Our flagship course');
    await expect(featured.getByRole('article')).toHaveCount(1);
    await expect(featured.getByRole('link', { name: 'Enroll now' })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'Explore More Courses' })).toHaveCount(0);
  });

  test('shows Loading courses... until the courses arrive', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.goto('/about-us');
    await page.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await openHomeInApp(page);
    const featured = section(page, 'Our flagship course');
    await expect(featured.getByText('Loading courses...')).toBeVisible();
    release();
    await expect(featured.getByRole('article')).toBeVisible();
    await expect(featured.getByText('Loading courses...')).toHaveCount(0);
  });

  test('counts the figures up once they scroll into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/');
    const values = page.getByTestId('counter-value');
    await expect(values).toHaveCount(3);
    // Not yet on screen: nothing has counted.
    await expect(values).toHaveText(['0+', '0+', '0.0+']);
    // Screen readers get the final figures from the start.
    const strip = page.locator('[data-counter]');
    expect(await strip.nth(0).ariaSnapshot()).toContain('500+');

    await strip.nth(0).scrollIntoViewIfNeeded();
    const early = (await values.allTextContents()).map((v) => Number.parseFloat(v));
    expect(early[0]).toBeLessThan(500);
    expect(early[1]).toBeLessThan(100);
    expect(early[2]).toBeLessThan(4.1);
    await expect(values).toHaveText(['500+', '100+', '4.1+'], { timeout: 5000 });
    await expect(page.locator('[data-counter]')).toContainText([
      'STUDENTS MENTORED',
      'SESSIONS FINISHED',
      'GOOGLE RATING',
    ]);
  });

  test('shows the final figures at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/');
    await expect(page.getByTestId('counter-value')).toHaveText(['500+', '100+', '4.1+']);
  });

  test('FAQ: eight questions, one answer open at a time, and it closes again', async ({ page }) => {
    await page.goto('/');
    const faq = section(page, 'Frequently asked questions');
    await faq.scrollIntoViewIfNeeded();
    // Each question is a disclosure (<details>, a group) opened by its heading.
    const items = faq.getByRole('group');
    await expect(items).toHaveCount(8);
    for (let i = 0; i < 8; i += 1) await expect(items.nth(i)).not.toHaveAttribute('open');

    await items.nth(0).getByRole('heading').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(faq.getByText(/Anyone who wants to learn to trade/)).toBeVisible();

    await items.nth(3).getByRole('heading').click();
    await expect(items.nth(3)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(faq.getByText(/Anyone who wants to learn to trade/)).toBeHidden();
    await expect(faq.locator('details[open]')).toHaveCount(1);

    await items.nth(3).getByRole('heading').click();
    await expect(faq.locator('details[open]')).toHaveCount(0);
  });

  test('testimonials: five entries that advance every 2 seconds', async ({ page }) => {
    await page.goto('/');
    await section(page, 'What our students say').scrollIntoViewIfNeeded();
    const region = carousel(page, 'Student testimonials');
    await expect(slidesOf(region)).toHaveCount(5);
    await expect(slidesOf(region).nth(0)).toHaveAttribute('aria-label', '1 of 5');
    await expect(slidesOf(region).nth(4)).toHaveAttribute('aria-label', '5 of 5');
    await pointerAway(page);
    // Timed from its first move (the part hydrated, its motion loaded): from then on a move
    // every 2 s.
    await expect(region.locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      /\D2$/,
      { timeout: 5000 },
    );
    const moves = await recordMoves(region, 7000);
    expect(moves.length).toBeGreaterThanOrEqual(3);
    // One slide at a time, in order, looping from 5 back to 1.
    for (const [index, [, slide]] of moves.entries()) {
      if (index > 0) expect(slide).toBe(((moves[index - 1]?.[1] ?? 0) % 5) + 1);
    }
    const interval = median(intervalsOf(moves));
    expect(interval).toBeGreaterThan(1800);
    expect(interval).toBeLessThan(2300);
  });
});

test.describe('Our Classes carousel', () => {
  const headings = OUR_CLASSES_HEADINGS;

  async function openClasses(page: Page) {
    await page.goto('/');
    await section(page, 'Our Classes').scrollIntoViewIfNeeded();
    const region = carousel(page, 'Our Classes');
    await expect(slidesOf(region)).toHaveCount(9);
    return region;
  }

  test('holds the nine cards with pictures, headings and labels', async ({ page }) => {
    const region = await openClasses(page);
    const slides = slidesOf(region);
    for (const [index, heading] of headings.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute('aria-label', `${index + 1} of 9`);
      await expect(slide.locator('[data-class-id]')).toHaveAttribute(
        'data-class-id',
        String(index + 1),
      );
      await expect(slide.getByRole('heading', { level: 3 })).toHaveText(heading);
      const image = slide.getByRole('img');
      await expect(image).toHaveAttribute('alt', /\w{4,}/);
      await expect(image).toHaveAttribute('srcset', /\.webp 320w, .*\.webp 640w/);
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    await expect(region.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(9);
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
  });

  for (const [width, count] of [
    [1280, 3],
    [1000, 2],
    [375, 1],
  ] as const) {
    test(`shows ${count} card(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const region = await openClasses(page);
      await region.getByRole('button', { name: /^Pause/ }).click();
      await pointerAway(page);
      await page.waitForTimeout(800);
      await expect(region).toHaveAttribute('data-per-view', String(count));
      expect(await visibleSlides(region)).toBe(count);
    });
  }

  test('autoplays every 2.5 s, one card at a time, looping', async ({ page }) => {
    const region = await openClasses(page);
    await pointerAway(page);
    const moves = await recordMoves(region, 8500);
    expect(moves.length).toBeGreaterThanOrEqual(3);
    for (const [index, [, slide]] of moves.entries()) {
      if (index > 0) expect(slide).toBe(((moves[index - 1]?.[1] ?? 0) % 9) + 1);
    }
    const interval = median(intervalsOf(moves));
    expect(interval).toBeGreaterThan(2300);
    expect(interval).toBeLessThan(2800);
  });

  test('the pause control stops autoplay and play resumes it', async ({ page }) => {
    const region = await openClasses(page);
    await region.getByRole('button', { name: 'Pause Our Classes slideshow' }).click();
    const play = region.getByRole('button', { name: 'Play Our Classes slideshow' });
    await expect(play).toBeVisible();
    await pointerAway(page);
    const paused = await currentSlide(region);
    await page.waitForTimeout(3500);
    expect(await currentSlide(region)).toBe(paused);

    await play.click();
    await pointerAway(page);
    await nextMove(region, paused, 5000);
  });

  test('moves with the buttons, the dots and the arrow keys', async ({ page }) => {
    const region = await openClasses(page);
    await region.getByRole('button', { name: /^Pause/ }).click();
    await region.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(region.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await region.getByRole('button', { name: 'Next slide' }).click();
    expect(await currentSlide(region)).toBe(6);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentSlide(region)).toBe(4);
    await region.getByRole('button', { name: 'Go to slide 9' }).click();
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentSlide(region)).toBe(1);
  });

  test('does not rotate by itself under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const region = await openClasses(page);
    await expect(region.getByRole('button', { name: 'Play Our Classes slideshow' })).toBeVisible();
    await pointerAway(page);
    const start = await currentSlide(region);
    await page.waitForTimeout(3200);
    expect(await currentSlide(region)).toBe(start);
  });

  test('stops while the pointer is over it', async ({ page }) => {
    const region = await openClasses(page);
    await region.getByRole('button', { name: 'Previous slide' }).hover();
    await expect(region).toHaveAttribute('data-rotating', 'false');
    const start = await currentSlide(region);
    await page.waitForTimeout(3000);
    expect(await currentSlide(region)).toBe(start);
  });

  test('stays still for a pointer that was over it before the app started', async ({ page }) => {
    // The page arrives rendered; its scripts are held until the pointer rests on the cards.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const region = carousel(page, 'Our Classes');
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('heading', { level: 3 }).first().hover();
    release();
    await appReady(page);
    await expect(region).toHaveAttribute('data-rotating', 'false');
    const start = await currentSlide(region);
    await page.waitForTimeout(3000);
    expect(await currentSlide(region)).toBe(start);
  });
});

test.describe('About', () => {
  test('shows the carousel, Enroll Now, the brochure, Our Story and Our Values', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle(`${BRAND} | About Us`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /live online classes/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const slides = slidesOf(carousel(page, 'Life at the academy'));
    await expect(slides).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      await expect(slides.nth(i).getByRole('img')).toHaveAttribute('alt', /\w{4,}/);
    }
    await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/online-course',
    );
    await expect(page.getByRole('link', { name: 'Download Brochure' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    const values = section(page, 'Our values');
    await expect(values.getByRole('listitem')).toHaveCount(3);
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      'Why choose us',
      'Our mission',
      'Our vision',
    ]);
  });
});

test.describe('pages opened within the app', () => {
  const mainNav = (page: Page) =>
    page.getByRole('banner').getByRole('navigation', { name: 'Main' });

  test('About shows its top at once, then every block below it', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await appReady(page);
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();
    // The top of the page follows the click at once: no waiting for the blocks below.
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Sharpline Trading Academy' }),
    ).toBeVisible({ timeout: 1_000 });
    await expect(page).toHaveURL('/about-us');
    await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    await expect(section(page, 'Our values').getByRole('heading', { level: 3 })).toHaveText([
      'Why choose us',
      'Our mission',
      'Our vision',
    ]);
    expect(errors).toEqual([]);
  });

  test('Home shows every block, cards, quotes and questions included', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/about-us');
    await appReady(page);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1_000 });
    await expect(page).toHaveURL('/');
    const classes = section(page, 'Our Classes');
    for (const heading of OUR_CLASSES_HEADINGS) {
      await expect(classes.getByRole('heading', { level: 3, name: heading })).toHaveCount(1);
    }
    const quotes = section(page, 'What our students say');
    for (const student of TESTIMONIAL_STUDENTS) {
      await expect(quotes.getByText(student, { exact: true })).toHaveCount(1);
    }
    const faq = section(page, 'Frequently asked questions');
    for (const question of FAQ_QUESTIONS) {
      await expect(faq.getByText(question, { exact: true })).toHaveCount(1);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('Brochure', () => {
  for (const [path, place] of [
    ['/', 'Home'],
    ['/about-us', 'About'],
  ] as const) {
    test(`downloads "Course Brochure.pdf" from ${place}`, async ({ page }) => {
      await page.goto(path);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download Brochure' }).first().click(),
      ]);
      expect(download.suggestedFilename()).toBe('Course Brochure.pdf');
      const file = await download.path();
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1')).toContain('%%EOF');
      expect(bytes.length).toBeGreaterThan(4000);
    });
  }
});

test.describe('Instruction', () => {
  test('shows the twelve topic cards, each with a Read more toggle', async ({ page }) => {
    await page.goto('/instruction');
    await expect(page).toHaveTitle(`${BRAND} | Instruction`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Things Which You Will be Installed within This Course',
    );
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(12);
    const titles = await cards.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.join(' | ')).toMatch(
      /Forex.*Charts and Trends.*Market Structure.*Indicators and Tools.*Smart Money Concept.*Altogether.*Time Zones and News Events.*Trade Management.*Risk Management.*Psychology.*Live Trading Sessions.*Bonus/,
    );
    const toggles = page.getByRole('button', { name: /^Read more/ });
    await expect(toggles).toHaveCount(12);

    const first = cards.nth(0);
    const toggle = first.getByRole('button', { name: /^Read (more|less)/ });
    const listed = first.getByRole('listitem');
    const before = await listed.count();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first.getByText('Brokers, spreads and account types')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText(/^Read less/);
    await expect(first.getByText('Brokers, spreads and account types')).toBeVisible();
    expect(await listed.count()).toBeGreaterThan(before);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first.getByText('Brokers, spreads and account types')).toBeHidden();
  });
});

test.describe('Legal pages', () => {
  const pages = [
    {
      path: '/terms&conditions',
      title: 'Terms & Conditions',
      says: [
        /non-refundable/,
        /No cancellation is possible after enrolment/,
        /at least 18 years old/,
        /guardian/,
        /laws of India/,
      ],
    },
    {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      says: [/We do not sell your personal data/, /laws of India/],
    },
    {
      path: '/cancel-policy',
      title: 'Cancellation Policy',
      says: [
        /non-refundable/,
        /cannot be cancelled/,
        /transfer once to another batch or to another course/,
        /within 3 months/,
        /at least 7 days before/,
        /reply within 5 business days/,
        /laws of India/,
      ],
    },
  ];
  for (const legal of pages) {
    test(`${legal.title} states the policies`, async ({ page }) => {
      await page.goto(legal.path);
      await expect(page).toHaveTitle(`${BRAND} | ${legal.title}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
      expect(
        await page.getByRole('main').getByRole('heading', { level: 2 }).count(),
      ).toBeGreaterThan(4);
      const main = page.getByRole('main');
      for (const text of legal.says) await expect(main).toContainText(text);
      await expect(main).toContainText('Monday to Saturday, 10:00 AM to 07:00 PM IST');
    });
  }
});

test.describe('Accessibility', () => {
  const paths = [
    '/',
    '/about-us',
    '/instruction',
    '/contact-us',
    '/terms&conditions',
    '/privacy-policy',
    '/cancel-policy',
  ];
  for (const width of [375, 1280]) {
    for (const path of paths) {
      test(`${path} has no serious axe violation at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        if (path === '/') {
          await expect(slidesOf(carousel(page, 'Our Classes'))).toHaveCount(9);
          await expect(section(page, 'Frequently asked questions').getByRole('group')).toHaveCount(
            8,
          );
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
      });
    }
  }
});
