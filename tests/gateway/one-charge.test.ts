/**
 * One course, one charge: a second payment for a course, a payment on an expired quote or on
 * a quote whose price has changed is refunded through the payment API (once, whichever paths
 * and gateways see it) and never recorded; the student is told why; recordPayment believes
 * no signature without the payment API's word. The legacy API is a MockAgent fake that keeps
 * the orders it is asked to save; Razorpay is tests/support/fake-razorpay.ts; the clock is
 * the test's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { paymentSignature, webhookSignature } from '../../gateway/checkout/signatures.ts';
import {
  PROVIDER_ORIGIN,
  TEST_NOW,
  envelope,
  mockProvider,
  orderRow,
  seedCourses,
  sessionToken,
  startGateway,
  testConfig,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { fakeRazorpay } from '../support/fake-razorpay.ts';

const KEY_SECRET = 'academy_test_secret_0000000001';
const WEBHOOK_SECRET = 'academy_test_webhook_secret_0001';
const MINUTE = 60_000;

const gateways: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gw) => gw.stop()));
});

const START = 'mutation ($c: ID!) { startCheckout(courseId: $c) { orderId amount timeout } }';
const RECORD =
  'mutation ($i: RecordPaymentInput!) { recordPayment(input: $i) { message order { id status } refund { reason amount } } }';
const MY_ORDERS = '{ myOrders { id status availableWeek course { id } } }';

const ALREADY_OWNED =
  'You already own this course, so this payment of ₹3,999 has been refunded. It reaches your account in 5-7 working days.';
const QUOTE_EXPIRED =
  'Your checkout had expired when this payment was made, so this payment of ₹3,999 has been refunded. It reaches your account in 5-7 working days. Please start the checkout again.';
const REFUNDED_OTHERWISE =
  'This payment of ₹3,999 has been refunded. It reaches your account in 5-7 working days.';

/** The provider's multipart form fields, read well enough for a fake. */
function formFieldsOf(body: unknown): Record<string, string> {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : String(body ?? '');
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return fields;
}

/** The provider's "YYYY-MM-DD HH:mm:ss" in IST. */
const istText = (at: Date) =>
  new Date(at.getTime() + 330 * MINUTE).toISOString().slice(0, 19).replace('T', ' ');

/**
 * The legacy API for customer 7: the seeded courses at `price()`, and orders kept as
 * `order/save_payment` makes them (one per payment id), dated by the test's clock.
 */
function academy(now: () => Date) {
  const provider = mockProvider();
  const pool = provider.agent.get(PROVIDER_ORIGIN);
  const orders: { paymentId: string; row: ReturnType<typeof orderRow> }[] = [];
  const saves: Record<string, string>[] = [];
  let discount = seedCourses[0]?.discount ?? '0';
  pool
    .intercept({ path: '/api/v1/course/list', method: 'POST' })
    .reply(() => ({
      statusCode: 200,
      data: JSON.stringify(
        envelope('200', 'ok', [{ ...seedCourses[0], discount }, ...seedCourses.slice(1)]),
      ),
    }))
    .persist();
  provider.answer(
    'customer/get_customer',
    envelope('200', 'ok', {
      c_id: '7',
      name: 'Test Customer',
      email: 'c7@example.com',
      mobile: '9876543210',
    }),
    { persist: true },
  );
  pool
    .intercept({ path: '/api/v1/order/customer_order_list', method: 'POST' })
    .reply(() => ({
      statusCode: 200,
      data: JSON.stringify(
        envelope(
          '200',
          'ok',
          [...orders].reverse().map((o) => o.row),
        ),
      ),
    }))
    .persist();
  pool
    .intercept({ path: '/api/v1/order/save_payment', method: 'POST' })
    .reply((request) => {
      const fields = formFieldsOf(request.body);
      saves.push(fields);
      const known = orders.find((order) => order.paymentId === fields.payment_id);
      if (!known) {
        const id = String(70 + orders.length);
        const row = { ...orderRow(id, fields.course_id ?? '', 0), order_date: istText(now()) };
        orders.push({ paymentId: fields.payment_id ?? '', row });
      }
      const message = known
        ? 'This payment has already been recorded.'
        : 'Payment recorded successfully.';
      return { statusCode: 200, data: JSON.stringify(envelope('200', message)) };
    })
    .persist();
  return {
    provider,
    /** Every save_payment the gateway sent. */
    saves,
    /** The course's price changes: its discount is withdrawn (₹4,999 to pay, not ₹3,999). */
    endDiscount: () => {
      discount = '0';
    },
  };
}

