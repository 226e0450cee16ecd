/**
 * Razorpay's Orders, Payments and Refunds APIs as a MockAgent fake for gateway tests: orders
 * the gateway creates are kept with their notes; a test captures (or fails) payments on them,
 * the gateway may fetch and refund them (X-Refund-Idempotency honoured), a test makes the API
 * go down and reads what the gateway asked. Answers use Razorpay's entity and error shapes.
 */
import type { MockAgent } from 'undici';
import { refundEntity as standInRefund } from '../../provider/payment/entities.ts';
import { badRequest, invalidInput, type RazorpayError } from '../../provider/payment/errors.ts';
import { PROVIDER_ORIGIN, envelope, mockProvider, orderRow } from './gateway.ts';

const API_PATH = '/razorpay/v1/';

export interface FakeOrder {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  amount_refunded: number;
  created_at: number;
}

interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  notes: Record<string, string>;
  /** The X-Refund-Idempotency header it was made with. */
  idempotency_key: string | null;
  created_at: number;
}

interface FakeRazorpay {
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  /** Refunds made through POST payments/:id/refund (idempotent retries add none). */
  refunds: FakeRefund[];
  /** Paths the gateway called, e.g. "GET orders/order_Fake1/payments". */
  calls: string[];
  /** An order made elsewhere (another gateway, before a restart). */
  addOrder(order: Partial<FakeOrder> & { notes: Record<string, string> }): FakeOrder;
  /**
   * A captured payment on the order (in full unless `amount` says otherwise; made at `nowS()`
   * unless `createdAt` says when, in Unix seconds); `status: 'authorized'` leaves it held,
   * not yet captured.
   */
  capture(
    orderId: string,
    options?: { id?: string; amount?: number; createdAt?: number; status?: 'authorized' },
  ): FakePayment;
  /** A failed payment attempt on the order. */
  fail(orderId: string): FakePayment;
  /** While down, every call answers 503. */
  setDown(down: boolean): void;
}

