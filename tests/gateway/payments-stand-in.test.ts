/**
 * Payments that are never lost, over real HTTP: the stand-in (its legacy API, Orders API and
 * webhooks) in this process with a fresh seeded database, and the gateway it posts webhooks
 * to, restarted where a test says so. Orders are read from the stand-in's own database, so
 * what is asserted is what the academy's records hold.
 */
import { readPdf } from '../support/pdf.ts';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../../gateway/http/server.ts';
import type { GatewayServer } from '../../gateway/http/server.ts';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import { createProviderApp } from '../../provider/app.ts';
import { loadConfig as loadProviderConfig } from '../../provider/config.ts';
import { openDatabase } from '../../provider/db.ts';
import type { Db } from '../../provider/db.ts';
import { silentLogger } from '../../provider/logger.ts';
import { WebhookSender } from '../../provider/payment/webhooks.ts';
import { seedIfNew } from '../../provider/seed.ts';
import { TEST_SESSION_SECRET, testConfig } from '../support/gateway.ts';

const KEY_AUTH = `Basic ${Buffer.from(`${DEFAULT_RAZORPAY_KEY_ID}:${DEFAULT_RAZORPAY_KEY_SECRET}`).toString('base64')}`;

let dataDir: string;
let db: Db;
let standIn: http.Server;
let webhooks: WebhookSender;
let origin = '';
let gatewayPort = 0;
let gateway: GatewayServer | null = null;

function listen(server: http.Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A gateway on the port the stand-in's webhooks go to, with nothing remembered. */
async function startGateway(): Promise<GatewayServer> {
  const server = await createServer({
    config: testConfig({
      PROVIDER_URL: `${origin}/api/v1/`,
      DATA_DIR: path.join(dataDir, 'gateway'),
      SESSION_SECRET: TEST_SESSION_SECRET,
    }),
    logger: pino({ level: 'silent' }),
  });
  await server.listen(gatewayPort, '127.0.0.1');
  gateway = server;
  return server;
}

async function stopGateway(): Promise<void> {
  await gateway?.stop();
  gateway = null;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'payments-stand-in-'));
  db = openDatabase(path.join(dataDir, 'provider'));
  await seedIfNew(db, new Date());
  // The stand-in listens first (the gateway needs its address), the gateway's port is
  // fixed next (the webhooks need it), then the stand-in starts answering.
  standIn = http.createServer();
  origin = `http://127.0.0.1:${await listen(standIn)}`;
  const probe = http.createServer();
  gatewayPort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const config = loadProviderConfig({
    DATA_DIR: dataDir,
    RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${gatewayPort}/webhooks/razorpay`,
    WEBHOOK_FIRST_RETRY_MS: '50',
  });
  webhooks = WebhookSender.fromConfig(config, silentLogger());
  standIn.on('request', createProviderApp({ db, config, webhooks }));
  await startGateway();
});

afterEach(async () => {
  await control('', { mode: 'deliver' });
  if (!gateway) await startGateway();
});

afterAll(async () => {
  await stopGateway();
  webhooks.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
  db.close();
});

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`http://127.0.0.1:${gatewayPort}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function control(pathname: string, body?: unknown) {
  const response = await fetch(`${origin}/razorpay/v1/test-webhooks${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: KEY_AUTH, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
}

let students = 0;
/** A new student, signed in. */
async function student(): Promise<{ token: string; id: string }> {
  students += 1;
  const email = `payer${Date.now()}.${students}@example.com`;
  const input = { name: 'Paying Student', email, mobile: '9876500123', password: 'pay-it-once' };
  await gql('mutation ($i: RegisterInput!) { register(input: $i) { ok } }', { i: input });
  const login = await gql<{ login: { token: string; customer: { id: string } } }>(
    'mutation ($i: LoginInput!) { login(input: $i) { token customer { id } } }',
    { i: { username: email, password: input.password } },
  );
  if (!login.data) throw new Error(`could not sign in: ${JSON.stringify(login.errors)}`);
  return { token: login.data.login.token, id: login.data.login.customer.id };
}

interface Started {
  orderId: string;
  amount: number;
  key: string;
}

async function checkout(token: string, courseId: string): Promise<Started> {
  const answer = await gql<{ startCheckout: Started }>(
    'mutation ($c: ID!) { startCheckout(courseId: $c) { orderId amount key } }',
    { c: courseId },
    token,
  );
  if (!answer.data) throw new Error(`no checkout: ${JSON.stringify(answer.errors)}`);
  // Charged the seeded price to pay, in paise (provider/seed-data.ts).
  expect(answer.data.startCheckout.amount).toBe(SEEDED_PAISE[courseId]);
  return answer.data.startCheckout;
}

/** What each seeded course costs to pay, in paise: 4999 - 1000, 6999, 5999 rupees. */
const SEEDED_PAISE: Record<string, number> = { '1': 399900, '2': 699900, '3': 599900 };

/** The Pay button of the test checkout: the payment is captured at the stand-in. */
async function pay(started: Started) {
  const response = await fetch(`${origin}/razorpay/v1/test-checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: started.key, order_id: started.orderId, amount: started.amount }),
  });
  return (await response.json()) as {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  };
}

