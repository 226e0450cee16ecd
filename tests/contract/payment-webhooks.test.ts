/**
 * The payment stand-in's Razorpay behaviour beyond checkout: GET /v1/orders (paged by from,
 * to, count, skip) and GET /v1/orders/:id/payments in Razorpay's shapes, and webhooks sent
 * on a payment (signed, with event ids, retried with back-off) under the test controls that
 * drop, duplicate, delay or hold them, which production refuses.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RAZORPAY_KEY_ID, DEFAULT_RAZORPAY_KEY_SECRET } from '../../provider/config.ts';
import { seededTemplate, startStandIn } from '../support/stand-in.ts';
import type { RunningStandIn } from '../support/stand-in.ts';

const WEBHOOK_SECRET = 'contract-webhook-secret-01';
const auth = `Basic ${Buffer.from(`${DEFAULT_RAZORPAY_KEY_ID}:${DEFAULT_RAZORPAY_KEY_SECRET}`).toString('base64')}`;

interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver: answers each delivery with the next status given (200 once they run out). */
function receiver() {
  const deliveries: Delivery[] = [];
  const statuses: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end('{}');
      for (const waiter of waiters.filter((w) => deliveries.length >= w.count)) waiter.resolve();
    });
  });
  return {
    deliveries,
    statuses,
    server,
    /** Resolves once `count` deliveries have arrived. */
    received(count: number): Promise<void> {
      if (deliveries.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/razorpay`;
    },
  };
}

let template: string;
let standIn: RunningStandIn;
let hook: ReturnType<typeof receiver>;

beforeAll(async () => {
  template = await seededTemplate();
  hook = receiver();
  const url = await hook.listen();
  standIn = await startStandIn({
    template,
    now: () => new Date(),
    config: { webhookUrl: url, webhookSecret: WEBHOOK_SECRET, webhookFirstRetryMs: 20 },
  });
});

afterAll(async () => {
  await standIn.stop();
  hook.server.closeAllConnections();
  await new Promise((resolve) => hook.server.close(resolve));
  rmSync(template, { recursive: true, force: true });
});

afterEach(async () => {
  await control('POST', '', { mode: 'deliver' });
  hook.deliveries.length = 0;
  hook.statuses.length = 0;
});

async function api(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${standIn.origin}/razorpay/v1/${path}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function control(method: 'GET' | 'POST', path: string, body?: unknown) {
  return api(method, `test-webhooks${path}`, body);
}

async function newOrder(
  amount = 399900,
  notes: Record<string, string> = { c_id: '1', course_id: '1' },
) {
  const { body } = await api('POST', 'orders', {
    amount,
    currency: 'INR',
    receipt: 'c1-k1',
    notes,
  });
  return String(body.id);
}

async function pay(orderId: string): Promise<string> {
  const response = await fetch(`${standIn.origin}/razorpay/v1/test-checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: DEFAULT_RAZORPAY_KEY_ID, order_id: orderId }),
  });
  const body = (await response.json()) as { razorpay_payment_id: string };
  return body.razorpay_payment_id;
}

const signed = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

