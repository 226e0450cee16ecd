/**
 * Limits that hold: the client's address comes from TRUST_PROXY (never from a forwarded
 * header the client writes itself); accounts have allowances of their own beside the
 * addresses'; every costly or guessable mutation is limited; counts survive a restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  envelope,
  gatewayForTest,
  mockProvider,
  orderRow,
  sessionToken,
  testConfig,
} from '../support/gateway.ts';
import type { RequestOptions, TestGateway } from '../support/gateway.ts';
import { batchOptions } from '../../common/validation.ts';
import { RAVI_ENQUIRY } from '../support/enquiry.ts';
import { startStandInStack } from './stand-in-stack.ts';
import type { StandInStack } from './stand-in-stack.ts';

const LIMIT = 3;
const login = (username: string) =>
  `mutation { login(input: { username: "${username}", password: "wrong-pass" }) { token } }`;

function provider() {
  const mock = mockProvider();
  mock.answer('customer/login', envelope('401', 'Invalid email or password.'), { persist: true });
  mock.answer('customer/change_pass', envelope('400', 'Old password is incorrect.'), {
    persist: true,
  });
  mock.answer('customer/profile_update', envelope('409', 'That e-mail is taken.'), {
    persist: true,
  });
  mock.answer('course/list', envelope('200', 'ok', []), { persist: true });
  mock.answer(
    'customer/get_customer',
    envelope('200', 'ok', { c_id: '1', name: 'A', email: 'a@b.co', mobile: '9876543210' }),
    { persist: true },
  );
  return mock;
}

async function gatewayWith(env: Record<string, string> = {}, config = testConfig(env)) {
  const mock = provider();
  const gateway = await gatewayForTest({
    dispatcher: mock.agent,
    config: { ...config, rateLimitPerMinute: LIMIT },
  });
  return { gateway, mock };
}

/** The code of the first error, or 'OK'. */
async function outcome(
  gateway: TestGateway,
  query: string,
  options: RequestOptions = {},
): Promise<string> {
  const { body } = await gateway.gql(query, {}, options);
  return String(body.errors?.[0]?.extensions?.code ?? 'OK');
}

const via = (forwardedFor: string): RequestOptions => ({
  headers: { 'x-forwarded-for': forwardedFor },
});

describe('the client address', () => {
  it('without TRUST_PROXY, a forwarded header changes nothing: rotating it does not reset the count', async () => {
    const { gateway, mock } = await gatewayWith();
    const codes = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      codes.push(await outcome(gateway, login(`u${i}@example.com`), via(`198.51.100.${i}`)));
    }
    expect(codes).toEqual([
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_REQUESTS',
    ]);
    expect(mock.callsTo('customer/login')).toHaveLength(LIMIT);
  });

  for (const trust of ['1', '127.0.0.1', 'loopback']) {
    it(`behind a proxy (TRUST_PROXY=${trust}): each visitor has their own allowance, and rotating the leftmost address does not help`, async () => {
      const { gateway } = await gatewayWith({ TRUST_PROXY: trust });
      // The proxy appends the address it saw; what comes before it is the client's own text.
      const attacker = (i: number) => via(`10.9.9.${i}, 203.0.113.66`);
      const codes = [];
      for (let i = 0; i < LIMIT + 2; i += 1) {
        codes.push(await outcome(gateway, login(`u${i}@example.com`), attacker(i)));
      }
      expect(codes.slice(LIMIT)).toEqual(['TOO_MANY_REQUESTS', 'TOO_MANY_REQUESTS']);
      // Someone else behind the same proxy is not locked out.
      expect(await outcome(gateway, login('other@example.com'), via('203.0.113.7'))).toBe(
        'PROVIDER_REJECTED',
      );
    });
  }
});

