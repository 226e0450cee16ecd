/**
 * Helpers for the course, checkout and classroom specs: the seeded catalogue's fees written
 * out (the expected prices never come from the site under test), a course's outline as the
 * gateway reports it, signing up through the page, and holding back GraphQL answers to
 * watch the loading states. Accounts, sign-in, toasts and the axe check come from auth.ts
 * and a11y.ts beside this.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toast, type Account } from './auth.ts';

/**
 * The seeded flagship course (provider/seed-data.ts): 8 weeks, 4999 rupees with 1000 off,
 * so 3999 to pay, as the site shows each amount.
 */
export const FLAGSHIP = {
  id: '1',
  title: 'Stock Market Foundations',
  price: '₹4,999',
  discount: '₹1,000',
  payable: '₹3,999',
  /** The stand-in checkout's own wording of the amount (no digit grouping). */
  checkoutAmount: '₹3999',
} as const;

export const FLAGSHIP_ID = FLAGSHIP.id;

/** The seeded course without a discount: 6999 rupees. */
export const FOREX = {
  id: '2',
  title: 'Forex Trading Essentials',
  price: '₹6,999',
  checkoutAmount: '₹6999',
} as const;

interface CatalogueCourse {
  id: string;
  title: string;
  weekRange: string;
  classItems: { id: string; title: string; week: number; fileType: 'VIDEO' | 'PDF' }[];
}

/** A course's outline as the gateway reports it (no prices: those are written out above). */
export async function catalogueCourse(
  request: APIRequestContext,
  id: string,
): Promise<CatalogueCourse> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query:
        'query ($id: ID!) { course(id: $id) { id title weekRange classItems { id title week fileType } } }',
      variables: { id },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { course: CatalogueCourse | null } };
  if (!body.data.course) throw new Error(`course ${id} is not in the catalogue`);
  return body.data.course;
}

/** The URL segment the site uses for a title in course and class links. */
export function titleSegment(title: string): string {
  return encodeURIComponent(title.trim().replace(/\s+/g, '-'));
}

/** Fills the sign-up form on the current /sign-up page, submits it and waits for /sign-in. */
export async function signUpThroughPage(page: Page, account: Account) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await main.getByLabel('Name').fill(account.name);
  await main.getByLabel('Phone Number').fill(account.mobile);
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Account has been created!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Nice to see you!' })).toBeVisible();
}

/**
 * Holds back the answer to the named GraphQL operation until `release` is called; the
 * promise `release` returns settles when the answer has been handed to the page, with
 * the time it was.
 */
export async function holdOperation(page: Page, operationName: string) {
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  let delivered: (at: number) => void = () => undefined;
  const deliveredAt = new Promise<number>((resolve) => {
    delivered = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request().postDataJSON()) !== operationName) return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
    delivered(Date.now());
  });
  return () => {
    open();
    return deliveredAt;
  };
}

/** The operation name of a GraphQL request, or null. */
export function operationOf(body: unknown): string | null {
  return typeof body === 'object' &&
    body !== null &&
    'operationName' in body &&
    typeof body.operationName === 'string'
    ? body.operationName
    : null;
}

interface SkeletonTimes {
  answeredAt: number | null;
  goneAt: number | null;
}

/**
 * Times, on the page's own clock, when the answer to `operationName` reached the page
 * and when the last element with `data-testid=testId` left it: a machine under load
 * then cannot make a skeleton look shorter than it was. Call before navigating.
 */
export async function timeSkeleton(page: Page, operationName: string, testId: string) {
  await page.addInitScript(
    ({ operation, selector }) => {
      const times: SkeletonTimes = { answeredAt: null, goneAt: null };
      Object.assign(window, { __skeletonTimes: times });
      const originalFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await originalFetch(input, init);
        if (
          typeof init?.body === 'string' &&
          init.body.includes(`"operationName":"${operation}"`)
        ) {
          times.answeredAt = performance.now();
        }
        return response;
      };
      let seen = false;
      new MutationObserver(() => {
        const present = document.querySelectorAll(selector).length > 0;
        if (present) seen = true;
        else if (seen && times.goneAt === null) times.goneAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    },
    { operation: operationName, selector: `[data-testid="${testId}"]` },
  );
  return () =>
    page.evaluate(() => (window as unknown as { __skeletonTimes: SkeletonTimes }).__skeletonTimes);
}

/**
 * Buys a course from its page at the stand-in's test checkout, as the signed-in student, and
 * waits for the success page.
 */
export async function buyAtTestCheckout(
  page: Page,
  course: { id: string; title: string; checkoutAmount: string },
): Promise<void> {
  await page.goto(`/course-detail/${course.id}/${titleSegment(course.title)}`);
  await page.getByRole('button', { name: 'Purchase Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment' });
  await dialog.getByRole('button', { name: `Pay ${course.checkoutAmount}` }).click();
  await expect(page).toHaveURL('/payment-success', { timeout: 10_000 });
}
