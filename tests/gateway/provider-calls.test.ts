/**
 * Provider calls per page (DESIGN.md §6): Home 1, course detail 2, My Courses 1, View
 * Classes 2; public reads cached briefly and shared while in flight; nothing
 * customer-scoped cached; Order.course reads the course list only when asked for a price.
 */
import { describe, expect, it } from 'vitest';
import {
  TEST_NOW,
  envelope,
  gatewayForTest,
  mockProvider,
  orderRow,
  seedCourses,
  sessionToken,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway | undefined;

const pages = {
  home: '{ courses { id title description imageUrl price discount finalPrice } }',
  courseDetail:
    'query ($id: ID!) { course(id: $id) { id title description imageUrl price discount finalPrice weekRange classItems { id title description week fileType thumbnailUrl } } }',
  myCourses:
    '{ myOrders { id bookingCode orderedAt status amount customerName course { id title description imageUrl } } }',
  viewClasses:
    'query ($courseId: ID!) { orderByCourse(courseId: $courseId) { id availableWeek status course { id title } classItems { id title description week fileType thumbnailUrl unlocked fileUrl } } }',
};

function provider() {
  const mock = mockProvider();
  mock.answerCourses();
  mock.answerClassItems();
  mock.answerOrders([orderRow('1', '1', 15)]);
  return mock;
}

describe('provider calls per page', () => {
  it('Home: 1 (course list)', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const { body } = await gateway.gql(pages.home);
    expect(body.errors).toBeUndefined();
    expect(mock.calls.map((call) => call.path)).toEqual(['course/list']);
  });

  it('Course detail: 2 (course list + class items)', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const { body } = await gateway.gql(pages.courseDetail, { id: '1' });
    expect(body.data?.course).toMatchObject({ id: '1', finalPrice: 3999, weekRange: '1 - 4' });
    expect(mock.calls.map((call) => call.path).sort()).toEqual([
      'course/details_list',
      'course/list',
    ]);
  });

  it('My Courses: 1 (order list), no course list for what the order row carries', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const { body } = await gateway.gql(
      pages.myCourses,
      {},
      { token: await sessionToken(gateway, '1') },
    );
    expect(body.data?.myOrders).toEqual([
      {
        id: '1',
        bookingCode: 'TA00000001',
        orderedAt: '2026-11-07T12:00:00+05:30',
        status: 'Success',
        amount: 3999,
        customerName: 'Test Customer',
        course: {
          id: '1',
          title: 'Course 1',
          description: 'A course.',
          imageUrl: 'http://provider.test/uploads/course/course-1.jpg',
        },
      },
    ]);
    expect(mock.calls.map((call) => call.path)).toEqual(['order/customer_order_list']);
  });

  it('My Courses with progress: the course outline (public, cached) and no call per lesson', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const token = await sessionToken(gateway, '1');
    const query =
      '{ myOrders { id progress { completedItems totalItems percent } nextItem { id unlocksAt progress { positionS } } classItems { id unlocksAt progress { completed } } } }';
    const { body } = await gateway.gql(query, {}, { token });
    expect(body.errors).toBeUndefined();
    expect(body.data?.myOrders).toEqual([
      {
        id: '1',
        progress: { completedItems: 0, totalItems: 4, percent: 0 },
        nextItem: { id: '1', unlocksAt: '2026-11-07T12:00:00+05:30', progress: null },
        classItems: [
          { id: '1', unlocksAt: '2026-11-07T12:00:00+05:30', progress: null },
          { id: '2', unlocksAt: '2026-11-14T12:00:00+05:30', progress: null },
          { id: '3', unlocksAt: '2026-11-21T12:00:00+05:30', progress: null },
          { id: '4', unlocksAt: '2026-11-28T12:00:00+05:30', progress: null },
        ],
      },
    ]);
    expect(mock.calls.map((call) => call.path).sort()).toEqual([
      'course/details_list',
      'order/customer_order_list',
    ]);
    // The outline is public data, kept for the staleness budget: the next visit asks only for orders.
    mock.calls.length = 0;
    await gateway.gql(query, {}, { token });
    expect(mock.calls.map((call) => call.path)).toEqual(['order/customer_order_list']);
  });

  it('View Classes: 2 (order list + class items), weeks 1-3 open after 15 days', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const { body } = await gateway.gql(
      pages.viewClasses,
      { courseId: '1' },
      { token: await sessionToken(gateway, '1') },
    );
    const order = body.data?.orderByCourse as {
      availableWeek: number;
      classItems: { week: number; unlocked: boolean; fileUrl: string | null }[];
    };
    expect(order.availableWeek).toBe(3);
    expect(
      order.classItems.map(({ week, unlocked, fileUrl }) => ({ week, unlocked, fileUrl })),
    ).toEqual([
      {
        week: 1,
        unlocked: true,
        fileUrl: expect.stringMatching(/^http:\/\/localhost:4000\/media\/.+\/Week-1\.webm$/),
      },
      {
        week: 2,
        unlocked: true,
        fileUrl: expect.stringMatching(/^http:\/\/localhost:4000\/media\/.+\/Week-2\.pdf$/),
      },
      {
        week: 3,
        unlocked: true,
        fileUrl: expect.stringMatching(/^http:\/\/localhost:4000\/media\/.+\/Week-3\.webm$/),
      },
      { week: 4, unlocked: false, fileUrl: null },
    ]);
    expect(mock.calls.map((call) => call.path).sort()).toEqual([
      'course/details_list',
      'order/customer_order_list',
    ]);
  });

  it('an order course reads the course list only when a price is asked for', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const { body } = await gateway.gql(
      '{ myOrders { course { id price finalPrice } } }',
      {},
      {
        token: await sessionToken(gateway, '1'),
      },
    );
    expect(body.data?.myOrders).toEqual([{ course: { id: '1', price: 4999, finalPrice: 3999 } }]);
    expect(mock.calls.map((call) => call.path).sort()).toEqual([
      'course/list',
      'order/customer_order_list',
    ]);
  });

  it('a request reads the order list once however many fields need it', async () => {
    const mock = provider();
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    await gateway.gql(
      '{ myOrders { id } order(id: "1") { id } orderByCourse(courseId: "1") { id } }',
      {},
      {
        token: await sessionToken(gateway, '1'),
      },
    );
    expect(mock.callsTo('order/customer_order_list')).toHaveLength(1);
  });
});

