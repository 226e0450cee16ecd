/**
 * Pages that answer the first click: each interaction made the moment the page appears
 * (navigation awaited only until the response starts, waitUntil 'commit') takes effect
 * within 1 s of the page being ready, where ready is the app having taken the page over.
 * With the app's code held back (a slow connection), links, disclosures, the mobile menu and
 * the page's forms work without it (a form posts to its page and the gateway answers), and
 * any other press is kept and happens once it arrives.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { pagePreparedMark, partHydratedMark } from '../../client/src/lib/hydration-marks.ts';
import { appReady, collectErrors, hasMark, navbarLink, unexpectedErrors } from './support/app.ts';
import { DEMO_STUDENT, createAccount, shownMessage, signInViaUI, toast } from './support/auth.ts';
import { FIRST_FAQ_ANSWER } from '../support/home-content.ts';

/** The effect of an interaction made before the page was ready, once it is. */
const EFFECT_TIMEOUT = { timeout: 1000 };
const COURSE_PAGE = '/course-detail/1/Stock-Market-Foundations';

/** Holds every request for the app's entry until released, as a slow connection would. */
async function holdAppCode(page: Page) {
  const held: (() => void)[] = [];
  let releasing = false;
  await page.route('**/assets/index-*.js', async (route) => {
    if (releasing) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return {
    waiting: () => held.length,
    release() {
      releasing = true;
      for (const resume of held.splice(0)) resume();
    },
  };
}

/** Marks an element, so that a later check can tell whether it is still the same one. */
const markElement = (locator: Locator) =>
  locator.evaluate((element) => {
    (element as Element & { marked?: boolean }).marked = true;
  });
const isMarkedElement = (locator: Locator) =>
  locator.evaluate((element) => (element as Element & { marked?: boolean }).marked === true);

/** A FAQ question: a disclosure (<details>, a group) holding its heading. */
const faqQuestion = (page: Page, question: string) =>
  page
    .getByRole('region', { name: 'Frequently asked questions' })
    .getByRole('group')
    .filter({ has: page.getByRole('heading', { name: question }) });

test.describe('clicked the moment the page appears', () => {
  test('sign-up submit shows the field errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/sign-up', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Sign Up' }).click();
    await appReady(page);
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible(
      EFFECT_TIMEOUT,
    );
    await expect(page.getByText('Enter a valid email address.')).toBeVisible(EFFECT_TIMEOUT);
    expect(page.url()).not.toContain('?');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  test('enquiry submit shows the field errors', async ({ page }) => {
    await page.goto('/contact-us', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Send enquiry' }).click();
    await appReady(page);
    await expect(page.getByText('First name must be at least 2 characters.')).toBeVisible(
      EFFECT_TIMEOUT,
    );
    expect(page.url()).not.toContain('?');
  });

  test('sign-in typed and sent at once signs the student in', async ({ page }) => {
    await page.goto('/sign-in', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill(DEMO_STUDENT.email);
    await main.getByLabel('Password').fill(DEMO_STUDENT.password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await appReady(page);
    await expect(shownMessage(page, `Welcome back! ${DEMO_STUDENT.name}.`)).toBeVisible(
      EFFECT_TIMEOUT,
    );
    expect(page.url()).not.toContain(encodeURIComponent(DEMO_STUDENT.email));
  });

  test('the mobile menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await appReady(page);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(EFFECT_TIMEOUT);
  });

  test('Purchase Now asks a visitor to sign in first', async ({ page }) => {
    await page.goto(COURSE_PAGE, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Purchase Now' }).click();
    await appReady(page);
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible(EFFECT_TIMEOUT);
    await expect(page).toHaveURL(/\/sign-in$/, EFFECT_TIMEOUT);
  });

  test('a course outline item opens', async ({ page }) => {
    await page.goto(COURSE_PAGE, { waitUntil: 'commit' });
    const item = page
      .getByRole('region', { name: 'Courses in this program' })
      .getByRole('group')
      .first();
    await item.getByRole('heading').click();
    // A disclosure of the platform's own: it opens with no script at all.
    await expect(item).toHaveAttribute('open', '', EFFECT_TIMEOUT);
  });

  test('a FAQ item opens', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const question = faqQuestion(page, 'Who is this course for?');
    await question.getByRole('heading').click();
    // A disclosure of the platform's own: it opens with no script at all.
    await expect(question).toHaveAttribute('open', '', EFFECT_TIMEOUT);
    await expect(faq.getByText(FIRST_FAQ_ANSWER)).toBeVisible(EFFECT_TIMEOUT);
  });

  test('a navbar link opens its page', async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit' });
    await navbarLink(page, 'About Us').click();
    await appReady(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Sharpline Trading Academy' }),
    ).toBeVisible(EFFECT_TIMEOUT);
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('before the app has arrived', () => {
  test('a submit is answered by the server at once, never sent as a URL, and the app takes the answer over', async ({
    page,
  }) => {
    const app = await holdAppCode(page);
    await page.goto('/sign-up', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByLabel('Name').fill('A');
    await main.getByRole('button', { name: 'Sign Up' }).click();
    // The form went to its page by POST, and the answer came without the app.
    await expect(main.getByText('Password must be at least 8 characters.')).toBeVisible({
      timeout: 3000,
    });
    await expect(main.getByText('Name must be at least 5 characters.')).toBeVisible();
    await expect(main.getByLabel('Name')).toHaveValue('A');
    expect(page.url()).toMatch(/\/sign-up$/);
    expect(app.waiting()).toBeGreaterThan(0);

    app.release();
    await appReady(page);
    // What was typed and what was said are still there, and the app now answers edits.
    await expect(main.getByLabel('Name')).toHaveValue('A');
    await main.getByLabel('Name').fill('Asha Rao');
    await expect(main.getByText('Name must be at least 5 characters.')).toBeHidden(EFFECT_TIMEOUT);
  });

  test('the menu opens at once, and a checkbox ticked is kept and made once the app is there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const app = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The menu's button opens it by its command, with the app still on its way.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(EFFECT_TIMEOUT);
    await expect.poll(app.waiting).toBeGreaterThan(0);
    app.release();
    await appReady(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden(EFFECT_TIMEOUT);

    const enquiry = await page.context().newPage();
    const held = await holdAppCode(enquiry);
    await enquiry.goto('/contact-us', { waitUntil: 'commit' });
    const terms = enquiry.getByRole('checkbox', { name: /I have read and accept/ });
    await terms.focus();
    await enquiry.keyboard.press('Space');
    await expect.poll(held.waiting).toBeGreaterThan(0);
    await expect(terms).not.toBeChecked();
    held.release();
    await appReady(enquiry);
    await expect(terms).toBeChecked(EFFECT_TIMEOUT);
  });

  test('Purchase Now pressed by a signed-in student opens the checkout, not sign-in', async ({
    page,
    request,
  }) => {
    // The page is served the same to everyone; who is signed in is learnt as the app starts,
    // and a press kept from before then must be handled as the student's.
    await signInViaUI(page, await createAccount(request, 'early-buyer'));
    const app = await holdAppCode(page);
    await page.goto('/course-detail/2/Forex-Trading-Essentials', { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Purchase Now' }).click();
    await expect.poll(app.waiting).toBeGreaterThan(0);
    app.release();
    await appReady(page);
    await expect(page.getByRole('dialog', { name: 'Test payment' })).toBeVisible({
      timeout: 3000,
    });
    await expect(page).toHaveURL(/\/course-detail\/2\//);
    await expect(toast(page, 'Please! Sign in first.')).toHaveCount(0);
  });

  test('Purchase Now pressed by a visitor before the app starts opens the served sign-in page, then brings them back', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'early-visitor');
    const app = await holdAppCode(page);
    await page.goto(COURSE_PAGE, { waitUntil: 'commit' });
    await page.getByRole('main').getByRole('button', { name: 'Purchase Now' }).click();
    // The sign-in page as served, while the app's code is still on its way.
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Nice to see you!' }),
    ).toBeVisible(EFFECT_TIMEOUT);
    expect(app.waiting()).toBeGreaterThan(0);
    app.release();
    await appReady(page);
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible(EFFECT_TIMEOUT);
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInViaUI(page, account);
    await expect(page).toHaveURL(new RegExp(`${COURSE_PAGE}$`));
  });

  test('links work as links: the next page arrives rendered', async ({ page }) => {
    const app = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    await navbarLink(page, 'Online Course').click();
    await expect(page).toHaveURL(/\/online-course$/);
    // The course list is on screen while the app's code is still on its way.
    await expect(page.getByRole('article', { name: 'Forex Trading Essentials' })).toBeVisible();
    expect(app.waiting()).toBeGreaterThan(0);
    app.release();
  });
});

test.describe('starting a page costs only its first screen', () => {
  test("the app's code is fetched after the frame that paints the parsed page, and the app starts", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // When the first frame after the document was parsed began (the frame that paints it;
    // the paint entries carry the later moment the pixels were shown).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        requestAnimationFrame(() => {
          (window as unknown as { frameAfterParse: number }).frameAfterParse = performance.now();
        });
      });
    });
    await page.goto(COURSE_PAGE);
    await appReady(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
      return {
        painted: paint?.startTime ?? null,
        frameAfterParse: (window as unknown as { frameAfterParse?: number }).frameAfterParse,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.painted).not.toBeNull();
    expect(timing.frameAfterParse).toBeDefined();
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.frameAfterParse ?? Infinity);
    // Started: the page's own controls are the app's.
    await page.getByRole('main').getByRole('button', { name: 'Purchase Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible(
      EFFECT_TIMEOUT,
    );
    expect(errors).toEqual([]);
  });

  test('the served styles are taken over, not inserted again, as the app starts', async ({
    page,
  }) => {
    // Style elements as the parser adds them (served) and as scripts add them (new).
    await page.addInitScript(() => {
      const styles = { served: [] as HTMLStyleElement[], added: [] as HTMLStyleElement[] };
      (window as unknown as { styles: typeof styles }).styles = styles;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLStyleElement) || styles.served.includes(node)) continue;
            if (document.readyState === 'loading') styles.served.push(node);
            else styles.added.push(node);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const errors = collectErrors(page);
    await page.goto('/');
    await appReady(page);
    // The app has hydrated the top of the page: the mobile menu works.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible(EFFECT_TIMEOUT);
    const styles = await page.evaluate(() => {
      const { served, added } = (
        window as unknown as { styles: { served: HTMLStyleElement[]; added: HTMLStyleElement[] } }
      ).styles;
      return {
        served: served.length,
        servedStill: served.filter((element) => element.isConnected).length,
        // Chakra's global styles (reset, base, tokens) written a second time by the app.
        globalsAgain: added.filter((element) =>
          element.getAttribute('data-emotion')?.startsWith('css-global'),
        ).length,
      };
    });
    // The global styles (layer order; reset, base and tokens) and the page's class rules.
    expect(styles.served).toBeGreaterThanOrEqual(3);
    expect(styles.servedStill).toBe(styles.served);
    expect(styles.globalsAgain).toBe(0);
    // The browser's bundle has no global styles of its own (client/build/served-global-styles.ts):
    // the served ones still apply, here and on a page opened within the app.
    const applied = () =>
      page.evaluate(() => ({
        brand: getComputedStyle(document.documentElement)
          .getPropertyValue('--chakra-colors-brand-700')
          .trim(),
        bodyMargin: getComputedStyle(document.body).margin,
        boxSizing: getComputedStyle(document.body).boxSizing,
        fontFamily: getComputedStyle(document.body).fontFamily,
      }));
    const expected = {
      brand: '#825e12',
      bodyMargin: '0px',
      boxSizing: 'border-box',
      fontFamily: expect.stringContaining('Inter'),
    };
    expect(await applied()).toEqual(expected);
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About', EFFECT_TIMEOUT);
    expect(await applied()).toEqual(expected);
    expect(errors).toEqual([]);
  });

  test('a part further down shows as served and works when the visitor gets there', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await appReady(page);
    const classes = page.locator('[aria-roledescription="carousel"][aria-label="Our Classes"]');
    // In the page as served, off screen, before the visitor scrolls to it.
    await expect(classes.locator('[aria-roledescription="slide"]')).toHaveCount(9);
    // The carousel's controls are the app's: pressed, the part hydrates and handles it.
    await classes.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(classes.locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Go to slide 3',
      EFFECT_TIMEOUT,
    );
    expect(errors).toEqual([]);
  });

  test('a course card further down the list opens its course within the app when pressed', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/online-course');
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // The third card is below a phone's first screen: served, and hydrated only when needed.
    const card = page.getByRole('article', { name: 'Options Trading on NSE' });
    await expect(card.getByRole('heading', { name: 'Options Trading on NSE' })).toBeAttached();
    await card.getByRole('link', { name: 'Enroll now' }).click();
    await expect(page).toHaveURL(/\/course-detail\/3\//, EFFECT_TIMEOUT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Options Trading on NSE' }),
    ).toBeVisible(EFFECT_TIMEOUT);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a footer link pressed before the visitor scrolls opens its page within the app', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await appReady(page);
    // Kept only while the document stays: a link followed by the browser would lose it.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: 'About Us' })
      .click();
    await expect(page).toHaveURL(/\/about-us$/, EFFECT_TIMEOUT);
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Sharpline Trading Academy' }),
    ).toBeVisible(EFFECT_TIMEOUT);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('opening the next page', () => {
  test('a navigation leaves the footer as served until it is needed, and its links work', async ({
    page,
  }) => {
    // Under the router, a footer still as served would be rendered afresh by the first
    // navigation, within the visitor's click; outside it, nothing a navigation changes
    // reaches it. On a phone, from Home to Contact (both long, shown whole at once), the
    // footer stays far below the screen.
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await appReady(page);
    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick links' });
    // The footer's part marks when it has been hydrated (client/src/lib/hydration-marks.ts).
    const takenOver = () => hasMark(page, partHydratedMark('footer'));
    expect(await takenOver()).toBe(false);
    await markElement(footer);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Contact Us' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible(
      EFFECT_TIMEOUT,
    );
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    expect(await takenOver()).toBe(false);
    expect(await isMarkedElement(footer)).toBe(true);
    // Needed: it hydrates, and its links open their pages within the app, at their top.
    await quickLinks.getByRole('link', { name: 'Online Course' }).click();
    await expect(page).toHaveURL(/\/online-course$/, EFFECT_TIMEOUT);
    await expect(page.getByRole('heading', { level: 1, name: 'Online Course' })).toBeVisible(
      EFFECT_TIMEOUT,
    );
    expect(await isMarkedElement(footer)).toBe(true);
    // The mark that said "not yet" above does come once the footer is hydrated.
    expect(await takenOver()).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('Purchase Now opens the sign-in page with no loading bar, and its toast after it', async ({
    page,
  }) => {
    // Records when the loading bar, the sign-in heading and the toast first show.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: Record<string, number> }).seen = seen;
      new MutationObserver(() => {
        const mark = (name: string, found: boolean) => {
          if (found && seen[name] === undefined) seen[name] = performance.now();
        };
        mark('loadingBar', !!document.querySelector('[data-testid="navigation-progress"]'));
        mark(
          'heading',
          [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Nice to see you!'),
        );
        mark('toast', !!document.body?.textContent?.includes('Please! Sign in first.'));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const errors = collectErrors(page);
    await page.goto(COURSE_PAGE);
    await appReady(page);
    // On a phone's slower CPU, where a loading step would last long enough to be drawn.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // Reached for: the sign-in page is got ready then (not as the course page starts).
    const purchase = page.getByRole('main').getByRole('button', { name: 'Purchase Now' });
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        (mark) => performance.getEntriesByName(mark).length,
        pagePreparedMark('/sign-in'),
      ),
    ).toBe(0);
    await purchase.hover();
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      pagePreparedMark('/sign-in'),
    );
    await purchase.click();
    // (How soon is for the interaction benchmark to say: the slowed CPU slows the test's
    // own steps as well.)
    await expect(page.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    await expect(toast(page, 'Please! Sign in first.')).toBeVisible();
    const seen = await page.evaluate(
      () => (window as unknown as { seen: Record<string, number> }).seen,
    );
    // Opened within the app from the page got ready: no loading step, and the toast follows
    // the page.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(seen.loadingBar).toBeUndefined();
    expect(seen.toast).toBeGreaterThanOrEqual(seen.heading ?? Infinity);
    expect(errors).toEqual([]);
  });

  test('the mobile menu gets its pages ready while open, asking the gateway nothing', async ({
    browser,
  }) => {
    // A phone: a tap gives no warning, the way a pointer resting on a link does.
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: Record<string, number> }).seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="navigation-progress"]')) seen.loadingBar ??= 1;
      }).observe(document, { childList: true, subtree: true });
    });
    const errors = collectErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto('/');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const pageCode = (chunk: string) =>
      fetched.some((path) => path.startsWith(`/assets/${chunk}-`));
    // Nothing is fetched for pages the visitor has not shown an interest in.
    expect(pageCode('about')).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const chunk of ['about', 'courses', 'contact']) {
      await expect.poll(() => pageCode(chunk)).toBe(true);
    }
    await menu.getByRole('link', { name: 'About Us' }).tap();
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Sharpline Trading Academy' }),
    ).toBeVisible();
    await expect(menu).toBeHidden();
    const seen = await page.evaluate(
      () => (window as unknown as { seen: Record<string, number> }).seen,
    );
    expect(seen.loadingBar).toBeUndefined();
    // The pages were rendered out of sight, running none of their queries.
    expect(fetched.filter((path) => path === '/graphql')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a navbar page opened as its code is still arriving comes up without a console warning', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/');
    // The pointer reaching the link starts loading the page's code; the click follows at
    // once, so the router and the preloading both fill in the same route.
    await navbarLink(page, 'About Us').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'About Sharpline Trading Academy' }),
    ).toBeVisible();
    // Its carousel, which follows the page's top.
    await expect(page.getByRole('region', { name: 'Life at the academy' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
