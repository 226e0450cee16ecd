/**
 * Razorpay's Orders, Payments and Refunds APIs (or the stand-in's copy of them), over the
 * shared upstream request helper: create an order, fetch one, fetch its payments, list
 * orders by time, fetch a payment, refund one, list a payment's refunds. HTTP Basic with the key pair; every fault
 * is PROVIDER_UNAVAILABLE with the payment message.
 */
import type { Logger } from 'pino';
import { readAnswer } from '../read.ts';
import { upstreamFault, upstreamRequest, upstreamService } from '../request.ts';
import type { UpstreamConnection, UpstreamName, UpstreamService } from '../request.ts';
import type {
  NewPaymentOrder,
  NewRefund,
  OrderListQuery,
  PaymentEntity,
  PaymentOrderEntity,
  RefundAnswer,
  RefundEntity,
} from './models.ts';
import {
  RAZORPAY_ID,
  errorDescription,
  parseCollection,
  parsePayment,
  parsePaymentOrder,
  parseRefund,
} from './parse.ts';

interface RazorpayClientOptions extends UpstreamConnection {
  /** API base ending in '/', e.g. https://api.razorpay.com/v1/ */
  apiUrl: string;
  keyId: string;
  keySecret: string;
}

/** Largest answer read: a page of 100 orders is far below it. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/** Razorpay's largest page of GET /orders. */
export const MAX_ORDERS_PER_PAGE = 100;

const isSuccess = (status: number) => status >= 200 && status < 300;
/** Razorpay answers an id it does not know with 400 (BAD_REQUEST_ERROR) or 404. */
const isSuccessOrUnknown = (status: number) =>
  isSuccess(status) || status === 400 || status === 404;

const PAYMENT_API: UpstreamName = {
  logKey: 'payments',
  unavailableLog: 'payment API unavailable',
  unavailableMessage: 'paymentUnavailable',
  wrongShapeLog: 'payment API answer has the wrong shape',
};

export class RazorpayClient {
  private readonly service: UpstreamService;
  private readonly authorization: string;

  constructor(private readonly options: RazorpayClientOptions) {
    this.service = upstreamService(PAYMENT_API, options, MAX_ANSWER_BYTES);
    const pair = `${options.keyId}:${options.keySecret}`;
    this.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  }

  /** POST /orders. */
  async createOrder(order: NewPaymentOrder, log: Logger): Promise<PaymentOrderEntity> {
    const label = 'POST orders';
    const answer = await this.call(label, 'POST', 'orders', log, isSuccess, {
      amount: order.amountPaise,
      currency: order.currency,
      receipt: order.receipt,
      notes: order.notes,
    });
    const created = readAnswer(PAYMENT_API, label, log, () => parsePaymentOrder(answer.body));
    if (created.amountPaise !== order.amountPaise) {
      this.malformed(label, log, 'order amount differs from the one asked for');
    }
    return created;
  }

  /** GET /orders/:id; null when Razorpay does not know the id. */
  async fetchOrder(orderId: string, log: Logger): Promise<PaymentOrderEntity | null> {
    if (!RAZORPAY_ID.test(orderId)) return null;
    const label = 'GET orders/:id';
    const answer = await this.call(label, 'GET', `orders/${orderId}`, log, isSuccessOrUnknown);
    if (!isSuccess(answer.status)) return null;
    return readAnswer(PAYMENT_API, label, log, () => parsePaymentOrder(answer.body));
  }

  /** GET /orders/:id/payments: every attempt on the order; null when the id is unknown. */
  async orderPayments(orderId: string, log: Logger): Promise<PaymentEntity[] | null> {
    if (!RAZORPAY_ID.test(orderId)) return null;
    const label = 'GET orders/:id/payments';
    const answer = await this.call(
      label,
      'GET',
      `orders/${orderId}/payments`,
      log,
      isSuccessOrUnknown,
    );
    if (!isSuccess(answer.status)) return null;
    return readAnswer(PAYMENT_API, label, log, () => parseCollection(answer.body, parsePayment));
  }

