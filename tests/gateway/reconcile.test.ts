/**
 * Reconciliation against the Orders API (a MockAgent fake): the sweep records paid orders of
 * ours that no path recorded, once; it runs under a lock; My Courses settles the student's own
 * paid orders first and still answers when the Orders API is down.
 */
import { describe, expect, it, vi } from 'vitest';
import { SWEEP_LOCK } from '../../gateway/checkout/reconcile.ts';
import type { VerifiedCheckout } from '../../gateway/checkout/payments.ts';
import {
  TEST_NOW,
  envelope,
  formFields,
  gatewayForTest,
  mockProvider,
  orderRow,
  sessionToken,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';
import { fakeRazorpay, paymentProviders } from '../support/fake-razorpay.ts';

const nowS = () => Math.floor(TEST_NOW.getTime() / 1000);
const HOUR_S = 3600;

let gateway: TestGateway | undefined;

function verifiedOf(gw: TestGateway): VerifiedCheckout {
  const { verified } = gw.server.payments;
  if (!verified) throw new Error('the test gateway runs with a key secret');
  return verified;
}

async function setUp(env: Record<string, string> = {}) {
  const { provider, razorpay } = paymentProviders('40', nowS);
  gateway = await gatewayForTest({ dispatcher: provider.agent, env });
  return { provider, razorpay, gw: gateway, checkout: verifiedOf(gateway) };
}

async function saved(provider: ReturnType<typeof mockProvider>) {
  return Promise.all(provider.callsTo('order/save_payment').map((call) => formFields(call.body)));
}

describe('the reconciliation sweep', () => {
  it('records paid orders of ours that nobody recorded, and only those', async () => {
    const { provider, razorpay, checkout } = await setUp();
    const paid = razorpay.addOrder({ amount: 399900, notes: { c_id: '3', course_id: '1' } });
    const payment = razorpay.capture(paid.id);
    const unpaid = razorpay.addOrder({ amount: 699900, notes: { c_id: '4', course_id: '2' } });
    razorpay.fail(unpaid.id);
    const foreign = razorpay.addOrder({ amount: 50000, notes: {} });
    razorpay.capture(foreign.id);
    const short = razorpay.addOrder({ amount: 399900, notes: { c_id: '5', course_id: '1' } });
    razorpay.capture(short.id, { amount: 1000 });
    const tooOld = razorpay.addOrder({
      amount: 399900,
      notes: { c_id: '6', course_id: '1' },
      created_at: nowS() - 72 * HOUR_S,
    });
    razorpay.capture(tooOld.id);

    const report = await checkout.reconciler.sweep();
    expect(report).toEqual({ skipped: false, seen: 3, settled: 1, failed: 1 });
    expect(await saved(provider)).toEqual([{ payment_id: payment.id, course_id: '1', c_id: '3' }]);
  });

  it('does not look at an order again once its payment is recorded', async () => {
    const { provider, razorpay, checkout } = await setUp();
    const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '3', course_id: '1' } });
    razorpay.capture(order.id);
    await checkout.reconciler.sweep();
    razorpay.calls.length = 0;
    expect(await checkout.reconciler.sweep()).toEqual({
      skipped: false,
      seen: 1,
      settled: 0,
      failed: 0,
    });
    expect(razorpay.calls).toEqual(['GET orders']);
    expect(await saved(provider)).toHaveLength(1);
  });

  it('pages through the window, 100 orders a page', async () => {
    const { provider, razorpay, checkout } = await setUp();
    for (let i = 0; i < 150; i += 1) {
      const order = razorpay.addOrder({
        amount: 399900,
        notes: { c_id: String(100 + i), course_id: '1' },
        created_at: nowS() - i,
      });
      if (i % 50 === 0) razorpay.capture(order.id);
    }
    expect(await checkout.reconciler.sweep()).toEqual({
      skipped: false,
      seen: 150,
      settled: 3,
      failed: 0,
    });
    expect(razorpay.calls.filter((call) => call === 'GET orders')).toHaveLength(2);
    expect(await saved(provider)).toHaveLength(3);
  });

  it('is skipped while another worker holds its lock', async () => {
    const { provider, razorpay, gw, checkout } = await setUp();
    const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '3', course_id: '1' } });
    razorpay.capture(order.id);
    const { state } = gw.server.payments;
    const held = await state.lock(SWEEP_LOCK, 60_000);
    expect(held).not.toBeNull();
    expect(await checkout.reconciler.sweep()).toEqual({
      skipped: true,
      seen: 0,
      settled: 0,
      failed: 0,
    });
    expect(razorpay.calls).toEqual([]);
    if (held) await state.unlock(held);
    expect((await checkout.reconciler.sweep()).settled).toBe(1);
    expect(await saved(provider)).toHaveLength(1);
  });

  it('keeps going past an order it cannot settle, and tries it again next time', async () => {
    const provider = mockProvider();
    provider.answer('order/save_payment', '<html>busy</html>', { httpStatus: 503 });
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'), {
      persist: true,
    });
    provider.answerOrders([]);
    provider.answerCourses();
    const razorpay = fakeRazorpay(provider.agent, nowS);
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const checkout = verifiedOf(gateway);
    const first = razorpay.addOrder({ amount: 399900, notes: { c_id: '3', course_id: '1' } });
    razorpay.capture(first.id);
    const second = razorpay.addOrder({ amount: 399900, notes: { c_id: '4', course_id: '1' } });
    razorpay.capture(second.id);
    expect(await checkout.reconciler.sweep()).toMatchObject({ settled: 1, failed: 1 });
    expect(await checkout.reconciler.sweep()).toMatchObject({ settled: 1, failed: 0 });
    expect(provider.callsTo('order/save_payment')).toHaveLength(3);
  });

  it('runs on its schedule from start() until stop()', async () => {
    const { provider, razorpay, checkout } = await setUp({ RECONCILE_INTERVAL_MS: '60000' });
    const order = razorpay.addOrder({ amount: 399900, notes: { c_id: '3', course_id: '1' } });
    razorpay.capture(order.id);
    checkout.reconciler.start();
    // The first sweep runs at once, not an interval later.
    await vi.waitFor(() => expect(provider.callsTo('order/save_payment')).toHaveLength(1), {
      timeout: 5000,
    });
    await checkout.reconciler.stop();
    expect(razorpay.calls.filter((call) => call === 'GET orders').length).toBeGreaterThan(0);
    expect(await saved(provider)).toHaveLength(1);
  });
});

