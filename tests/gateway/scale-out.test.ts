/**
 * Two gateways on one real Redis, in front of one stand-in, behave as one: a sign-out on one
 * ends the session on the other, a login budget is shared, a webhook delivered to both
 * records one order; and with Redis killed mid-test the public site keeps answering within
 * 2 s, signed-in calls say "try again" (README: "While Redis is away"), and both gateways
 * recover by themselves when it returns.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RAZORPAY_WEBHOOK_SECRET } from '../../common/test-payment-keys.ts';
import { webhookSignature } from '../../gateway/checkout/signatures.ts';
import { LIVE_CHECK_MS } from '../../gateway/sessions/session.ts';
import type { TestGateway } from '../support/gateway.ts';
import { startScaleStack, type ScaleStack } from './scale-stack.ts';

const LOGIN = 'mutation ($i: LoginInput!) { login(input: $i) { token } }';
const DEMO = { username: 'demo@example.com', password: 'demo12345' };
const COURSES = '{ courses { id title finalPrice } }';

let stack: ScaleStack | undefined;
afterEach(async () => {
  await stack?.stop();
  stack = undefined;
});

async function twoGateways(env: Record<string, string> = {}, persistRedis = false) {
  stack = await startScaleStack({ gateways: 2, redis: true, env, persistRedis });
  const [a, b] = stack.gateways;
  if (!a || !b) throw new Error('two gateways expected');
  return { a, b, stack };
}

async function signIn(gateway: TestGateway, credentials = DEMO): Promise<string> {
  const answer = await gateway.gql(LOGIN, { i: credentials });
  const login = answer.body.data?.login as { token?: string } | undefined;
  if (!login?.token) throw new Error(`no sign-in: ${JSON.stringify(answer.body.errors)}`);
  return login.token;
}

const codeOf = (answer: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

/** An automatic persisted query: by its hash alone, or registering it with its text. */
async function persisted(gateway: TestGateway, query: string, withText: boolean) {
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...(withText ? { query } : {}),
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    }),
  });
  return (await response.json()) as {
    data?: unknown;
    errors?: { extensions?: { code?: string } }[];
  };
}

