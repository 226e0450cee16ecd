/**
 * Signing up and in for browser tests: accounts made through the gateway (fast, for tests
 * whose subject is not sign-up), signing in through the real page, and reading the toasts
 * and the navbar's account area.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The seeded demo student (owns a Success order for course 1). */
export const DEMO_STUDENT = {
  name: 'Demo Student',
  email: 'demo@example.com',
  mobile: '9876543210',
  password: 'demo12345',
} as const;

export interface Account {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A fresh, unique account (not yet registered). */
export function newAccount(tag = 'student'): Account {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `Test ${tag}`,
    email: `${tag}.${unique}@example.com`,
    mobile: `9${unique.slice(-9)}`,
    password: 'trade-with-a-plan',
  };
}

/** Registers an account through the gateway's register mutation. */
export async function createAccount(request: APIRequestContext, tag = 'student'): Promise<Account> {
  const account = newAccount(tag);
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { ok } }',
      variables: { input: account },
    },
  });
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  expect(body).toMatchObject({ data: { register: { ok: true } } });
  return account;
}

/**
 * A message shown the way toasts are: the app's toast, or the notice a page the gateway
 * served in its place carries (a form sent before the app was there).
 */
export function shownMessage(page: Page, text: string | RegExp): Locator {
  return page.locator('.Toastify [role="alert"], .academy-notice').filter({ hasText: text });
}

/** A toast (react-toastify's alerts, top-right) showing this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.Toastify').getByRole('alert').filter({ hasText: text });
}

/**
 * Signs in through the /sign-in page and waits for the welcome and for the page to move on
 * (to the remembered return path, or Home). In a page whose app has not started yet the form
 * posts to its page, and the welcome is the served page's notice instead of the app's toast.
 */
export async function signInViaUI(
  page: Page,
  account: Pick<Account, 'email' | 'password'> & { name?: string } = DEMO_STUDENT,
): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/sign-in') await page.goto('/sign-in');
  const main = page.getByRole('main');
  // The URL changes before the page has rendered: wait for the sign-in form itself.
  await expect(main.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    shownMessage(page, account.name ? `Welcome back! ${account.name}.` : /Welcome back! /),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

/** The navbar's user menu button (desktop), titled with the user's name. */
export function userMenuButton(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

/** Opens the user menu (desktop) and picks an item. */
export async function pickAccountAction(
  page: Page,
  name: string,
  item: 'Profile' | 'Change Password' | 'My Courses' | 'Sign Out' | 'Sign Out Everywhere',
): Promise<void> {
  const menuItem = page.getByRole('menuitem', { name: item, exact: true });
  // A click that lands while the menu is still opening (right after a dialog closed and
  // gave focus back to the menu button) can be dropped by the menu: try again, as a person
  // would.
  // Once an item was clicked, a menu button gone means it took effect (a sign-out): done.
  let clicked = false;
  await expect(async () => {
    if (clicked && !(await userMenuButton(page, name).isVisible())) return;
    if (!(await menuItem.isVisible())) await userMenuButton(page, name).click({ timeout: 2000 });
    await menuItem.click({ timeout: 2000 });
    clicked = true;
    await expect(page.getByRole('menu')).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
}

/** What the page saw of a sign-out: where it was at the goodbye, and how long until sign-in. */
interface SignOutSeen {
  /** The page's path when the goodbye toast appeared. */
  pathAtGoodbye: string | null;
  /** Milliseconds from the goodbye toast to the sign-in page (NaN when either is missing). */
  goodbyeToSignInMs: number;
}

/**
 * Watches, in the page, the goodbye toast and the move to the sign-in page: a clock or a URL
 * read by the test once the menu has closed would come late by however long that took on a
 * busy machine. Call before signing out; the returned function tells what was seen.
 */
export async function watchSignOut(page: Page): Promise<() => Promise<SignOutSeen>> {
  await page.evaluate(() => {
    const marks: { toastAt?: number; signInAt?: number; pathAtGoodbye?: string } = {};
    Object.assign(window, { signOutMarks: marks });
    new MutationObserver(() => {
      if (
        marks.toastAt === undefined &&
        document.body.textContent?.includes('Signed out successfully!')
      ) {
        marks.toastAt = performance.now();
        marks.pathAtGoodbye = window.location.pathname;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    // The move itself, as the router makes it (the Navigation API tells each history entry
    // pushed or replaced): no animation frames, which a page the browser deems hidden for a
    // moment (another window opened) does not get.
    const { navigation } = window as unknown as { navigation: EventTarget };
    navigation.addEventListener('currententrychange', () => {
      if (marks.signInAt === undefined && window.location.pathname === '/sign-in') {
        marks.signInAt = performance.now();
      }
    });
  });
  return async () => {
    const marks = await page.evaluate(
      () =>
        (
          window as unknown as {
            signOutMarks: { toastAt?: number; signInAt?: number; pathAtGoodbye?: string };
          }
        ).signOutMarks,
    );
    return {
      pathAtGoodbye: marks.pathAtGoodbye ?? null,
      goodbyeToSignInMs: (marks.signInAt ?? Number.NaN) - (marks.toastAt ?? Number.NaN),
    };
  };
}