/** A gateway (or two sharing one store) over the fakes, on the test's clock. */
async function setUp(options: { gateways?: number; env?: Record<string, string> } = {}) {
  let now = TEST_NOW;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
  const legacy = academy(clock.now);
  const razorpay = fakeRazorpay(legacy.provider.agent, () => Math.floor(now.getTime() / 1000));
  // Gateways sharing DATA_DIR share its store: claims, holds and notes.
  const config = testConfig(options.env);
  for (let i = 0; i < (options.gateways ?? 1); i += 1) {
    gateways.push(
      await startGateway({ dispatcher: legacy.provider.agent, now: clock.now, config }),
    );
  }
  const [gw] = gateways;
  if (!gw) throw new Error('no gateway');
  return { ...legacy, razorpay, clock, gw, token: await sessionToken(gw, '7') };
}

async function startCheckout(gw: TestGateway, token: string, courseId = '1') {
  const { body } = await gw.gql(START, { c: courseId }, { token });
  const started = body.data?.startCheckout as { orderId: string; amount: number; timeout: number };
  if (!started) throw new Error(`no checkout: ${JSON.stringify(body.errors)}`);
  return started;
}

function recordInput(orderId: string, paymentId: string, courseId = '1') {
  return {
    courseId,
    paymentId,
    orderId,
    signature: paymentSignature(orderId, paymentId, KEY_SECRET),
  };
}

