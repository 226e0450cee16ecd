/**
 * POST /webhooks/razorpay as a contract: what Razorpay may send (valid, forged, unsigned,
 * duplicate, out of order, for an unknown order, for the wrong amount, during an outage) and
 * what the gateway answers and records. The legacy API and the Orders API are MockAgent fakes.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import * as support from '../support/gateway.ts';
import { fakeRazorpay, paymentProviders } from '../support/fake-razorpay.ts';
import type { FakeOrder, FakePayment } from '../support/fake-razorpay.ts';

const WEBHOOK_SECRET = 'academy_test_webhook_secret_0001';
const nowS = () => Math.floor(support.TEST_NOW.getTime() / 1000);

let gateway: support.TestGateway | undefined;

async function setUp() {
  const { provider, razorpay } = paymentProviders('30', nowS);
  gateway = await support.gatewayForTest({ dispatcher: provider.agent });
  // A checkout of ours: notes name the customer and course.
  const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '7', course_id: '1' } });
  return { provider, razorpay, order, gw: gateway };
}

type EventName = 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.created';

/** An event body in Razorpay's shape. */
function event(name: EventName, payment: Partial<FakePayment>, order?: FakeOrder): string {
  const payload: Record<string, unknown> = {
    payment: {
      entity: {
        entity: 'payment',
        amount: 399900,
        currency: 'INR',
        status: name === 'payment.failed' ? 'failed' : 'captured',
        method: 'card',
        captured: name !== 'payment.failed',
        // Notes on the payment are the payer's to fill in: never trusted.
        notes: { c_id: '999', course_id: '3' },
        created_at: nowS(),
        ...payment,
      },
    },
  };
  if (order) payload.order = { entity: { ...order, entity: 'order' } };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test00000001',
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: nowS(),
  });
}

