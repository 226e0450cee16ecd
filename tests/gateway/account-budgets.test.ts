/**
 * Budgets per account for signed-in work: progress saves (10 in any 2 s) and reads of the
 * account's orders (120 a minute, each aliased field counting), counted per account whatever
 * the address, refused with TOO_MANY_REQUESTS and the wait; progress saves reuse the
 * customer's order list, yet a course bought a moment ago is saved in at once.
 */
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ORIGIN,
  TEST_NOW,
  envelope,
  gatewayForTest,
  mockProvider,
  orderRow,
  seedClassItems,
  sessionToken,
  testConfig,
} from '../support/gateway.ts';
import type { GraphQLAnswer } from '../support/gateway.ts';

const SAVE = 'mutation ($i: SaveProgressInput!) { saveProgress(input: $i) { positionS } }';

/** The code of the first error, or OK. */
const codeOf = (answer: GraphQLAnswer) => String(answer.body.errors?.[0]?.extensions?.code ?? 'OK');

/**
 * A gateway whose clock runs from TEST_NOW at the real pace (the budgets' windows are real
 * seconds), in front of a provider answering `orders` for every customer.
 */
async function gatewayWith(mock: ReturnType<typeof mockProvider>) {
  const startedMs = Date.now();
  const gateway = await gatewayForTest({
    dispatcher: mock.agent,
    now: () => new Date(TEST_NOW.getTime() + Date.now() - startedMs),
    config: { ...testConfig({ TRUST_PROXY: '1' }), rateLimitPerMinute: 30 },
  });
  return gateway;
}

function provider() {
  const mock = mockProvider();
  mock.answerClassItems();
  return mock;
}

describe('progress saves', () => {
  it('10 in any 2 s per account, from any address; then a wait, and the orders asked once', async () => {
    const mock = provider();
    mock.answerOrders([orderRow('1', '1', 15)]);
    const gateway = await gatewayWith(mock);
    const [asha, ravi] = [await sessionToken(gateway, '1'), await sessionToken(gateway, '2')];
    const save = (token: string, positionS: number, address: string) =>
      gateway.gql(
        SAVE,
        { i: { classItemId: '1', positionS } },
        { token, headers: { 'x-forwarded-for': address } },
      );

    const codes: string[] = [];
    // Every save from an address of its own: the budget is the account's.
    for (let i = 0; i < 10; i += 1) codes.push(codeOf(await save(asha, i, `192.0.2.${i + 1}`)));
    const refused = await save(asha, 10, '192.0.2.99');
    codes.push(codeOf(refused));
    expect(codes).toEqual([...Array<string>(10).fill('OK'), 'TOO_MANY_REQUESTS']);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.retryAfterSeconds).toBeOneOf([1, 2]);

    // Another student, from the same address, saves as usual.
    expect((await save(ravi, 5, '192.0.2.99')).body).toEqual({
      data: { saveProgress: { positionS: 5 } },
    });
    // One order list per student for all those saves.
    expect(mock.callsTo('order/customer_order_list')).toHaveLength(2);

    const waitS = Number(refused.body.errors?.[0]?.extensions?.retryAfterSeconds);
    await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
    expect((await save(asha, 42, '192.0.2.1')).body).toEqual({
      data: { saveProgress: { positionS: 42 } },
    });
  }, 20_000);

  it('a lesson of a course bought after the list was kept is saved at once', async () => {
    const mock = mockProvider();
    // Course 2's lessons have ids of their own (this answer is matched before the others).
    const course2 = seedClassItems.map((item) => ({ ...item, cd_id: `2${item.cd_id}` }));
    mock.agent
      .get(PROVIDER_ORIGIN)
      .intercept({
        path: '/api/v1/course/details_list',
        method: 'POST',
        body: (body: string) => /name="course_id"\r\n\r\n2\r\n/.test(body),
      })
      .reply(200, JSON.stringify(envelope('200', 'ok', course2)), {
        headers: { 'content-type': 'application/json' },
      })
      .persist();
    mock.answerClassItems();
    mock.answer('order/customer_order_list', envelope('200', 'ok', [orderRow('1', '1', 15)]));
    mock.answerOrders([orderRow('2', '2', 0), orderRow('1', '1', 15)]);
    const gateway = await gatewayWith(mock);
    const token = await sessionToken(gateway, '1');
    const save = (classItemId: string) =>
      gateway.gql(SAVE, { i: { classItemId, positionS: 3 } }, { token });

    expect(codeOf(await save('1'))).toBe('OK');
    expect(codeOf(await save('2'))).toBe('OK');
    expect(mock.callsTo('order/customer_order_list')).toHaveLength(1);
    // The kept list does not have course 2: the provider's current one does.
    expect((await save('21')).body).toEqual({ data: { saveProgress: { positionS: 3 } } });
    expect(mock.callsTo('order/customer_order_list')).toHaveLength(2);
    // Its week 2 is not open yet, by the current list too (asked once more: a refusal).
    expect((await save('22')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A lesson of no course of theirs stays refused.
    expect((await save('99')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('reads of the account orders', () => {
  it('120 a minute per account, each aliased field counting as one', async () => {
    const mock = provider();
    mock.answerOrders([orderRow('1', '1', 15)]);
    const gateway = await gatewayWith(mock);
    const [asha, ravi] = [await sessionToken(gateway, '1'), await sessionToken(gateway, '2')];
    const fifteen = `{ ${Array.from(
      { length: 15 },
      (_, i) => `o${i}: orderByCourse(courseId: "1") { id progress { percent } }`,
    ).join(' ')} }`;

    for (let i = 0; i < 8; i += 1) {
      expect((await gateway.gql(fifteen, {}, { token: asha })).body.errors).toBeUndefined();
    }
    const refused = await gateway.gql('{ myOrders { id } }', {}, { token: asha });
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.body.errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(50);

    // Another student's My Courses is served.
    expect((await gateway.gql('{ myOrders { id } }', {}, { token: ravi })).body).toEqual({
      data: { myOrders: [{ id: '1' }] },
    });
  }, 20_000);
});
