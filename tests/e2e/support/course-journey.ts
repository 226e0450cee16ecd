/**
 * Helpers for the course, checkout and classroom specs: reading the seeded catalogue
 * from the gateway (so expectations follow the data, not copies of it), signing up
 * through the page, and holding back GraphQL answers to watch the loading states.
 * Accounts, sign-in, toasts and the axe check come from auth.ts and a11y.ts beside this.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { toast, type Account } from './auth.ts';

/** The seeded flagship course: 8 weeks, with a discount. */
export const FLAGSHIP_ID = '1';

export interface CatalogueCourse {
  id: string;
  title: string;
  price: number;
  discount: number;
  weekRange: string;
  classItems: { id: string; title: string; week: number; fileType: 'VIDEO' | 'PDF' }[];
}

/** A course as the gateway reports it, with its outline. */
export async function catalogueCourse(
  request: APIRequestContext,
  id: string,
): Promise<CatalogueCourse> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json' },
    data: {
      query:
        'query ($id: ID!) { course(id: $id) { id title price discount weekRange classItems { id title week fileType } } }',
      variables: { id },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { course: CatalogueCourse | null } };
  if (!body.data.course) throw new Error(`course ${id} is not in the catalogue`);
  return body.data.course;
}

/** "₹1,50,000": the site's money format (Indian grouping). */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }).format(amount);
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
