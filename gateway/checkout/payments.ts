/**
 * Payments: Razorpay's Orders API (or the stand-in's copy of it) for creating an order
 * per checkout, signature checks for completed payments, and a bounded memory of the
 * orders this gateway created and the payments it recorded.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { ErrorMessage, UpstreamUnavailableError } from '../errors.ts';
import { CURRENCY } from '../domain/money.ts';
import { readBody } from '../upstream/legacy-api/client.ts';
import { readInteger, readText } from '../upstream/legacy-api/parse.ts';

export interface PaymentOrder {
  orderId: string;
  courseId: string;
  customerId: string;
  amountPaise: number;
}

export interface PaymentServiceOptions {
  /** Orders API base ending in '/'. */
  apiUrl: string;
  keyId: string;
  /** null: no orders are created and no signatures checked. */
  keySecret: string | null;
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** Most orders and payments remembered (oldest forgotten first). */
  memorySize?: number;
}

const ORDER_ID = /^[A-Za-z0-9_]{1,64}$/;

/** HMAC-SHA256 of `orderId|paymentId` in hex, as Razorpay signs a completed payment. */
export function paymentSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

class BoundedMap<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }
}

export class PaymentService {
  private readonly orders: BoundedMap<PaymentOrder>;
  /** Payment id -> who recorded it for which course, so a replay records nothing twice. */
  private readonly payments: BoundedMap<{
    customerId: string;
    courseId: string;
    message: Promise<string>;
  }>;

  constructor(private readonly options: PaymentServiceOptions) {
    this.orders = new BoundedMap(options.memorySize ?? 10_000);
    this.payments = new BoundedMap(options.memorySize ?? 10_000);
  }

  get keyId(): string {
    return this.options.keyId;
  }

  /** Whether payments must carry an order id and a valid signature. */
  get verifies(): boolean {
    return this.options.keySecret !== null;
  }

  /** Creates a payment order for the amount (paise, INR) and remembers what it was for. */
  async createOrder(
    order: Omit<PaymentOrder, 'orderId'>,
    receipt: string,
    log: Logger,
  ): Promise<string | null> {
    if (this.options.keySecret === null) return null;
    const answer = await this.call(
      'POST',
      'orders',
      {
        amount: order.amountPaise,
        currency: CURRENCY,
        receipt,
        notes: { course_id: order.courseId, c_id: order.customerId },
      },
      log,
    );
    const orderId = readText(answer.id);
    if (
      orderId === null ||
      !ORDER_ID.test(orderId) ||
      readInteger(answer.amount) !== order.amountPaise
    ) {
      log.warn({ detail: 'orders answer has the wrong shape' }, 'payment API unavailable');
      throw new UpstreamUnavailableError('orders: wrong shape', ErrorMessage.paymentUnavailable);
    }
    this.orders.set(orderId, { orderId, ...order });
    return orderId;
  }

  /** Constant-time check of a checkout's signature. */
  signatureValid(orderId: string, paymentId: string, signature: string): boolean {
    if (this.options.keySecret === null) return false;
    const expected = Buffer.from(
      paymentSignature(orderId, paymentId, this.options.keySecret),
      'hex',
    );
    const given = /^[a-f0-9]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
    return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
  }

  /**
   * What a payment order was created for: from memory, else (after a restart) from the
   * Orders API and the notes we attached. null when unknown.
   */
  async orderFacts(orderId: string, log: Logger): Promise<PaymentOrder | null> {
    const remembered = this.orders.get(orderId);
    if (remembered) return remembered;
    if (this.options.keySecret === null || !ORDER_ID.test(orderId)) return null;
    let answer: Record<string, unknown>;
    try {
      answer = await this.call('GET', `orders/${encodeURIComponent(orderId)}`, undefined, log);
    } catch {
      return null;
    }
    const notes = typeof answer.notes === 'object' && answer.notes !== null ? answer.notes : {};
    const courseId = readText((notes as Record<string, unknown>).course_id);
    const customerId = readText((notes as Record<string, unknown>).c_id);
    const amountPaise = readInteger(answer.amount);
    if (
      readText(answer.id) !== orderId ||
      courseId === null ||
      customerId === null ||
      amountPaise === null
    ) {
      return null;
    }
    const facts = { orderId, courseId, customerId, amountPaise };
    this.orders.set(orderId, facts);
    return facts;
  }

  /**
   * Runs `record` once per payment id: a replay by the same customer for the same course
   * gets the first attempt's message without recording again (concurrent replays share
   * it). Returns false when the payment id was used by someone else or for another course.
   */
  async recordOnce(
    paymentId: string,
    owner: { customerId: string; courseId: string },
    record: () => Promise<string>,
  ): Promise<string | false> {
    const known = this.payments.get(paymentId);
    if (known) {
      if (known.customerId !== owner.customerId || known.courseId !== owner.courseId) return false;
      return known.message;
    }
    const message = record();
    this.payments.set(paymentId, { ...owner, message });
    try {
      return await message;
    } catch (error) {
      // A failed attempt may be retried.
      if (this.payments.get(paymentId)?.message === message) this.payments.delete(paymentId);
      throw error;
    }
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    log: Logger,
  ): Promise<Record<string, unknown>> {
    const { apiUrl, keyId, keySecret, dispatcher, timeoutMs } = this.options;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    timer.unref();
    try {
      const response = await request(`${apiUrl}${path}`, {
        method,
        dispatcher,
        signal: controller.signal,
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret ?? ''}`).toString('base64')}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await readBody(response.body, 1024 * 1024);
      if (response.statusCode < 200 || response.statusCode >= 300) {
        throw new Error(`HTTP ${response.statusCode}`);
      }
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('answer is not a JSON object');
      }
      return parsed as Record<string, unknown>;
    } catch (error) {
      const detail = controller.signal.aborted
        ? `timed out after ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      log.warn(
        { payments: `${method} ${path.split('/')[0] ?? ''}`, detail },
        'payment API unavailable',
      );
      throw new UpstreamUnavailableError(
        `payments ${method} ${path}: ${detail}`,
        ErrorMessage.paymentUnavailable,
      );
    } finally {
      clearTimeout(timer);
    }
  }
}
