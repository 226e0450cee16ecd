/**
 * Razorpay's Orders API (or the stand-in's copy of it), over the shared upstream request
 * helper: create an order, fetch one, fetch its payments, list orders by time. HTTP Basic
 * with the key pair; every fault is PROVIDER_UNAVAILABLE with the payment message.
 */
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { ErrorMessage } from '../../errors.ts';
import { MalformedAnswerError } from '../legacy-api/parse.ts';
import { upstreamFault, upstreamRequest } from '../request.ts';
import type { UpstreamName, UpstreamService } from '../request.ts';
import type {
  NewPaymentOrder,
  OrderListQuery,
  PaymentEntity,
  PaymentOrderEntity,
} from './models.ts';
import { RAZORPAY_ID, parseCollection, parsePayment, parsePaymentOrder } from './parse.ts';

interface RazorpayClientOptions {
  /** API base ending in '/', e.g. https://api.razorpay.com/v1/ */
  apiUrl: string;
  keyId: string;
  keySecret: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
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
  unavailableMessage: ErrorMessage.paymentUnavailable,
};

export class RazorpayClient {
  private readonly service: UpstreamService;
  private readonly authorization: string;

  constructor(private readonly options: RazorpayClientOptions) {
    this.service = {
      ...PAYMENT_API,
      dispatcher: options.dispatcher,
      timeoutMs: options.timeoutMs,
      maxAnswerBytes: MAX_ANSWER_BYTES,
    };
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
    const created = this.read(label, log, () => parsePaymentOrder(answer.body));
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
    return this.read(label, log, () => parsePaymentOrder(answer.body));
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
    return this.read(label, log, () => parseCollection(answer.body, parsePayment));
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
    return this.read(label, log, () => parseCollection(answer.body, parsePaymentOrder));
  }

  private async call(
    label: string,
    method: 'GET' | 'POST',
    path: string,
    log: Logger,
    accept: (status: number) => boolean,
    body?: unknown,
  ): Promise<{ status: number; body: unknown }> {
    const { status, text } = await upstreamRequest(this.service, {
      method,
      url: `${this.options.apiUrl}${path}`,
      label,
      headers: {
        authorization: this.authorization,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
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

  private read<T>(label: string, log: Logger, parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof MalformedAnswerError)) throw error;
      return this.malformed(label, log, error.message);
    }
  }

  private malformed(label: string, log: Logger, detail: string): never {
    return upstreamFault(
      PAYMENT_API,
      label,
      detail,
      log,
      {},
      'payment API answer has the wrong shape',
    );
  }
}
