/**
 * The payment stand-in's Razorpay behaviour beyond checkout: GET /v1/orders (paged by from,
 * to, count, skip) and GET /v1/orders/:id/payments in Razorpay's shapes, GET /v1/payments/:id
 * and POST /v1/payments/:id/refund (full or partial, idempotent by X-Refund-Idempotency,
 * never more than is left), and webhooks sent on a payment or a refund (signed, with event
 * ids, retried with back-off) under the test controls that drop, duplicate, delay or hold
 * them, which production refuses.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import { REFUND_BEYOND_CAPTURED, seededTemplate, startStandIn } from '../support/stand-in.ts';
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

async function api(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${standIn.origin}/razorpay/v1/${path}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json', ...headers },
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

/** The stand-in's test checkout paying for the order, or failing to. */
function checkout(outcome: 'pay' | 'fail', orderId: string): Promise<Response> {
  return fetch(`${standIn.origin}/razorpay/v1/test-checkout/${outcome}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: DEFAULT_RAZORPAY_KEY_ID, order_id: orderId }),
  });
}

async function pay(orderId: string): Promise<string> {
  const response = await checkout('pay', orderId);
  const body = (await response.json()) as { razorpay_payment_id: string };
  return body.razorpay_payment_id;
}

const signed = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

/** A payment entity of ₹3,999 the stand-in's checkout captured for `orderId`. */
const captured = (paymentId: string, orderId: string) => ({
  id: paymentId,
  entity: 'payment',
  amount: 399900,
  currency: 'INR',
  status: 'captured',
  order_id: orderId,
  captured: true,
  created_at: expect.any(Number) as unknown,
});

describe('Orders API reads', () => {
  it("GET /orders/:id/payments lists an order's attempts as payment entities", async () => {
    const orderId = await newOrder();
    await checkout('fail', orderId);
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
    expect(items[1]).toMatchObject({ ...captured(paymentId, orderId), error_code: null });
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

describe('Payments and Refunds API', () => {
  it('GET /payments/:id answers the payment; a refund gives all of it back and says so', async () => {
    const orderId = await newOrder();
    const paymentId = await pay(orderId);
    await hook.received(2);
    expect(await api('GET', `payments/${paymentId}`)).toMatchObject({
      status: 200,
      body: { ...captured(paymentId, orderId), amount_refunded: 0, refund_status: null },
    });

    const refund = await api('POST', `payments/${paymentId}/refund`, {});
    expect(refund).toMatchObject({
      status: 200,
      body: {
        id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/) as unknown,
        entity: 'refund',
        amount: 399900,
        currency: 'INR',
        payment_id: paymentId,
        notes: [],
        receipt: null,
        acquirer_data: { arn: null },
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
        created_at: expect.any(Number) as unknown,
      },
    });
    expect(await api('GET', `payments/${paymentId}`)).toMatchObject({
      status: 200,
      body: {
        status: 'refunded',
        amount_refunded: 399900,
        refund_status: 'full',
        captured: true,
      },
    });

    await hook.received(3);
    const event = JSON.parse(hook.deliveries[2]?.body ?? '{}') as Record<string, unknown>;
    expect(hook.deliveries[2]?.headers['x-razorpay-signature']).toBe(
      signed(hook.deliveries[2]?.body ?? ''),
    );
    expect(event).toMatchObject({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: refund.body.id, amount: 399900, payment_id: paymentId } },
        payment: { entity: { id: paymentId, status: 'refunded', amount_refunded: 399900 } },
      },
    });

    expect(await api('POST', `payments/${paymentId}/refund`, {})).toEqual({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The payment has been fully refunded already',
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      },
    });
  });

  it('refunds part of a payment, and refuses more than is left', async () => {
    const orderId = await newOrder();
    const paymentId = await pay(orderId);
    expect(await api('POST', `payments/${paymentId}/refund`, { amount: 100000 })).toMatchObject({
      status: 200,
      body: { amount: 100000, payment_id: paymentId },
    });
    expect(await api('GET', `payments/${paymentId}`)).toMatchObject({
      body: { status: 'captured', amount_refunded: 100000, refund_status: 'partial' },
    });
    expect(await api('POST', `payments/${paymentId}/refund`, { amount: 300000 })).toEqual({
      status: 400,
      body: REFUND_BEYOND_CAPTURED,
    });
    // What is left, by default.
    expect(await api('POST', `payments/${paymentId}/refund`)).toMatchObject({
      status: 200,
      body: { amount: 299900 },
    });
    expect(await api('GET', `payments/${paymentId}`)).toMatchObject({
      body: { status: 'refunded', amount_refunded: 399900, refund_status: 'full' },
    });
    // Two payment events and two refund events.
    await hook.received(4);
  });

  it('answers a retried refund (same X-Refund-Idempotency) with the refund it made', async () => {
    const orderId = await newOrder();
    const paymentId = await pay(orderId);
    const key = { 'X-Refund-Idempotency': `refund-${paymentId}` };
    const first = await api('POST', `payments/${paymentId}/refund`, {}, key);
    const retried = await api('POST', `payments/${paymentId}/refund`, {}, key);
    expect(first.status).toBe(200);
    expect(retried).toEqual(first);
    expect(await api('GET', `payments/${paymentId}`)).toMatchObject({
      body: { amount_refunded: 399900 },
    });
    expect(await api('POST', `payments/${paymentId}/refund`, { amount: 100 }, key)).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The idempotency key was used for a different request.',
        },
      },
    });
    // One refund event only.
    await hook.received(3);
    expect(hook.deliveries.filter((d) => d.body.includes('"refund.processed"'))).toHaveLength(1);
  });

  it('refuses an unknown payment, a failed one and a caller without the key pair', async () => {
    expect(await api('GET', 'payments/pay_Missing0000001')).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
    });
    expect(await api('POST', 'payments/pay_Missing0000001/refund', {})).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
    });
    const orderId = await newOrder();
    const failed = await checkout('fail', orderId);
    const { error } = (await failed.json()) as { error: { metadata: { payment_id: string } } };
    const failedId = error.metadata.payment_id;
    expect(await api('GET', `payments/${failedId}`)).toMatchObject({
      body: { status: 'failed', captured: false, amount_refunded: 0 },
    });
    expect(await api('POST', `payments/${failedId}/refund`, {})).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Only captured payments can be refunded.',
        },
      },
    });
    const anonymous = await fetch(`${standIn.origin}/razorpay/v1/payments/${failedId}`);
    expect(anonymous.status).toBe(401);
    await hook.received(1);
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
    await checkout('fail', orderId);
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