function unknownId() {
  return {
    statusCode: 400,
    data: JSON.stringify({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The id provided does not exist',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    }),
  };
}

const json = (data: unknown) => ({ statusCode: 200, data: JSON.stringify(data) });

function orderEntity(order: FakeOrder) {
  return {
    ...order,
    entity: 'order',
    amount_due: order.amount - order.amount_paid,
    offer_id: null,
    notes: Object.keys(order.notes).length === 0 ? [] : order.notes,
  };
}

function paymentEntity(payment: FakePayment) {
  let refundStatus: 'partial' | 'full' | null = null;
  if (payment.amount_refunded > 0) {
    refundStatus = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
  }
  return {
    ...payment,
    entity: 'payment',
    captured: payment.status === 'captured' || payment.status === 'refunded',
    method: 'card',
    refund_status: refundStatus,
    notes: [],
  };
}

/** A refund in the Refunds API's shape, as the stand-in builds it. */
function refundEntity(refund: FakeRefund) {
  return standInRefund({
    ...refund,
    receipt: null,
    notes: JSON.stringify(refund.notes),
    created_at: refund.created_at * 1000,
  });
}

/** A refusal in Razorpay's error shape, as the stand-in words it. */
function refused(error: RazorpayError) {
  return { statusCode: error.httpStatus, data: JSON.stringify(error.body) };
}

function jsonBody(body: unknown): Record<string, unknown> {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : String(body ?? '');
  return text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
}

/**
 * Installs the fake on the agent's provider origin; `nowS` dates what it creates; `delayMs`
 * holds every answer back that long (a slow API).
 */
export function fakeRazorpay(
  agent: MockAgent,
  nowS: () => number,
  options: { delayMs?: number } = {},
): FakeRazorpay {
  const pool = agent.get(PROVIDER_ORIGIN);
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRefund[] = [];
  const calls: string[] = [];
  let down = false;
  let next = 0;
  const newId = (prefix: string) => `${prefix}_Fake${String((next += 1)).padStart(6, '0')}`;

  const addOrder: FakeRazorpay['addOrder'] = (order) => {
    const made: FakeOrder = {
      id: newId('order'),
      amount: 399900,
      amount_paid: 0,
      currency: 'INR',
      receipt: null,
      status: 'created',
      attempts: 0,
      created_at: nowS(),
      ...order,
    };
    orders.set(made.id, made);
    return made;
  };

  const interceptor = pool
    .intercept({ path: (path) => path.startsWith(API_PATH), method: () => true })
    .reply((request) => {
      const url = new URL(request.path, PROVIDER_ORIGIN);
      const path = url.pathname.slice(API_PATH.length);
      const method = request.method.toUpperCase();
      const label = `${method} ${path}`;
      calls.push(label);
      if (down) {
        return { statusCode: 503, data: '<html>Service Unavailable</html>' };
      }
      if (method === 'POST' && path === 'orders') {
        const body = jsonBody(request.body) as {
          amount: number;
          currency: string;
          receipt?: string;
          notes?: Record<string, string>;
        };
        return json(
          orderEntity(
            addOrder({
              amount: body.amount,
              currency: body.currency,
              receipt: body.receipt ?? null,
              notes: body.notes ?? {},
            }),
          ),
        );
      }
      if (method === 'GET' && path === 'orders') {
        const from = Number(url.searchParams.get('from') ?? 0);
        const to = Number(url.searchParams.get('to') ?? Number.MAX_SAFE_INTEGER);
        const count = Number(url.searchParams.get('count') ?? 10);
        const skip = Number(url.searchParams.get('skip') ?? 0);
        const items = [...orders.values()]
          .filter((order) => order.created_at >= from && order.created_at <= to)
          .sort((a, b) => b.created_at - a.created_at)
          .slice(skip, skip + count)
          .map(orderEntity);
        return json({ entity: 'collection', count: items.length, items });
      }
      const paymentPath = /^payments\/([^/]+)(\/refund)?$/.exec(path);
      if (paymentPath) {
        const payment = payments.find((p) => p.id === paymentPath[1]);
        if (!payment) return unknownId();
        if (method === 'GET' && !paymentPath[2]) return json(paymentEntity(payment));
        if (method === 'POST' && paymentPath[2]) {
          const headers = request.headers as Record<string, string | undefined>;
          return refund(payment, jsonBody(request.body), headers['x-refund-idempotency'] ?? null);
        }
      }
      const match = /^orders\/([^/]+)(\/payments)?$/.exec(path);
      const order = match?.[1] ? orders.get(match[1]) : undefined;
      if (method === 'GET' && match && !order) return unknownId();
      if (method === 'GET' && order && match?.[2]) {
        const items = payments.filter((p) => p.order_id === order.id).map(paymentEntity);
        return json({ entity: 'collection', count: items.length, items });
      }
      if (method === 'GET' && order) return json(orderEntity(order));
      return { statusCode: 404, data: '{}' };
    });
  if (options.delayMs) interceptor.delay(options.delayMs);
  interceptor.persist();

  /** POST payments/:id/refund, as Razorpay answers it. */
  function refund(payment: FakePayment, body: Record<string, unknown>, key: string | null) {
    const earlier = key === null ? undefined : refunds.find((r) => r.idempotency_key === key);
    if (earlier) return json(refundEntity(earlier));
    if (payment.status !== 'captured')
      return refused(badRequest('Only captured payments can be refunded.'));
    const left = payment.amount - payment.amount_refunded;
    const amount = typeof body.amount === 'number' ? body.amount : left;
    if (amount > left) {
      return refused(
        invalidInput('The refund amount provided is greater than amount captured', 'amount'),
      );
    }
    const made: FakeRefund = {
      id: newId('rfnd'),
      payment_id: payment.id,
      amount,
      currency: payment.currency,
      notes: (body.notes ?? {}) as Record<string, string>,
      idempotency_key: key,
      created_at: nowS(),
    };
    refunds.push(made);
    payment.amount_refunded += amount;
    if (payment.amount_refunded >= payment.amount) payment.status = 'refunded';
    return json(refundEntity(made));
  }

  const attempt = (
    orderId: string,
    status: FakePayment['status'],
    options: { id?: string; amount?: number; createdAt?: number } = {},
  ) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no fake order ${orderId}`);
    const payment: FakePayment = {
      id: options.id ?? newId('pay'),
      order_id: orderId,
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status,
      amount_refunded: 0,
      created_at: options.createdAt ?? nowS(),
    };
    payments.push(payment);
    order.attempts += 1;
    if (status === 'captured') {
      order.status = 'paid';
      order.amount_paid = payment.amount;
    } else if (order.status === 'created') {
      order.status = 'attempted';
    }
    return payment;
  };

  return {
    orders,
    payments,
    refunds,
    calls,
    addOrder,
    capture: (orderId, options = {}) => attempt(orderId, options.status ?? 'captured', options),
    fail: (orderId) => attempt(orderId, 'failed'),
    setDown: (value) => {
      down = value;
    },
  };
}

/**
 * The legacy API as a payment path needs it, with the fake beside it on the same agent: the
 * course list (a payment is checked against the course's price of the moment), save_payment
 * answered every time, and the customer's orders holding one paid order, `orderId`.
 */
export function paymentProviders(orderId: string, nowS: () => number) {
  const provider = mockProvider();
  provider.answerCourses();
  provider.answer('order/save_payment', envelope('200', 'Payment recorded successfully.'), {
    persist: true,
  });
  provider.answerOrders([orderRow(orderId, '1', 0)]);
  return { provider, razorpay: fakeRazorpay(provider.agent, nowS) };
}