describe('per-account allowances', () => {
  it('sign-in failures on one username, from however many addresses, hold browsers new to it past ten allowances', async () => {
    const { gateway, mock } = await gatewayWith({ TRUST_PROXY: '1' });
    const codes = [];
    for (let i = 0; i < 10 * LIMIT + 1; i += 1) {
      codes.push(await outcome(gateway, login('victim@example.com'), via(`203.0.113.${i}`)));
    }
    expect(codes).toEqual([...Array<string>(30).fill('PROVIDER_REJECTED'), 'TOO_MANY_REQUESTS']);
    // The username's count ignores case and spaces, as the sign-in does.
    expect(await outcome(gateway, login(' Victim@Example.com'), via('203.0.113.99'))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // Another account from the last address is fine.
    expect(await outcome(gateway, login('someone@example.com'), via('203.0.113.30'))).toBe(
      'PROVIDER_REJECTED',
    );
    expect(mock.callsTo('customer/login')).toHaveLength(10 * LIMIT + 1);
  });

  it('changePassword is limited per customer, across sessions and addresses', async () => {
    const { gateway, mock } = await gatewayWith({ TRUST_PROXY: '1' });
    const change =
      'mutation { changePassword(input: { oldPassword: "guess-1", newPassword: "new-pass-1", confirmPassword: "new-pass-1" }) { ok } }';
    const codes = [];
    for (let i = 0; i < LIMIT + 1; i += 1) {
      const token = await sessionToken(gateway, '1');
      codes.push(await outcome(gateway, change, { token, ...via(`203.0.113.${i}`) }));
    }
    expect(codes).toEqual([
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
      'TOO_MANY_REQUESTS',
    ]);
    expect(mock.callsTo('customer/change_pass')).toHaveLength(LIMIT);
    // Another customer is not affected.
    const other = await sessionToken(gateway, '2');
    expect(await outcome(gateway, change, { token: other, ...via('203.0.113.50') })).toBe(
      'PROVIDER_REJECTED',
    );
  });

  it('updateProfile and startCheckout are limited per customer', async () => {
    const { gateway, mock } = await gatewayWith({ TRUST_PROXY: '1' });
    const profile =
      'mutation { updateProfile(input: { name: "Asha", email: "taken@example.com", mobile: "9876543210" }) { id } }';
    const checkout = 'mutation { startCheckout(courseId: "1") { amount } }';
    for (const [query, path] of [
      [profile, 'customer/profile_update'],
      [checkout, 'course/list'],
    ] as const) {
      const codes = [];
      for (let i = 0; i < LIMIT + 1; i += 1) {
        const token = await sessionToken(gateway, '1');
        codes.push(await outcome(gateway, query, { token, ...via(`198.51.100.${i}`) }));
      }
      expect(codes.at(-1), query).toBe('TOO_MANY_REQUESTS');
      expect(codes.slice(0, LIMIT), query).not.toContain('TOO_MANY_REQUESTS');
      expect(mock.callsTo(path).length, path).toBeLessThanOrEqual(LIMIT);
    }
  });
});

describe('counts', () => {
  it('survive a restart of the gateway', async () => {
    const config = testConfig();
    const first = await gatewayWith({}, config);
    for (let i = 0; i < LIMIT; i += 1) await outcome(first.gateway, login('a@example.com'));
    await first.gateway.stop();
    const second = await gatewayWith({}, config);
    const { body } = await second.gateway.gql(login('a@example.com'));
    expect(body.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 },
    });
  });
});

describe('calendar feeds', () => {
  it('each address may fetch a feed 20 times an hour, and a leaked feed fetched in a loop leaves the student 20', async () => {
    let nowMs = Date.parse('2026-11-22T12:00:00+05:30');
    const mock = mockProvider();
    mock.answerOrders([orderRow('1', '1', 15)]);
    mock.answerClassItems();
    const gateway = await gatewayForTest({
      dispatcher: mock.agent,
      now: () => new Date(nowMs),
      config: { ...testConfig({ TRUST_PROXY: '1' }), rateLimitPerMinute: LIMIT },
    });
    const feedOf = async (customerId: string) => {
      const customer = { c_id: customerId, name: 'A', email: 'a@b.co', mobile: '9876543210' };
      mock.answer('customer/get_customer', envelope('200', 'ok', customer));
      const token = await sessionToken(gateway, customerId);
      const { body } = await gateway.gql('{ me { calendarUrl } }', {}, { token });
      const url = new URL((body.data?.me as { calendarUrl: string }).calendarUrl);
      return `${gateway.url}${url.pathname}`;
    };
    const fetchFrom = async (feed: string, address: string) => {
      const response = await fetch(feed, { headers: { 'x-forwarded-for': address } });
      return { status: response.status, response, text: await response.text() };
    };
    const mine = await feedOf('1');
    const attacker = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await fetchFrom(mine, attacker)).status);
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
    const refused = await fetchFrom(mine, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBe(3600);
    expect(refused.text).toBe(
      'This calendar is being fetched too often. Please try again later.\n',
    );
    // The refused fetches cost the provider nothing, and spent nothing of the feed's allowance:
    // the student's calendar app, from its own address, still gets its 20 fetches this hour.
    expect(mock.callsTo('order/customer_order_list').length).toBe(20);
    const calendarApp = '198.51.100.4';
    for (let i = 0; i < 20; i += 1) expect((await fetchFrom(mine, calendarApp)).status).toBe(200);
    expect((await fetchFrom(mine, calendarApp)).status).toBe(429);
    // Another student's feed, from the attacker's address, is served.
    expect((await fetchFrom(await feedOf('2'), attacker)).status).toBe(200);
    nowMs += 3600_000;
    expect((await fetchFrom(mine, attacker)).status).toBe(200);
  });

  it("caps a feed at 120 fetches an hour from every address together, each address's refusals costing nothing", async () => {
    const mock = mockProvider();
    mock.answerOrders([orderRow('1', '1', 15)]);
    mock.answerClassItems();
    mock.answer(
      'customer/get_customer',
      envelope('200', 'ok', { c_id: '1', name: 'A', email: 'a@b.co', mobile: '9876543210' }),
    );
    const gateway = await gatewayForTest({
      dispatcher: mock.agent,
      now: () => new Date(Date.parse('2026-11-22T12:00:00+05:30')),
      config: { ...testConfig({ TRUST_PROXY: '1' }), rateLimitPerMinute: LIMIT },
    });
    const token = await sessionToken(gateway, '1');
    const { body } = await gateway.gql('{ me { calendarUrl } }', {}, { token });
    const feed = `${gateway.url}${new URL((body.data?.me as { calendarUrl: string }).calendarUrl).pathname}`;
    let served = 0;
    for (let address = 1; address <= 7; address += 1) {
      for (let i = 0; i < 20; i += 1) {
        const response = await fetch(feed, {
          headers: { 'x-forwarded-for': `192.0.2.${address}` },
        });
        await response.text();
        if (response.status === 200) served += 1;
      }
    }
    expect(served).toBe(120);
    expect(mock.callsTo('order/customer_order_list').length).toBe(120);
  });
});

