/**
 * One staleness budget for public course data, whichever cache serves it: a price changed at
 * the stand-in shows on every surface (the course list answer, a course's answer, the course
 * list and course pages' HTML, startCheckout's amount) no later than PUBLIC_CACHE_TTL_MS
 * after the old price was read, even where one cache was filled from another late in the
 * budget (stacked caches must not add their lives up). Run on one gateway with the embedded
 * store, and on two gateways sharing Redis (the second fed from the first's reads).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TestGateway } from '../support/gateway.ts';
import { RENDERER, builtSite } from './built-client.ts';
import { startScaleStack, type ScaleStack } from './scale-stack.ts';

const BUDGET_MS = 30_000;
const html = { accept: 'text/html' };

let stack: ScaleStack | undefined;
afterEach(async () => {
  await stack?.stop();
  stack = undefined;
});

function setPrice(s: ScaleStack, courseId: number, price: number, discount: number) {
  s.db
    .prepare('UPDATE courses SET price = ?, discount = ? WHERE course_id = ?')
    .run(price, discount, courseId);
}

/** What each surface shows for course 2, read through `gateway`. */
async function surfaces(gateway: TestGateway, token: string, shape: string) {
  const list = await gateway.gql(`{ courses { id finalPrice } ${shape} }`);
  const courses = list.body.data?.courses as { id: string; finalPrice: number }[] | undefined;
  const course = await gateway.gql(`{ course(id: "2") { finalPrice } ${shape} }`);
  const listPage = await (await fetch(`${gateway.url}/online-course`, { headers: html })).text();
  const coursePage = await (
    await fetch(`${gateway.url}/course-detail/2/forex`, { headers: html })
  ).text();
  const checkout = await gateway.gql(
    'mutation { startCheckout(courseId: "2") { amount } }',
    {},
    { token },
  );
  const price = (page: string) =>
    page.includes('₹6,999') ? 'new' : page.includes('₹4,999') ? 'old' : 'none';
  return {
    courseList: courses?.find((c) => c.id === '2')?.finalPrice,
    course: (course.body.data?.course as { finalPrice?: number } | undefined)?.finalPrice,
    courseListPage: price(listPage),
    coursePage: price(coursePage),
    checkoutPaise: (checkout.body.data?.startCheckout as { amount?: number } | undefined)?.amount,
  };
}

const OLD = {
  courseList: 4999,
  course: 4999,
  courseListPage: 'old',
  coursePage: 'old',
  checkoutPaise: 499900,
};
const NEW = {
  courseList: 6999,
  course: 6999,
  courseListPage: 'new',
  coursePage: 'new',
  checkoutPaise: 699900,
};

describe.each([
  { setting: 'one gateway, embedded store', gateways: 1, redis: false },
  { setting: 'two gateways sharing Redis', gateways: 2, redis: true },
])('a price change, $setting', ({ gateways, redis }) => {
  it(`shows on every surface within PUBLIC_CACHE_TTL_MS of the old price's read`, async () => {
    const t0 = Date.now();
    let now = t0;
    stack = await startScaleStack({
      gateways,
      redis,
      now: () => new Date(now),
      pageRenderer: RENDERER,
      env: { CLIENT_DIST: await builtSite(), PUBLIC_CACHE_TTL_MS: String(BUDGET_MS) },
    });
    const first = stack.gateways[0];
    const last = stack.gateways[stack.gateways.length - 1];
    if (!first || !last) throw new Error('no gateway');
    setPrice(stack, 2, 5999, 1000);
    const login = await first.gql(
      'mutation { login(input: { username: "demo@example.com", password: "demo12345" }) { token } }',
    );
    const token = (login.body.data?.login as { token: string }).token;

    // t0: the first gateway reads the course list (and caches its answer).
    expect((await first.gql('{ courses { id finalPrice } }')).body.data?.courses).toContainEqual({
      id: '2',
      finalPrice: 4999,
    });

    now = t0 + 10_000;
    setPrice(stack, 2, 7999, 1000);

    // t0 + 20 s: every surface, read for the first time here (on the last gateway), is
    // built from the course list read at t0: still the old price, which the budget allows.
    now = t0 + 20_000;
    expect(await surfaces(last, token, '__typename')).toEqual(OLD);

    // Just before t0 + 30 s the caches still serve it; from t0 + 30 s, nothing may.
    now = t0 + BUDGET_MS - 1;
    expect(await surfaces(last, token, '__typename')).toEqual(OLD);
    now = t0 + BUDGET_MS;
    for (const gateway of stack.gateways) {
      expect(await surfaces(gateway, token, '__typename')).toEqual(NEW);
      expect(await surfaces(gateway, token, 'paymentConfig { keyId }')).toEqual(NEW);
    }
  });
});