/** The academy's orders for a payment id (the legacy API's own table). */
function ordersFor(paymentId: string): { c_id: number; course_id: number }[] {
  return db.prepare('SELECT c_id, course_id FROM orders WHERE payment_id = ?').all(paymentId) as {
    c_id: number;
    course_id: number;
  }[];
}

function ordersOf(customerId: string, courseId: number) {
  return db
    .prepare('SELECT order_id FROM orders WHERE c_id = ? AND course_id = ?')
    .all(Number(customerId), courseId);
}

/** The stand-in's refunds of a payment (its Refunds API's own table). */
function refundsOf(paymentId: string): { amount: number }[] {
  return db.prepare('SELECT amount FROM razorpay_refunds WHERE payment_id = ?').all(paymentId) as {
    amount: number;
  }[];
}

const within = { timeout: 10_000, interval: 20 };

describe('a captured payment always becomes one order', () => {
  it('the tab closed after paying: the webhook records it', async () => {
    const { token, id } = await student();
    const started = await checkout(token, '2');
    const { razorpay_payment_id: paymentId } = await pay(started);
    // No recordPayment from the browser: only Razorpay's webhooks know.
    await vi.waitFor(() => expect(ordersFor(paymentId)).toHaveLength(1), within);
    expect(ordersFor(paymentId)).toEqual([{ c_id: Number(id), course_id: 2 }]);
    const myOrders = await gql<{ myOrders: { status: string; course: { id: string } }[] }>(
      '{ myOrders { status course { id } } }',
      {},
      token,
    );
    expect(myOrders.data?.myOrders).toEqual([{ status: 'Success', course: { id: '2' } }]);
  });

  it('the receipt names the payment and its payment order, as the gateway recorded them', async () => {
    const { token } = await student();
    const started = await checkout(token, '3');
    const paid = await pay(started);
    const recorded = await gql<{ recordPayment: { message: string } }>(
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message } }',
      {
        i: {
          courseId: '3',
          paymentId: paid.razorpay_payment_id,
          orderId: paid.razorpay_order_id,
          signature: paid.razorpay_signature,
        },
      },
      token,
    );
    expect(recorded.errors).toBeUndefined();
    const answer = await gql<{ myOrders: { receiptUrl: string | null }[] }>(
      '{ myOrders { receiptUrl } }',
      {},
      token,
    );
    const url = new URL(answer.data?.myOrders[0]?.receiptUrl ?? '');
    const response = await fetch(`http://127.0.0.1:${gatewayPort}${url.pathname}`);
    expect(response.status).toBe(200);
    const { text } = readPdf(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain(`Payment ID: ${paid.razorpay_payment_id}`);
    expect(text).toContain(`Payment order ID: ${started.orderId}`);
    expect(text).toContain('Total paid ₹5,999');
  });

  it('webhooks dropped: the reconciliation sweep records it, once', async () => {
    const { token } = await student();
    const started = await checkout(token, '3');
    await control('', { mode: 'drop', orderId: started.orderId });
    const before = await control('');
    const { razorpay_payment_id: paymentId } = await pay(started);
    const after = await control('');
    expect(Number(after.dropped) - Number(before.dropped)).toBe(2);
    expect(ordersFor(paymentId)).toEqual([]);

    const sweep = gateway?.payments.verified?.reconciler;
    expect(await sweep?.sweep()).toMatchObject({ skipped: false, settled: 1, failed: 0 });
    expect(ordersFor(paymentId)).toHaveLength(1);
    expect(await sweep?.sweep()).toMatchObject({ settled: 0, failed: 0 });
    expect(ordersFor(paymentId)).toHaveLength(1);
  });

  it('webhooks dropped: opening My Courses records it', async () => {
    const { token } = await student();
    const started = await checkout(token, '1');
    await control('', { mode: 'drop', orderId: started.orderId });
    const { razorpay_payment_id: paymentId } = await pay(started);
    const myOrders = await gql<{ myOrders: { status: string; course: { id: string } }[] }>(
      '{ myOrders { status course { id } } }',
      {},
      token,
    );
    expect(myOrders.data?.myOrders).toEqual([{ status: 'Success', course: { id: '1' } }]);
    expect(ordersFor(paymentId)).toHaveLength(1);
  });

  it('the gateway restarts between the payment and the webhook', async () => {
    const { token, id } = await student();
    const started = await checkout(token, '2');
    await control('', { mode: 'hold', orderId: started.orderId });
    const { razorpay_payment_id: paymentId } = await pay(started);
    expect((await control('')).held).toBe(2);
    // A new gateway process: it never saw this checkout and remembers nothing.
    await stopGateway();
    await startGateway();
    expect(await control('/release', {})).toEqual({ released: 2 });
    await vi.waitFor(() => expect(ordersFor(paymentId)).toHaveLength(1), within);
    expect(ordersFor(paymentId)).toEqual([{ c_id: Number(id), course_id: 2 }]);
  });

  it('the gateway is down when the webhook is sent: a retry records it once it is back', async () => {
    const { token } = await student();
    const started = await checkout(token, '1');
    await stopGateway();
    const failedBefore = Number((await control('')).failedAttempts);
    const { razorpay_payment_id: paymentId } = await pay(started);
    await vi.waitFor(
      async () => expect(Number((await control('')).failedAttempts)).toBeGreaterThan(failedBefore),
      within,
    );
    expect(ordersFor(paymentId)).toEqual([]);
    await startGateway();
    await vi.waitFor(() => expect(ordersFor(paymentId)).toHaveLength(1), within);
  });

  it('browser, duplicated webhooks and a sweep racing for one payment make one order', async () => {
    const { token, id } = await student();
    const started = await checkout(token, '3');
    await control('', { mode: 'duplicate', orderId: started.orderId });
    const payment = await pay(started);
    const input = {
      courseId: '3',
      paymentId: payment.razorpay_payment_id,
      orderId: payment.razorpay_order_id,
      signature: payment.razorpay_signature,
    };
    const record = () =>
      gql<{ recordPayment: { order: { status: string } | null } }>(
        'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { order { status } } }',
        { i: input },
        token,
      );
    const [first, second] = await Promise.all([
      record(),
      record(),
      gateway?.payments.verified?.reconciler.sweep(),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    await vi.waitFor(async () => expect(Number((await control('')).pending)).toBe(0), within);
    expect(ordersFor(payment.razorpay_payment_id)).toHaveLength(1);
    expect(ordersOf(id, 3)).toHaveLength(1);
  });

  it('two open quotes for one course, both paid: one order, the second payment refunded once', async () => {
    const { token, id } = await student();
    const first = await checkout(token, '3');
    // A second open quote for the same course, as a second gateway's checkout would make.
    const made = await fetch(`${origin}/razorpay/v1/orders`, {
      method: 'POST',
      headers: { authorization: KEY_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: 599900,
        currency: 'INR',
        receipt: `c${id}-k3-second`,
        notes: { c_id: id, course_id: '3', quote_ttl_s: '900' },
      }),
    });
    const second = { ...first, orderId: ((await made.json()) as { id: string }).id };
    const paidFirst = await pay(first);
    await vi.waitFor(
      () => expect(ordersFor(paidFirst.razorpay_payment_id)).toHaveLength(1),
      within,
    );
    // The second tab pays too: its webhooks and the page's report both reach the gateway.
    const paidSecond = await pay(second);
    const reported = await gql<{
      recordPayment: { message: string; refund: { reason: string; amount: number } | null };
    }>(
      'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message refund { reason amount } } }',
      {
        i: {
          courseId: '3',
          paymentId: paidSecond.razorpay_payment_id,
          orderId: paidSecond.razorpay_order_id,
          signature: paidSecond.razorpay_signature,
        },
      },
      token,
    );
    expect(reported).toEqual({
      data: {
        recordPayment: {
          message:
            'You already own this course, so this payment of ₹5,999 has been refunded. It reaches your account in 5-7 working days.',
          refund: { reason: 'ALREADY_OWNED', amount: 599900 },
        },
      },
    });
    await vi.waitFor(async () => expect(Number((await control('')).pending)).toBe(0), within);
    expect(ordersFor(paidSecond.razorpay_payment_id)).toEqual([]);
    expect(ordersOf(id, 3)).toHaveLength(1);
    expect(refundsOf(paidSecond.razorpay_payment_id)).toEqual([{ amount: 599900 }]);
    expect(refundsOf(paidFirst.razorpay_payment_id)).toEqual([]);
    const myOrders = await gql<{ myOrders: { status: string; course: { id: string } }[] }>(
      '{ myOrders { status course { id } } }',
      {},
      token,
    );
    expect(myOrders.data?.myOrders).toEqual([{ status: 'Success', course: { id: '3' } }]);
  });

  it('the price changes while the student pays: the old quote is refunded, recorded at no price', async () => {
    const { token, id } = await student();
    const started = await checkout(token, '2');
    db.prepare('UPDATE courses SET price = 7499 WHERE course_id = 2').run();
    try {
      const payment = await pay(started);
      const reported = await gql<{
        recordPayment: { message: string; order: unknown; refund: unknown };
      }>(
        'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { id } refund { reason amount } } }',
        {
          i: {
            courseId: '2',
            paymentId: payment.razorpay_payment_id,
            orderId: payment.razorpay_order_id,
            signature: payment.razorpay_signature,
          },
        },
        token,
      );
      expect(reported).toEqual({
        data: {
          recordPayment: {
            message:
              'The price of this course changed while you were paying, so this payment of ₹6,999 has been refunded. It reaches your account in 5-7 working days. Please start the checkout again.',
            order: null,
            refund: { reason: 'PRICE_CHANGED', amount: 699900 },
          },
        },
      });
      await vi.waitFor(async () => expect(Number((await control('')).pending)).toBe(0), within);
      expect(ordersFor(payment.razorpay_payment_id)).toEqual([]);
      expect(ordersOf(id, 2)).toEqual([]);
      expect(refundsOf(payment.razorpay_payment_id)).toEqual([{ amount: 699900 }]);
    } finally {
      db.prepare('UPDATE courses SET price = 6999 WHERE course_id = 2').run();
    }
  });

  it('a student cannot buy a course they own; the page says so', async () => {
    const { token } = await student();
    const started = await checkout(token, '2');
    const payment = await pay(started);
    await vi.waitFor(() => expect(ordersFor(payment.razorpay_payment_id)).toHaveLength(1), within);
    const again = await gql('mutation { startCheckout(courseId: "2") { orderId } }', {}, token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'You already own this course. Open it from My Courses.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