describe('My Courses settles the student’s own payments first', () => {
  const myOrders = '{ myOrders { id status course { id } } }';
  const customer = envelope('200', 'ok', {
    c_id: '1',
    name: 'Customer 1',
    email: 'c1@example.com',
    mobile: '9876543210',
  });

  it('records a paid order whose page was closed before the list is read', async () => {
    const provider = mockProvider();
    provider.answerCourses();
    provider.answer('customer/get_customer', customer);
    provider.answer('order/customer_order_list', envelope('200', 'ok', []));
    const razorpay = fakeRazorpay(provider.agent, nowS);
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const token = await sessionToken(gateway, '1');
    const { body } = await gateway.gql(
      'mutation { startCheckout(courseId: "1") { orderId } }',
      {},
      { token },
    );
    const orderId = (body.data?.startCheckout as { orderId: string }).orderId;
    // Paid; the tab closed; the webhook never came.
    const payment = razorpay.capture(orderId);
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    provider.answerOrders([orderRow('50', '1', 0)]);
    const listed = await gateway.gql(myOrders, {}, { token });
    expect(listed.body).toEqual({
      data: { myOrders: [{ id: '50', status: 'Success', course: { id: '1' } }] },
    });
    expect(await saved(provider)).toEqual([{ payment_id: payment.id, course_id: '1', c_id: '1' }]);
    // The next visit has nothing left to check.
    razorpay.calls.length = 0;
    await gateway.gql(myOrders, {}, { token });
    expect(razorpay.calls).toEqual([]);
  });

  it('after a restart, finds the student’s orders through the sweep', async () => {
    const provider = mockProvider();
    provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'));
    provider.answerOrders([orderRow('51', '2', 0)]);
    const razorpay = fakeRazorpay(provider.agent, nowS);
    // Made before the restart, not yet paid when the first sweep ran.
    const order = razorpay.addOrder({ amount: 699900, notes: { c_id: '1', course_id: '2' } });
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    await verifiedOf(gateway).reconciler.sweep();
    const payment = razorpay.capture(order.id);
    const listed = await gateway.gql(myOrders, {}, { token: await sessionToken(gateway, '1') });
    expect(listed.body.data?.myOrders).toEqual([
      { id: '51', status: 'Success', course: { id: '2' } },
    ]);
    expect(await saved(provider)).toEqual([{ payment_id: payment.id, course_id: '2', c_id: '1' }]);
  });

  it('still lists the orders when the Orders API is down', async () => {
    const provider = mockProvider();
    provider.answerOrders([orderRow('52', '1', 3)]);
    const razorpay = fakeRazorpay(provider.agent, nowS);
    razorpay.addOrder({ amount: 399900, notes: { c_id: '1', course_id: '2' } });
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    await verifiedOf(gateway).reconciler.sweep();
    razorpay.setDown(true);
    const listed = await gateway.gql(myOrders, {}, { token: await sessionToken(gateway, '1') });
    expect(listed.body).toEqual({
      data: { myOrders: [{ id: '52', status: 'Success', course: { id: '1' } }] },
    });
    expect(razorpay.calls.at(-1)).toMatch(/\/payments$/);
  });
});
