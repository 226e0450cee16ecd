/**
 * The site shell (SPEC.md §2 Layout, route table, not-found page; §8 script chunk failure):
 * every route's tab title, the navbar for visitors and signed-in users on a phone and a
 * desktop, the footer, scrolling to the top on navigation, and the error pages.
 */
import { type Page } from '@playwright/test';
import { navbarLink } from './support/app.ts';
import { expect, test } from './support/test.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { DEMO_STUDENT, signInViaUI, userMenuButton } from './support/auth.ts';

const BRAND = 'Sharpline Trading Academy';
const NAV_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about-us' },
  { name: 'Online Course', path: '/online-course' },
  { name: 'Contact Us', path: '/contact-us' },
] as const;
const ACCOUNT_ACTIONS = [
  'Profile',
  'Change Password',
  'My Courses',
  'Sign Out',
  'Sign Out Everywhere',
  'Download my data',
  'Delete my account',
] as const;
/** The one account action that is a plain link (the browser downloads the zip itself). */
const ACCOUNT_LINK = 'Download my data';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** The URL segment the site uses for a title in course and class links. */
const titleSegment = (title: string) => encodeURIComponent(title.trim().replace(/\s+/g, '-'));

async function flagshipTitle(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: { query: 'query { course(id: "1") { title } }' },
  });
  const body = (await response.json()) as { data: { course: { title: string } | null } };
  if (!body.data.course) throw new Error('course 1 is not seeded');
  return body.data.course.title;
}

test.describe('tab titles', () => {
  const publicRoutes: [path: string, title: string][] = [
    ['/', 'Home'],
    ['/about-us', 'About Us'],
    ['/online-course', 'Online Course'],
    ['/contact-us', 'Contact Us'],
    ['/instruction', 'Instruction'],
    ['/terms&conditions', 'Terms & Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/cancel-policy', 'Cancellation Policy'],
    ['/sign-in', 'Sign In'],
    ['/sign-up', 'Sign Up'],
    ['/payment-success', 'Payment Success'],
    ['/payment-failed', 'Payment Failed'],
  ];
  for (const [path, title] of publicRoutes) {
    test(`${path} is titled "${BRAND} | ${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${BRAND} | ${title}`);
    });
  }

  test('a course detail page is titled with the course title', async ({ page }) => {
    const title = await flagshipTitle(page);
    await page.goto(`/course-detail/1/${titleSegment(title)}`);
    await expect(page).toHaveTitle(`${BRAND} | ${title}`);
  });

  test('the signed-in pages: My Courses and View Classes', async ({ page }) => {
    const title = await flagshipTitle(page);
    await signInViaUI(page, DEMO_STUDENT);
    await page.goto('/my-courses');
    await expect(page).toHaveTitle(`${BRAND} | My Courses`);
    await page.goto(`/view-classes/1/${titleSegment(title)}`);
    await expect(page).toHaveTitle(`${BRAND} | View Classes`);
  });

  test('any other path is the not-found page, titled exactly "404 Page Not Found"', async ({
    page,
  }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveTitle('404 Page Not Found');
  });
});

test.describe('navbar for a visitor', () => {
  test('desktop: logo, the four links with the current one highlighted, and Sign In', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/sign-up');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: `${BRAND}, home` })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const link of NAV_LINKS) {
      await expect(nav.getByRole('link', { name: link.name })).toHaveAttribute('href', link.path);
      await expect(nav.getByRole('link', { name: link.name })).not.toHaveAttribute('aria-current');
    }
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');

    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
  });

  test('phone: the links collapse into a menu with the same links and Sign In', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/sign-up');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const link of NAV_LINKS) {
      await expect(drawer.getByRole('link', { name: link.name })).toHaveAttribute(
        'href',
        link.path,
      );
    }
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(drawer).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await drawer.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(drawer).toBeHidden();
  });

  test('nothing overflows sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/sign-in', '/sign-up', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('navbar for a signed-in user', () => {
  test('desktop: a menu titled with the name holding the account actions', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInViaUI(page, DEMO_STUDENT);
    await page.goto('/privacy-policy');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await userMenuButton(page, DEMO_STUDENT.name).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([...ACCOUNT_ACTIONS]);
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('menuitem', { name: 'My Courses' }).click();
    await expect(page).toHaveURL(/\/my-courses$/);
    await expect(menu).toBeHidden();
  });

  test('phone: the menu shows the name and the same account actions', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signInViaUI(page, DEMO_STUDENT);
    await page.goto('/privacy-policy');
    const header = page.getByRole('banner');
    await expect(userMenuButton(page, DEMO_STUDENT.name)).toBeHidden();

    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const account = drawer.getByRole('group', { name: DEMO_STUDENT.name });
    await expect(account.getByRole('button')).toHaveText(
      ACCOUNT_ACTIONS.filter((action) => action !== ACCOUNT_LINK),
    );
    await expect(account.getByRole('link', { name: ACCOUNT_LINK })).toHaveAttribute(
      'href',
      '/account/export',
    );
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await account.getByRole('button', { name: 'Profile' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Profile' }).getByLabel('Email')).toHaveValue(
      DEMO_STUDENT.email,
    );
  });
});

test.describe('footer', () => {
  test('social links, about blurb, quick links, contacts, copyright and legal links', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    const footer = page.getByRole('contentinfo');
    for (const network of ['YouTube', 'Instagram', 'Facebook', 'Telegram']) {
      const link = footer.getByRole('link', { name: network, exact: true });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByText(/teaches stock-market and forex trading/)).toBeVisible();

    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    for (const name of ['Home', 'About Us', 'Online Course', 'Instruction', 'Contact Us']) {
      await expect(quick.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /98200 41750/ })).toHaveAttribute(
      'href',
      'tel:+919820041750',
    );
    await expect(footer.getByRole('link', { name: /98200 41751/ })).toHaveAttribute(
      'href',
      'tel:+919820041751',
    );
    await expect(
      footer.getByRole('link', { name: /support@sharplineacademy\.in/ }),
    ).toHaveAttribute('href', 'mailto:support@sharplineacademy.in');
    await expect(footer.getByText('Monday to Saturday, 10:00 AM to 07:00 PM IST')).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${BRAND}`);

    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms&conditions',
    );
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await legal.getByRole('link', { name: 'Cancellation Policy' }).click();
    await expect(page).toHaveURL(/\/cancel-policy$/);
  });

  test('every navigation starts the new page at its top', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/sign-up');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('error pages', () => {
  test('the not-found page offers the way home', async ({ page }) => {
    await page.goto('/courses/nothing-here');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: "Look like you're lost" }),
    ).toBeVisible();
    await expect(
      main.getByText('the page you are looking for not avaible!', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveTitle('404 Page Not Found');
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Home is the heaviest page; give it time on a busy machine.
    await expect(page).toHaveTitle(`${BRAND} | Home`, { timeout: 30_000 });
  });

  test('a page whose code cannot be downloaded says so and offers a reload', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
    // From now on no new script can be fetched, as when the network drops.
    await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
    await navbarLink(page, 'Contact Us').click();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Loading chunk failed' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/assets/*.js');
    await main.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page).toHaveTitle(`${BRAND} | Contact Us`);
    await expect(main.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
  });
});