const sign = (body: string, secret = WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

async function deliver(
  gw: support.TestGateway,
  body: string,
  headers: Record<string, string | undefined> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const sent: Record<string, string> = { 'content-type': 'application/json' };
  const withDefaults = { 'x-razorpay-signature': sign(body), ...headers };
  for (const [name, value] of Object.entries(withDefaults))
    if (value !== undefined) sent[name] = value;
  const response = await fetch(`${gw.url}/webhooks/razorpay`, {
    method: 'POST',
    headers: sent,
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function saved(provider: ReturnType<typeof support.mockProvider>) {
  return Promise.all(
    provider.callsTo('order/save_payment').map((call) => support.formFields(call.body)),
  );
}

/** The legacy API records a payment, and then lists it as order `orderId` of course 1. */
function recordsAndLists(provider: ReturnType<typeof support.mockProvider>, orderId: string) {
  provider.answer('order/save_payment', support.envelope('200', 'Payment recorded successfully.'));
  provider.answer(
    'order/customer_order_list',
    support.envelope('200', 'ok', [support.orderRow(orderId, '1', 0)]),
  );
}

describe('POST /webhooks/razorpay', () => {
  it('records a captured payment once, for the customer and course of its payment order', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const payment = razorpay.capture(order.id);
    const body = event('payment.captured', { id: payment.id, order_id: order.id });
    const answer = await deliver(gw, body, { 'x-razorpay-event-id': 'EvtCaptured0001' });
    expect(answer).toEqual({ status: 200, body: { status: 'recorded' } });
    // Customer 7 and course 1 come from the order's notes, not from the body's.
    expect(await saved(provider)).toEqual([{ payment_id: payment.id, course_id: '1', c_id: '7' }]);
    expect(razorpay.calls).toEqual([`GET orders/${order.id}`, `GET orders/${order.id}/payments`]);
  });

  it('refuses a forged, unsigned or altered delivery with 400 and changes nothing', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const payment = razorpay.capture(order.id);
    const body = event('payment.captured', { id: payment.id, order_id: order.id });
    const refusals = [
      await deliver(gw, body, { 'x-razorpay-signature': sign(body, 'someone-else') }),
      await deliver(gw, body, { 'x-razorpay-signature': undefined }),
      await deliver(gw, body, { 'x-razorpay-signature': '' }),
      await deliver(gw, body, { 'x-razorpay-signature': 'not-hex' }),
      await deliver(gw, body.replace('399900', '100'), { 'x-razorpay-signature': sign(body) }),
      await deliver(gw, body, { 'x-razorpay-signature': sign(body).toUpperCase() }),
    ];
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 400,
        body: { error: 'The signature is missing or does not match.' },
      });
    }
    expect(await saved(provider)).toEqual([]);
    expect(razorpay.calls).toEqual([]);
  });

  it('refuses a signed body that is not a Razorpay event', async () => {
    const { provider, gw } = await setUp();
    for (const body of ['{"event":', '[]', '{"event":"payment.captured"}', '']) {
      expect(await deliver(gw, body), body).toEqual({
        status: 400,
        body: { error: 'The body is not a Razorpay event.' },
      });
    }
    expect(await saved(provider)).toEqual([]);
  });

  it('takes a duplicate delivery (same event id), in turn or at once, without recording twice', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const payment = razorpay.capture(order.id);
    const body = event('payment.captured', { id: payment.id, order_id: order.id });
    const headers = { 'x-razorpay-event-id': 'EvtDuplicate001' };
    const together = await Promise.all([
      deliver(gw, body, headers),
      deliver(gw, body, headers),
      deliver(gw, body, headers),
    ]);
    const later = await deliver(gw, body, headers);
    for (const answer of [...together, later]) expect(answer.status).toBe(200);
    expect([...together, later].map((answer) => answer.body.status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'recorded',
    ]);
    expect(await saved(provider)).toHaveLength(1);
  });

  it('records one order when order.paid and payment.captured both come, in either order', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const payment = razorpay.capture(order.id);
    const paid = event('order.paid', { id: payment.id, order_id: order.id }, order);
    const captured = event('payment.captured', { id: payment.id, order_id: order.id });
    const answers = await Promise.all([
      deliver(gw, paid, { 'x-razorpay-event-id': 'EvtOrderPaid001' }),
      deliver(gw, captured, { 'x-razorpay-event-id': 'EvtCaptured0002' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await saved(provider)).toEqual([{ payment_id: payment.id, course_id: '1', c_id: '7' }]);
  });

  it('never moves an order back: a later payment.failed or a stale event changes nothing', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const payment = razorpay.capture(order.id);
    const captured = event('payment.captured', { id: payment.id, order_id: order.id });
    expect((await deliver(gw, captured)).body).toEqual({ status: 'recorded' });
    const failedLater = event('payment.failed', { id: 'pay_Failed000001', order_id: order.id });
    expect(await deliver(gw, failedLater)).toEqual({ status: 200, body: { status: 'ignored' } });
    const other = event('refund.created', { id: payment.id, order_id: order.id });
    expect(await deliver(gw, other)).toEqual({ status: 200, body: { status: 'ignored' } });
    expect(await saved(provider)).toHaveLength(1);
  });

  it('records nothing for an event that comes before the Orders API shows the capture', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const early = event('payment.captured', { id: 'pay_NotYetSeen01', order_id: order.id });
    const headers = { 'x-razorpay-event-id': 'EvtTooEarly0001' };
    expect(await deliver(gw, early, headers)).toEqual({
      status: 200,
      body: { status: 'not-captured' },
    });
    expect(await saved(provider)).toEqual([]);
    // The same delivery again, once Razorpay's own records show the payment captured.
    razorpay.capture(order.id, { id: 'pay_NotYetSeen01' });
    expect(await deliver(gw, early, headers)).toEqual({
      status: 200,
      body: { status: 'recorded' },
    });
    expect(await saved(provider)).toHaveLength(1);
  });

  it('acknowledges an event for an order that is not ours and records nothing', async () => {
    const { provider, razorpay, gw } = await setUp();
    const unknown = event('payment.captured', {
      id: 'pay_Elsewhere001',
      order_id: 'order_Elsewhere01',
    });
    expect(await deliver(gw, unknown)).toEqual({ status: 200, body: { status: 'unknown-order' } });
    // An order on the same account without the academy's notes is not ours either.
    const foreign = razorpay.addOrder({ amount: 100000, notes: { shop: 'merch' } });
    razorpay.capture(foreign.id);
    const notOurs = event('payment.captured', { id: 'pay_Merch000001', order_id: foreign.id });
    expect(await deliver(gw, notOurs)).toEqual({ status: 200, body: { status: 'unknown-order' } });
    const noOrder = event('payment.captured', { id: 'pay_NoOrder00001' });
    expect(await deliver(gw, noOrder)).toEqual({ status: 200, body: { status: 'no-order' } });
    expect(await saved(provider)).toEqual([]);
  });

  it('records nothing when the captured payment does not match its order amount', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const short = razorpay.capture(order.id, { amount: 100 });
    const body = event('payment.captured', { id: short.id, order_id: order.id, amount: 100 });
    expect(await deliver(gw, body)).toEqual({ status: 200, body: { status: 'mismatch' } });
    expect(await saved(provider)).toEqual([]);

    // The amount the body claims is not what decides: the Orders API's payment is.
    const second = razorpay.addOrder({ amount: 699900, notes: { c_id: '7', course_id: '2' } });
    const full = razorpay.capture(second.id);
    const claimsLess = event('payment.captured', { id: full.id, order_id: second.id, amount: 1 });
    expect(await deliver(gw, claimsLess)).toEqual({ status: 200, body: { status: 'recorded' } });
    expect(await saved(provider)).toEqual([{ payment_id: full.id, course_id: '2', c_id: '7' }]);
  });

  it('answers 503 while the Orders API is down, and records when Razorpay delivers again', async () => {
    const { provider, razorpay, order, gw } = await setUp();
    const payment = razorpay.capture(order.id);
    const body = event('payment.captured', { id: payment.id, order_id: order.id });
    const headers = { 'x-razorpay-event-id': 'EvtDuringOutage' };
    razorpay.setDown(true);
    expect(await deliver(gw, body, headers)).toEqual({
      status: 503,
      body: { status: 'retry later' },
    });
    expect(await saved(provider)).toEqual([]);
    razorpay.setDown(false);
    // Razorpay's retry carries the same event id: the failed attempt did not use it up.
    expect(await deliver(gw, body, headers)).toEqual({ status: 200, body: { status: 'recorded' } });
    expect(await saved(provider)).toHaveLength(1);
  });

  it('answers 503 while the legacy API cannot record, then records on the next delivery', async () => {
    const provider = support.mockProvider();
    provider.answerCourses();
    provider.answer('order/customer_order_list', support.envelope('200', 'ok', []));
    provider.answer('order/save_payment', '<html>down</html>', { httpStatus: 502 });
    const razorpay = fakeRazorpay(provider.agent, nowS);
    gateway = await support.gatewayForTest({ dispatcher: provider.agent });
    const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '7', course_id: '1' } });
    const payment = razorpay.capture(order.id);
    const body = event('order.paid', { id: payment.id, order_id: order.id }, order);
    expect((await deliver(gateway, body)).status).toBe(503);
    recordsAndLists(provider, '31');
    expect(await deliver(gateway, body)).toEqual({ status: 200, body: { status: 'recorded' } });
    expect(provider.callsTo('order/save_payment')).toHaveLength(2);
  });

  it('answers a slow delivery within about 2 s (202) and records it when the work is done', async () => {
    const provider = support.mockProvider();
    recordsAndLists(provider, '32');
    // Every Orders API answer takes 1.5 s: fetching the order and its payments takes 3 s.
    const razorpay = fakeRazorpay(provider.agent, nowS, { delayMs: 1500 });
    gateway = await support.gatewayForTest({ dispatcher: provider.agent });
    const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '7', course_id: '1' } });
    const payment = razorpay.capture(order.id);
    const body = event('payment.captured', { id: payment.id, order_id: order.id });
    const sent = performance.now();
    expect(await deliver(gateway, body)).toEqual({ status: 202, body: { status: 'accepted' } });
    expect(performance.now() - sent).toBeLessThan(2500);
    await vi.waitFor(() => expect(provider.callsTo('order/save_payment')).toHaveLength(1), {
      timeout: 5000,
    });
  });
});