describe('one mutation per request', () => {
  let stack: StandInStack | null = null;
  afterEach(async () => {
    await stack?.stop();
    stack = null;
  });

  const enquiry = { ...RAVI_ENQUIRY, joinBatch: batchOptions(new Date())[1] };
  const one = 'mutation ($i: EnquiryInput!) { enquiry(input: $i) { ok } }';
  const twelve = `mutation ($i: EnquiryInput!) { ${Array.from(
    { length: 12 },
    (_, i) => `e${i}: enquiry(input: $i) { ok }`,
  ).join(' ')} }`;
  const refusal = (count: number) => ({
    message: `Send one mutation per request (${count} were sent): each answers on its own. Nothing was run.`,
    extensions: { code: 'BAD_REQUEST' },
  });

  async function standIn() {
    stack = await startStandInStack({ env: { RATE_LIMIT_PER_MINUTE: '10' } });
    const stored = () =>
      (stack?.db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
    return { gateway: stack.gateway, stored };
  }

  it('twelve aliased enquiries in one document: refused whole, none stored, nothing counted', async () => {
    const { gateway, stored } = await standIn();
    const before = stored();
    const answer = await gateway.gql(twelve, { i: enquiry });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [refusal(12)] });
    expect(stored()).toBe(before);

    // The allowance is whole: ten enquiries, one per request, then the limit.
    const codes = [];
    for (let i = 0; i < 11; i += 1) {
      const { body } = await gateway.gql(one, { i: enquiry });
      codes.push(String(body.errors?.[0]?.extensions?.code ?? 'OK'));
    }
    expect(codes).toEqual([...Array<string>(10).fill('OK'), 'TOO_MANY_REQUESTS']);
    expect(stored()).toBe(before + 10);
  });

  it('an enquiry beside a mutation that would fail: nothing runs, so no answer hides a stored enquiry', async () => {
    const { gateway, stored } = await standIn();
    const before = stored();
    const beside = await gateway.gql(
      `mutation ($i: EnquiryInput!) {
         enquiry(input: $i) { ok }
         saveProgress(input: { classItemId: "1", positionS: 1 }) { positionS }
       }`,
      { i: enquiry },
    );
    expect(beside.status).toBe(400);
    expect(beside.body).toEqual({ errors: [refusal(2)] });
    expect(stored()).toBe(before);

    // Also through fragments, and with logout, which is limited by nothing.
    const viaFragment = await gateway.gql(
      `mutation ($i: EnquiryInput!, $l: LoginInput!) { ...Both }
       fragment Both on Mutation { enquiry(input: $i) { ok } ... on Mutation { login(input: $l) { token } } }`,
      { i: enquiry, l: { username: 'demo@example.com', password: 'demo12345' } },
    );
    expect(viaFragment.body).toEqual({ errors: [refusal(2)] });
    const withLogout = await gateway.gql(
      'mutation ($i: EnquiryInput!) { logout enquiry(input: $i) { ok } }',
      { i: enquiry },
    );
    expect(withLogout.body).toEqual({ errors: [refusal(2)] });
    expect(stored()).toBe(before);

    // One mutation, with __typename beside it, runs and says so.
    const alone = await gateway.gql(
      'mutation ($i: EnquiryInput!) { __typename enquiry(input: $i) { ok } }',
      { i: enquiry },
    );
    expect(alone.body).toEqual({ data: { __typename: 'Mutation', enquiry: { ok: true } } });
    expect(stored()).toBe(before + 1);
  });
});