describe('Orders API reads', () => {
  it("GET /orders/:id/payments lists an order's attempts as payment entities", async () => {
    const orderId = await newOrder();
    await fetch(`${standIn.origin}/razorpay/v1/test-checkout/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: DEFAULT_RAZORPAY_KEY_ID, order_id: orderId }),
    });
    const paymentId = await pay(orderId);
    const { status, body } = await api('GET', `orders/${orderId}/payments`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ entity: 'collection', count: 2 });
    const items = body.items as Record<string, unknown>[];
    expect(items[0]).toMatchObject({
      entity: 'payment',
      amount: 399900,
      currency: 'INR',
      status: 'failed',
      order_id: orderId,
      captured: false,
      error_reason: 'payment_failed',
    });
    expect(items[1]).toMatchObject({
      id: paymentId,
      entity: 'payment',
      amount: 399900,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
      captured: true,
      error_code: null,
      created_at: expect.any(Number) as unknown,
    });
    expect(await api('GET', 'orders/order_Missing000001/payments')).toMatchObject({
      status: 400,
      body: { error: { description: 'The id provided does not exist' } },
    });
  });

  it('GET /orders pages newest first by from, to, count and skip', async () => {
    const from = Math.floor(Date.now() / 1000);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await newOrder(100_00 + i));
    const to = Math.ceil(Date.now() / 1000);
    const page = async (query: string) => {
      const { status, body } = await api('GET', `orders?${query}`);
      expect(status).toBe(200);
      return (body.items as { id: string }[]).map((item) => item.id);
    };
    // The window may hold orders of earlier tests made in the same second: they are older.
    const all = await page(`from=${from}&to=${to}&count=100`);
    expect(all.slice(0, 5)).toEqual([...made].reverse());
    expect(await page(`from=${from}&to=${to}&count=3`)).toEqual(all.slice(0, 3));
    expect(await page(`from=${from}&to=${to}&count=3&skip=3`)).toEqual(all.slice(3, 6));
    expect(await page(`from=${to + 10}`)).toEqual([]);
    const { body } = await api('GET', `orders?from=${from}&count=1`);
    expect(body).toMatchObject({ entity: 'collection', count: 1 });
    expect((body.items as Record<string, unknown>[])[0]).toMatchObject({
      entity: 'order',
      amount: 10004,
      status: 'created',
      notes: { c_id: '1', course_id: '1' },
    });
    expect(await api('GET', 'orders?count=101')).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', field: 'count' } },
    });
    const anonymous = await fetch(`${standIn.origin}/razorpay/v1/orders`);
    expect(anonymous.status).toBe(401);
  });
});

describe('webhooks', () => {
  it('sends payment.captured and order.paid, signed, with event ids, in Razorpay’s shapes', async () => {
    const orderId = await newOrder();
    const paymentId = await pay(orderId);
    await hook.received(2);
    const events = hook.deliveries.map((delivery) => {
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.headers['x-razorpay-signature']).toBe(signed(delivery.body));
      expect(delivery.headers['x-razorpay-event-id']).toMatch(/^[A-Za-z0-9]{14}$/);
      return JSON.parse(delivery.body) as Record<string, unknown>;
    });
    const byName = new Map(events.map((event) => [event.event, event]));
    expect(byName.get('payment.captured')).toMatchObject({
      entity: 'event',
      account_id: expect.stringMatching(/^acc_/) as unknown,
      contains: ['payment'],
      payload: {
        payment: {
          entity: { id: paymentId, order_id: orderId, status: 'captured', amount: 399900 },
        },
      },
      created_at: expect.any(Number) as unknown,
    });
    expect(byName.get('order.paid')).toMatchObject({
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: {
        payment: { entity: { id: paymentId, status: 'captured' } },
        order: { entity: { id: orderId, status: 'paid', amount_paid: 399900, amount_due: 0 } },
      },
    });
    const ids = new Set(hook.deliveries.map((d) => d.headers['x-razorpay-event-id']));
    expect(ids.size).toBe(2);
  });

  it('retries a delivery answered with an error, with the same event id, until it is taken', async () => {
    hook.statuses.push(500, 503, 502, 500);
    const orderId = await newOrder();
    await pay(orderId);
    // Two events, four failed attempts between them, then both delivered.
    await hook.received(6);
    const byId = new Map<string, number>();
    for (const delivery of hook.deliveries) {
      const id = String(delivery.headers['x-razorpay-event-id']);
      byId.set(id, (byId.get(id) ?? 0) + 1);
    }
    expect(byId.size).toBe(2);
    expect([...byId.values()].reduce((a, b) => a + b)).toBe(6);
    const stats = await control('GET', '');
    expect(stats.body).toMatchObject({ enabled: true, failedAttempts: 4, abandoned: 0 });
  });

  it('drops, duplicates or holds deliveries for one order, as a test asks', async () => {
    const dropped = await newOrder();
    const doubled = await newOrder();
    const held = await newOrder();
    expect(await control('POST', '', { mode: 'drop', orderId: dropped })).toMatchObject({
      status: 200,
      body: { mode: 'drop', orderId: dropped },
    });
    await control('POST', '', { mode: 'duplicate', orderId: doubled });
    await control('POST', '', { mode: 'hold', orderId: held });
    const before = (await control('GET', '')).body;

    await pay(dropped);
    await pay(held);
    await pay(doubled);
    // Each of the doubled order's two events arrives twice, under one id each.
    await hook.received(4);
    const ids = hook.deliveries.map((d) => String(d.headers['x-razorpay-event-id']));
    expect(new Set(ids).size).toBe(2);
    for (const delivery of hook.deliveries) {
      expect(delivery.body).toContain(doubled);
    }
    const after = (await control('GET', '')).body;
    expect(Number(after.dropped) - Number(before.dropped)).toBe(2);
    expect(after.held).toBe(2);

    expect(await control('POST', '/release')).toMatchObject({ body: { released: 2 } });
    await hook.received(6);
    expect(hook.deliveries.slice(4).every((d) => d.body.includes(held))).toBe(true);
  });

  it('sends payment.failed for a failed payment', async () => {
    const orderId = await newOrder();
    await fetch(`${standIn.origin}/razorpay/v1/test-checkout/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: DEFAULT_RAZORPAY_KEY_ID, order_id: orderId }),
    });
    await hook.received(1);
    expect(JSON.parse(hook.deliveries[0]?.body ?? '{}')).toMatchObject({
      event: 'payment.failed',
      payload: { payment: { entity: { order_id: orderId, status: 'failed' } } },
    });
  });

  it('refuses the test controls without the key pair, with a bad mode, and in production', async () => {
    const anonymous = await fetch(`${standIn.origin}/razorpay/v1/test-webhooks`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'drop' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await control('POST', '', { mode: 'explode' })).toMatchObject({
      status: 400,
      body: { error: { field: 'mode' } },
    });
    const production = await startStandIn({ template, config: { production: true } });
    try {
      const refused = await fetch(`${production.origin}/razorpay/v1/test-webhooks`, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ mode: 'drop' }),
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        error: { description: 'Test controls are not available in production.' },
      });
    } finally {
      await production.stop();
    }
  });
});