  /** GET /orders?from&to&count&skip: one page, newest first. */
  async listOrders(query: OrderListQuery, log: Logger): Promise<PaymentOrderEntity[]> {
    const label = 'GET orders';
    const search = new URLSearchParams({
      from: String(query.fromS),
      to: String(query.toS),
      count: String(Math.min(query.count, MAX_ORDERS_PER_PAGE)),
      skip: String(query.skip),
    });
    const answer = await this.call(label, 'GET', `orders?${search.toString()}`, log, isSuccess);
    return readAnswer(PAYMENT_API, label, log, () =>
      parseCollection(answer.body, parsePaymentOrder),
    );
  }

  /** GET /payments/:id; null when Razorpay does not know the id. */
  async fetchPayment(paymentId: string, log: Logger): Promise<PaymentEntity | null> {
    if (!RAZORPAY_ID.test(paymentId)) return null;
    const label = 'GET payments/:id';
    const answer = await this.call(label, 'GET', `payments/${paymentId}`, log, isSuccessOrUnknown);
    if (!isSuccess(answer.status)) return null;
    return readAnswer(PAYMENT_API, label, log, () => parsePayment(answer.body));
  }

  /**
   * POST /payments/:id/refund: a normal refund of `amountPaise` (all that is left when
   * absent). The idempotency key makes a retry of the same request (after a lost answer)
   * return the refund it made rather than a second one. A refusal (400: nothing left to
   * refund, not captured, unknown id) is answered, not thrown.
   */
  async refundPayment(refund: NewRefund, log: Logger): Promise<RefundAnswer> {
    if (!RAZORPAY_ID.test(refund.paymentId)) {
      return { refunded: false, description: 'The id provided does not exist' };
    }
    const label = 'POST payments/:id/refund';
    const answer = await this.call(
      label,
      'POST',
      `payments/${refund.paymentId}/refund`,
      log,
      (status) => isSuccess(status) || status === 400,
      {
        ...(refund.amountPaise === undefined ? {} : { amount: refund.amountPaise }),
        speed: 'normal',
        notes: refund.notes,
      },
      { 'x-refund-idempotency': refund.idempotencyKey },
    );
    if (!isSuccess(answer.status)) {
      const description = errorDescription(answer.body) ?? `HTTP ${answer.status}`;
      return { refunded: false, description };
    }
    const made = readAnswer(PAYMENT_API, label, log, () => parseRefund(answer.body));
    if (made.paymentId !== refund.paymentId) {
      this.malformed(label, log, 'refund names another payment');
    }
    return { refunded: true, refund: made };
  }

  /** GET /payments/:id/refunds: the payment's refunds, newest first (Razorpay's largest page). */
  async paymentRefunds(paymentId: string, log: Logger): Promise<RefundEntity[]> {
    if (!RAZORPAY_ID.test(paymentId)) return [];
    const label = 'GET payments/:id/refunds';
    const answer = await this.call(
      label,
      'GET',
      `payments/${paymentId}/refunds?count=${MAX_ORDERS_PER_PAGE}`,
      log,
      isSuccessOrUnknown,
    );
    if (!isSuccess(answer.status)) return [];
    return readAnswer(PAYMENT_API, label, log, () => parseCollection(answer.body, parseRefund));
  }

  private async call(
    label: string,
    method: 'GET' | 'POST',
    path: string,
    log: Logger,
    accept: (status: number) => boolean,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const { status, text } = await upstreamRequest(this.service, {
      method,
      url: `${this.options.apiUrl}${path}`,
      label,
      headers: {
        authorization: this.authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      log,
      accept,
    });
    try {
      return { status, body: JSON.parse(text) as unknown };
    } catch {
      return this.malformed(label, log, 'malformed JSON');
    }
  }

  private malformed(label: string, log: Logger, detail: string): never {
    return upstreamFault(PAYMENT_API, label, detail, log, {}, PAYMENT_API.wrongShapeLog);
  }
}