/** A webhook delivery in Razorpay's shape, signed; its answer. */
async function deliver(
  gw: TestGateway,
  name: 'payment.captured' | 'order.paid',
  paymentId: string,
  orderId: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test00000001',
    event: name,
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, order_id: orderId, entity: 'payment' } } },
    created_at: Math.floor(TEST_NOW.getTime() / 1000),
  });
  const response = await fetch(`${gw.url}/webhooks/razorpay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, WEBHOOK_SECRET),
      'x-razorpay-event-id': `${name.replace('.', '_')}_${paymentId}`,
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const refundCalls = (calls: string[]) => calls.filter((call) => call.endsWith('/refund'));

describe('one course, one charge', () => {
  it('two open quotes for one course, both paid: one order, the second payment refunded once, whatever path sees it', async () => {
    const { gw, token, razorpay, saves, clock } = await setUp();
    const first = await startCheckout(gw, token);
    // Ten minutes on, the first quote has too little life left to be offered again.
    clock.advance(10 * MINUTE);
    const second = await startCheckout(gw, token);
    expect(second.orderId).not.toBe(first.orderId);
    expect([first.amount, second.amount]).toEqual([399900, 399900]);
    // Two tabs: both quotes paid within their life.
    const paidFirst = razorpay.capture(first.orderId, { id: 'pay_FirstTab0001' });
    const paidSecond = razorpay.capture(second.orderId, { id: 'pay_SecondTab001' });

    const recorded = await gw.gql(
      RECORD,
      { i: recordInput(first.orderId, paidFirst.id) },
      { token },
    );
    expect(recorded.body).toEqual({
      data: {
        recordPayment: {
          message: 'Payment recorded successfully.',
          order: { id: '70', status: 'Success' },
          refund: null,
        },
      },
    });

    // The second payment reaches the browser's report, both webhooks and a sweep at once.
    const [browser, captured, orderPaid, sweep] = await Promise.all([
      gw.gql(RECORD, { i: recordInput(second.orderId, paidSecond.id) }, { token }),
      deliver(gw, 'payment.captured', paidSecond.id, second.orderId),
      deliver(gw, 'order.paid', paidSecond.id, second.orderId),
      gw.server.payments.verified?.reconciler.sweep(),
    ]);
    expect(browser.body).toEqual({
      data: {
        recordPayment: {
          message: ALREADY_OWNED,
          order: { id: '70', status: 'Success' },
          refund: { reason: 'ALREADY_OWNED', amount: 399900 },
        },
      },
    });
    expect(captured).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(orderPaid).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(sweep).toMatchObject({ skipped: false, failed: 0 });

    expect(refundCalls(razorpay.calls)).toEqual([`POST payments/${paidSecond.id}/refund`]);
    expect(razorpay.refunds).toMatchObject([
      {
        payment_id: 'pay_SecondTab001',
        amount: 399900,
        notes: { reason: 'ALREADY_OWNED', c_id: '7', course_id: '1' },
        idempotency_key: 'refund-pay_SecondTab001',
      },
    ]);
    expect(saves.map((save) => save.payment_id)).toEqual(['pay_FirstTab0001']);

    // Asked again, the student is told the same; nothing is refunded or recorded again.
    const again = await gw.gql(
      RECORD,
      { i: recordInput(second.orderId, paidSecond.id) },
      { token },
    );
    expect(again.body.data?.recordPayment).toEqual({
      message: ALREADY_OWNED,
      order: { id: '70', status: 'Success' },
      refund: { reason: 'ALREADY_OWNED', amount: 399900 },
    });
    const firstAgain = await gw.gql(
      RECORD,
      { i: recordInput(first.orderId, paidFirst.id) },
      {
        token,
      },
    );
    expect(firstAgain.body.data?.recordPayment).toEqual({
      message: 'This payment has already been recorded.',
      order: { id: '70', status: 'Success' },
      refund: null,
    });
    expect(razorpay.refunds).toHaveLength(1);
    expect(saves.map((save) => save.payment_id)).toEqual(['pay_FirstTab0001']);

    // Access is as the first payment made it.
    const mine = await gw.gql(MY_ORDERS, {}, { token });
    expect(mine.body).toEqual({
      data: { myOrders: [{ id: '70', status: 'Success', availableWeek: 1, course: { id: '1' } }] },
    });
  });

  it('two gateways sharing a store refund the second payment once', async () => {
    const { razorpay, saves, clock, token } = await setUp({ gateways: 2 });
    const [one, two] = gateways;
    if (!one || !two) throw new Error('two gateways');
    const first = await startCheckout(one, token);
    clock.advance(10 * MINUTE);
    const second = await startCheckout(two, token);
    const paidFirst = razorpay.capture(first.orderId);
    const paidSecond = razorpay.capture(second.orderId);
    await one.gql(RECORD, { i: recordInput(first.orderId, paidFirst.id) }, { token });

    const answers = await Promise.all([
      deliver(one, 'payment.captured', paidSecond.id, second.orderId),
      deliver(two, 'order.paid', paidSecond.id, second.orderId),
      two.gql(RECORD, { i: recordInput(second.orderId, paidSecond.id) }, { token }),
    ]);
    expect(answers[0]).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(answers[1]).toEqual({ status: 200, body: { status: 'refunded' } });
    expect(answers[2].body.data?.recordPayment).toMatchObject({
      message: ALREADY_OWNED,
      refund: { reason: 'ALREADY_OWNED', amount: 399900 },
    });
    expect(refundCalls(razorpay.calls)).toHaveLength(1);
    expect(saves.map((save) => save.payment_id)).toEqual([paidFirst.id]);
  });

  it('a quote paid after its life is refunded and never recorded; the next checkout is a new quote', async () => {
    const { gw, token, razorpay, saves, clock } = await setUp();
    const quote = await startCheckout(gw, token);
    expect(quote.timeout).toBe(900);
    // Paid 17 minutes later: past its 15 minutes and the minute of slack.
    clock.advance(17 * MINUTE);
    const late = razorpay.capture(quote.orderId, { id: 'pay_TooLate00001' });
    const { body } = await gw.gql(RECORD, { i: recordInput(quote.orderId, late.id) }, { token });
    expect(body).toEqual({
      data: {
        recordPayment: {
          message: QUOTE_EXPIRED,
          order: null,
          refund: { reason: 'QUOTE_EXPIRED', amount: 399900 },
        },
      },
    });
    expect(saves).toEqual([]);
    expect(razorpay.refunds).toMatchObject([{ payment_id: 'pay_TooLate00001', amount: 399900 }]);
    expect(razorpay.payments.find((p) => p.id === late.id)).toMatchObject({
      status: 'refunded',
      amount_refunded: 399900,
    });
    expect((await gw.gql(MY_ORDERS, {}, { token })).body).toEqual({ data: { myOrders: [] } });

    const fresh = await startCheckout(gw, token);
    expect(fresh.orderId).not.toBe(quote.orderId);
    expect(fresh).toMatchObject({ amount: 399900, timeout: 900 });
  });

  it('a quote paid just within its life is recorded', async () => {
    const { gw, token, razorpay, saves, clock } = await setUp({
      env: { CHECKOUT_QUOTE_TTL_S: '120' },
    });
    const quote = await startCheckout(gw, token);
    expect(quote.timeout).toBe(120);
    clock.advance(2 * MINUTE + 30_000);
    const paid = razorpay.capture(quote.orderId);
    const { body } = await gw.gql(RECORD, { i: recordInput(quote.orderId, paid.id) }, { token });
    expect(body.data?.recordPayment).toEqual({
      message: 'Payment recorded successfully.',
      order: { id: '70', status: 'Success' },
      refund: null,
    });
    expect(saves.map((save) => save.payment_id)).toEqual([paid.id]);
    expect(razorpay.refunds).toEqual([]);
  });

  it('a quote is offered again only at its price and with half its life left; the checkout gets what is left', async () => {
    const { gw, token, razorpay, clock, endDiscount } = await setUp();
    const first = await startCheckout(gw, token);
    clock.advance(5 * MINUTE);
    expect(await startCheckout(gw, token)).toEqual({ ...first, timeout: 600 });
    clock.advance(3 * MINUTE);
    const second = await startCheckout(gw, token);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.timeout).toBe(900);
    // The price changes (and the cached price is past its budget): a new quote at the new price.
    endDiscount();
    clock.advance(MINUTE);
    const third = await startCheckout(gw, token);
    expect(third.orderId).not.toBe(second.orderId);
    expect(third).toMatchObject({ amount: 499900, timeout: 900 });
    expect([...razorpay.orders.values()].map((order) => order.notes)).toEqual([
      { c_id: '7', course_id: '1', quote_ttl_s: '900' },
      { c_id: '7', course_id: '1', quote_ttl_s: '900' },
      { c_id: '7', course_id: '1', quote_ttl_s: '900' },
    ]);
  });

  it('a payment already refunded (by the academy) is never recorded, and not refunded again', async () => {
    const { gw, token, razorpay, saves } = await setUp();
    const quote = await startCheckout(gw, token);
    const paid = razorpay.capture(quote.orderId);
    // Refunded from Razorpay's dashboard before anything here saw it.
    Object.assign(paid, { status: 'refunded', amount_refunded: paid.amount });
    expect(await deliver(gw, 'payment.captured', paid.id, quote.orderId)).toEqual({
      status: 200,
      body: { status: 'refunded' },
    });
    const { body } = await gw.gql(RECORD, { i: recordInput(quote.orderId, paid.id) }, { token });
    expect(body.data?.recordPayment).toEqual({
      message: REFUNDED_OTHERWISE,
      order: null,
      refund: { reason: 'OTHER', amount: 399900 },
    });
    expect(refundCalls(razorpay.calls)).toEqual([]);
    expect(saves).toEqual([]);
  });
});

describe('recordPayment asks the payment API, not only the signature', () => {
  it('refuses a correctly signed payment that failed, was for another amount or order, or does not exist', async () => {
    const { gw, token, razorpay, saves } = await setUp();
    const quote = await startCheckout(gw, token);
    const failed = razorpay.fail(quote.orderId);
    const short = razorpay.capture(quote.orderId, { amount: 100 });
    const other = razorpay.addOrder({ amount: 399900, notes: { c_id: '7', course_id: '1' } });
    const elsewhere = razorpay.capture(other.id);
    for (const paymentId of [failed.id, short.id, elsewhere.id, 'pay_NeverMade0001']) {
      const { body } = await gw.gql(
        RECORD,
        { i: recordInput(quote.orderId, paymentId) },
        {
          token,
        },
      );
      expect(body.errors?.[0], paymentId).toMatchObject({
        message: 'The payment could not be verified.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(saves).toEqual([]);
    expect(razorpay.refunds).toEqual([]);
  });

  it('asks the page to wait while the payment is authorized but not yet captured', async () => {
    const { gw, token, razorpay, saves } = await setUp();
    const quote = await startCheckout(gw, token);
    const held = razorpay.capture(quote.orderId, { status: 'authorized' });
    const { body } = await gw.gql(RECORD, { i: recordInput(quote.orderId, held.id) }, { token });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Your payment is still being confirmed. Please wait a moment.',
      extensions: { code: 'PROVIDER_UNAVAILABLE' },
    });
    expect(saves).toEqual([]);
    // Captured a moment later: the page's next try records it.
    held.status = 'captured';
    const retried = await gw.gql(RECORD, { i: recordInput(quote.orderId, held.id) }, { token });
    expect(retried.body.data?.recordPayment).toMatchObject({ refund: null });
    expect(saves.map((save) => save.payment_id)).toEqual([held.id]);
  });
});