describe('public read cache', () => {
  it('reuses the course list and class items for PUBLIC_CACHE_TTL_MS, then reads again', async () => {
    const mock = provider();
    let now = TEST_NOW;
    gateway = await gatewayForTest({ dispatcher: mock.agent, now: () => now });
    await gateway.gql(pages.courseDetail, { id: '1' });
    await gateway.gql(pages.home);
    now = new Date(TEST_NOW.getTime() + 29_000);
    await gateway.gql(pages.courseDetail, { id: '1' });
    expect(mock.calls).toHaveLength(2);
    now = new Date(TEST_NOW.getTime() + 31_000);
    await gateway.gql(pages.courseDetail, { id: '1' });
    expect(mock.calls).toHaveLength(4);
  });

  it('shares one provider call among identical reads in flight', async () => {
    const mock = mockProvider();
    // Slow enough that all ten requests arrive while the first read is still out.
    mock.answer('course/list', envelope('200', 'ok', seedCourses), { delay: 1500, persist: true });
    gateway = await gatewayForTest({ dispatcher: mock.agent, env: { PUBLIC_CACHE_TTL_MS: '0' } });
    const answers = await Promise.all(Array.from({ length: 10 }, () => gateway?.gql(pages.home)));
    for (const answer of answers) expect(answer?.body.errors).toBeUndefined();
    expect(mock.calls).toHaveLength(1);
  });

  it('never caches customer-scoped reads', async () => {
    const mock = provider();
    mock.answer(
      'customer/get_customer',
      envelope('200', 'ok', { c_id: '1', name: 'A', email: 'a@b.co', mobile: '1' }),
      {
        persist: true,
      },
    );
    gateway = await gatewayForTest({ dispatcher: mock.agent });
    const token = await sessionToken(gateway, '1');
    for (let i = 0; i < 3; i += 1)
      await gateway.gql('{ me { id } myOrders { id } }', {}, { token });
    expect(mock.callsTo('order/customer_order_list')).toHaveLength(3);
    expect(mock.callsTo('customer/get_customer')).toHaveLength(3);
  });
});