/** Times a call, in ms. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

describe('two gateways on one Redis', () => {
  it('a sign-out on one ends the session on the other', async () => {
    const { a, b } = await twoGateways();
    const token = await signIn(a);
    expect((await b.gql('{ me { email } }', {}, { token })).body.data).toEqual({
      me: { email: 'demo@example.com' },
    });
    expect((await a.gql('mutation { logout }', {}, { token })).body.data).toEqual({
      logout: true,
    });
    // B may believe its own check of the last LIVE_CHECK_MS, and no longer.
    await vi.waitFor(
      async () =>
        expect(codeOf(await b.gql('{ me { email } }', {}, { token }))).toBe('UNAUTHENTICATED'),
      { timeout: LIVE_CHECK_MS + 500, interval: 50 },
    );
    expect(codeOf(await a.gql('{ me { email } }', {}, { token }))).toBe('UNAUTHENTICATED');
  });

  it('shares one login budget: the fifth attempt is refused whichever gateway takes it', async () => {
    const { a, b } = await twoGateways({ RATE_LIMIT_PER_MINUTE: '4' });
    const wrong = { username: DEMO.username, password: 'not-the-password' };
    const codes: unknown[] = [];
    for (const gateway of [a, b, a, b]) codes.push(codeOf(await gateway.gql(LOGIN, { i: wrong })));
    expect(codes).toEqual([
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
      'PROVIDER_REJECTED',
    ]);
    for (const gateway of [a, b]) {
      const refused = await gateway.gql(LOGIN, { i: DEMO });
      expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
      expect(refused.body.errors?.[0]?.message).toBe(
        'Too many attempts. Please wait a minute and try again.',
      );
    }
  });

  it('records one order for a webhook delivered to both, at once and again', async () => {
    const { a, b, stack: s } = await twoGateways();
    const token = await signIn(a);
    const started = await a.gql(
      'mutation { startCheckout(courseId: "2") { orderId amount key } }',
      {},
      { token },
    );
    const checkout = started.body.data?.startCheckout as
      { orderId: string; amount: number; key: string } | undefined;
    if (!checkout) throw new Error(JSON.stringify(started.body.errors));
    const paid = await fetch(`${s.origin}/razorpay/v1/test-checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key: checkout.key,
        order_id: checkout.orderId,
        amount: checkout.amount,
      }),
    });
    const { razorpay_payment_id: paymentId } = (await paid.json()) as {
      razorpay_payment_id: string;
    };

    const body = (event: string) =>
      JSON.stringify({
        entity: 'event',
        event,
        payload: {
          payment: {
            entity: { id: paymentId, order_id: checkout.orderId, status: 'captured' },
          },
        },
      });
    const deliver = async (gateway: TestGateway, event: string, eventId: string) => {
      const raw = body(event);
      const response = await fetch(`${gateway.url}/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(raw, DEFAULT_RAZORPAY_WEBHOOK_SECRET),
          'x-razorpay-event-id': eventId,
        },
        body: raw,
      });
      return { status: response.status, body: (await response.json()) as { status: string } };
    };

    const together = await Promise.all([
      deliver(a, 'payment.captured', 'EvtScaleCaptured01'),
      deliver(b, 'payment.captured', 'EvtScaleCaptured01'),
      deliver(b, 'order.paid', 'EvtScaleOrderPaid01'),
    ]);
    // On a loaded machine the work may outlast the gateway's patience: a delivery whose work
    // outlasts two seconds is answered 202 and finished after, and the same event arriving
    // at the other gateway meanwhile waits a moment for it, then is told to come again (503).
    // None fails or is refused, and the order is recorded once (below).
    const saidWith: Record<number, RegExp> = {
      200: /^(recorded|duplicate)$/,
      202: /^accepted$/,
      503: /^retry later$/,
    };
    for (const answer of together) {
      expect(Object.keys(saidWith)).toContain(String(answer.status));
      expect(answer.body.status).toMatch(saidWith[answer.status] ?? /^$/);
    }
    // Razorpay delivers again until it is answered; while the first delivery's work still
    // runs elsewhere, the answer is 503 (retry later), then the event is known.
    let again = await deliver(a, 'payment.captured', 'EvtScaleCaptured01');
    for (let tries = 0; again.status === 503 && tries < 10; tries += 1) {
      again = await deliver(a, 'payment.captured', 'EvtScaleCaptured01');
    }
    expect(again).toEqual({ status: 200, body: { status: 'duplicate' } });

    const orders = s.db
      .prepare('SELECT course_id FROM orders WHERE payment_id = ?')
      .all(paymentId) as { course_id: number }[];
    expect(orders).toEqual([{ course_id: 2 }]);
    const mine = await b.gql('{ myOrders { status course { id } } }', {}, { token });
    expect(mine.body.data?.myOrders).toEqual(
      expect.arrayContaining([{ status: 'Success', course: { id: '2' } }]),
    );
  });

  it('knows a persisted query registered on one gateway on the other', async () => {
    const { a, b } = await twoGateways();
    const query = '{ courses { id } }';
    expect((await persisted(b, query, false)).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    expect((await persisted(a, query, true)).data).toEqual({
      courses: [{ id: '1' }, { id: '2' }, { id: '3' }],
    });
    expect(await persisted(b, query, false)).toEqual({
      data: { courses: [{ id: '1' }, { id: '2' }, { id: '3' }] },
    });
  });

  it('with Redis killed, the public site answers within 2 s and both gateways recover when it returns', async () => {
    const { a, b, stack: s } = await twoGateways({ RATE_LIMIT_PER_MINUTE: '3' });
    const token = await signIn(a);
    const before = (await a.gql(COURSES)).body.data;
    expect(before?.courses).toHaveLength(3);

    await s.redis?.kill();
    for (const gateway of [a, b]) {
      // Cached and uncached public reads alike.
      for (const query of [COURSES, '{ course(id: "3") { title classItems { week } } }']) {
        const { value, ms } = await timed(() => gateway.gql(query));
        expect(value.body.errors).toBeUndefined();
        expect(value.body.data).not.toBeNull();
        expect(ms).toBeLessThan(2000);
      }
      expect((await gateway.gql(COURSES)).body.data).toEqual(before);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${gateway.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'redis unavailable', missing: ['redis'] });
    }

    // A persisted query reads as unknown at once; sent with its text, it is answered.
    const apq = '{ courses { title } }';
    const { value: byHash, ms: hashMs } = await timed(() => persisted(b, apq, false));
    expect(byHash.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(hashMs).toBeLessThan(2000);
    expect((await persisted(b, apq, true)).errors).toBeUndefined();

    // Signed in: "try again shortly", not "signed out".
    const { value: me, ms } = await timed(() => b.gql('{ me { email } }', {}, { token }));
    expect(ms).toBeLessThan(2000);
    expect(me.body.errors?.[0]).toMatchObject({
      message: 'Signing in and your account are unavailable right now. Please try again shortly.',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    // Limits still hold, each gateway counting alone: A refuses its fourth attempt.
    const wrong = { username: 'someone@example.com', password: 'not-the-password' };
    const codesOnA: unknown[] = [];
    for (let i = 0; i < 3; i += 1) codesOnA.push(codeOf(await a.gql(LOGIN, { i: wrong })));
    expect(codesOnA).toEqual(['PROVIDER_REJECTED', 'PROVIDER_REJECTED', 'PROVIDER_REJECTED']);
    expect(codeOf(await a.gql(LOGIN, { i: wrong }))).toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await b.gql(LOGIN, { i: wrong }))).toBe('PROVIDER_REJECTED');
    // A sign-in cannot be recorded anywhere: refused as "try again shortly".
    const signInAway = await b.gql(LOGIN, { i: DEMO });
    expect(signInAway.body.errors?.[0]).toMatchObject({
      message: 'Signing in and your account are unavailable right now. Please try again shortly.',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });

    await s.redis?.restart();
    for (const gateway of [a, b]) {
      await vi.waitFor(
        async () =>
          expect(await (await fetch(`${gateway.url}/readyz`)).json()).toEqual({
            status: 'ready',
          }),
        { timeout: 5000, interval: 100 },
      );
    }
    // The restarted Redis kept nothing (no persistence here): that session is gone; a new
    // sign-in on one gateway is good on the other.
    expect(codeOf(await b.gql('{ me { email } }', {}, { token }))).toBe('UNAUTHENTICATED');
    const fresh = await signIn(a);
    expect((await b.gql('{ me { email } }', {}, { token: fresh })).body.data).toEqual({
      me: { email: 'demo@example.com' },
    });
  });

  it('a sign-out made while Redis is away survives a restart of its gateway and ends the session everywhere', async () => {
    const { a, b, stack: s } = await twoGateways({}, true);
    const token = await signIn(a);
    expect((await b.gql('{ me { email } }', {}, { token })).body.data).toEqual({
      me: { email: 'demo@example.com' },
    });

    await s.redis?.kill();
    // Past the last live check either gateway could still lean on.
    await new Promise((resolve) => setTimeout(resolve, LIVE_CHECK_MS + 100));
    const signOut = await a.gql('mutation { logout }', {}, { token });
    expect(signOut.body).toEqual({ data: { logout: true } });
    // The gateway that took the sign-out restarts before Redis returns.
    const restarted = await s.restartGateway(0);

    // Redis comes back with everything it held, that session included.
    await s.redis?.restart();
    for (const gateway of [restarted, b]) {
      await vi.waitFor(
        async () =>
          expect(await (await fetch(`${gateway.url}/readyz`)).json()).toEqual({
            status: 'ready',
          }),
        { timeout: 5000, interval: 100 },
      );
    }
    expect(codeOf(await restarted.gql('{ me { email } }', {}, { token }))).toBe('UNAUTHENTICATED');
    // The owed sign-out reaches Redis, so the other gateway refuses the token too.
    await vi.waitFor(
      async () =>
        expect(codeOf(await b.gql('{ me { email } }', {}, { token }))).toBe('UNAUTHENTICATED'),
      { timeout: 2000 + LIVE_CHECK_MS, interval: 100 },
    );
    // Nothing else was lost: a new sign-in works on both.
    const fresh = await signIn(restarted);
    expect((await b.gql('{ me { email } }', {}, { token: fresh })).body.data).toEqual({
      me: { email: 'demo@example.com' },
    });
  });
});
