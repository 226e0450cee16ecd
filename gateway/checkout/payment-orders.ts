/**
 * Payment orders: one Razorpay order per checkout, the academy's quote (quotes.ts), carrying
 * in its notes who pays for what (`c_id`, `course_id`) and for how long the quote holds
 * (`quote_ttl_s`) and, with a coupon, which code it used and what it took off (`coupon_code`,
 * `discount_paise`, read by the invoices too); its amount is the quoted price. The Orders API is the source of truth;
 * the gateway's store (shared by every gateway) remembers the orders created or seen for a
 * while, so a payment can be checked without asking again, a student's unpaid quote can be
 * offered again instead of a second one while it holds (whichever gateway they reach), and
 * the student's orders not yet known to be settled can be looked at when they open My
 * Courses.
 */
import type { Logger } from 'pino';
import type { GatewayStore } from '../store/store.ts';
import { CURRENCY } from '../domain/money.ts';
import type { RazorpayClient } from '../upstream/razorpay/client.ts';
import type { PaymentOrderEntity } from '../upstream/razorpay/models.ts';
import { COUPON_CODE } from '../../common/coupon-code.ts';
import { QUOTE_GRACE_MS, quoteReusable, type Quote } from './quotes.ts';

/** What the academy knows of a payment order: the quote it is, for whom and for what. */
export interface CheckoutOrder extends Quote {
  orderId: string;
  customerId: string;
  courseId: string;
  currency: string;
}

/** The notes startCheckout attaches to every order it creates. */
const ORDER_NOTES = {
  customer: 'c_id',
  course: 'course_id',
  quoteTtl: 'quote_ttl_s',
  coupon: 'coupon_code',
  discount: 'discount_paise',
} as const;

const NUMERIC_ID = /^\d{1,12}$/;
const SECONDS = /^\d{1,6}$/;
const PAISE = /^\d{1,12}$/;

/** The coupon an order's notes name, when they name one properly. */
function couponOf(notes: Record<string, string>): Pick<Quote, 'couponCode' | 'discountPaise'> {
  const code = notes[ORDER_NOTES.coupon];
  const discount = notes[ORDER_NOTES.discount];
  if (code === undefined || !COUPON_CODE.test(code) || discount === undefined) {
    return { couponCode: null, discountPaise: 0 };
  }
  return { couponCode: code, discountPaise: PAISE.test(discount) ? Number(discount) : 0 };
}

/**
 * How a new checkout holds one use of its coupon: reserved before its order is made (so a
 * code used up makes no order), then named after the order, or freed when none was made.
 */
export interface CouponHold {
  /** A reservation's id; throws the student's refusal when no use is left. */
  reserve(untilMs: number): Promise<string>;
  attach(reservationId: string, orderId: string): Promise<void>;
  release(reservationId: string): Promise<void>;
}

/**
 * The academy's facts of an order, from its notes; null for an order that is not a checkout
 * of ours. An order made before quotes carried their life gets `fallbackTtlS`.
 */
function checkoutOrderOf(order: PaymentOrderEntity, fallbackTtlS: number): CheckoutOrder | null {
  const customerId = order.notes[ORDER_NOTES.customer];
  const courseId = order.notes[ORDER_NOTES.course];
  if (customerId === undefined || courseId === undefined) return null;
  if (!NUMERIC_ID.test(customerId) || !NUMERIC_ID.test(courseId)) return null;
  const ttl = order.notes[ORDER_NOTES.quoteTtl];
  return {
    orderId: order.id,
    customerId,
    courseId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    createdAtMs: order.createdAtMs,
    quoteTtlS: ttl !== undefined && SECONDS.test(ttl) ? Number(ttl) : fallbackTtlS,
    ...couponOf(order.notes),
  };
}

/** A Razorpay receipt (at most 40 characters) naming customer, course and time. */
function receiptFor(customerId: string, courseId: string, now: Date): string {
  return `c${customerId}-k${courseId}-${now.getTime().toString(36)}`.slice(0, 40);
}

interface PaymentOrdersOptions {
  razorpay: RazorpayClient;
  store: GatewayStore;
  /** How long an order is remembered (the reconciliation window). */
  rememberMs: number;
  /** How long a new quote holds (CHECKOUT_QUOTE_TTL_S). */
  quoteTtlS: number;
  now: () => Date;
}

/** Keys in the store: an order's facts, its "recorded" mark, a student's pending orders. */
const FACTS = (orderId: string) => `checkout:order:${orderId}`;
const SETTLED = (orderId: string) => `checkout:settled:${orderId}`;
const PENDING = (customerId: string) => `checkout:pending:${customerId}`;

export class PaymentOrders {
  constructor(private readonly options: PaymentOrdersOptions) {}

  /** The academy's facts of an order the Orders API answered; null when it is not ours. */
  ofEntity(order: PaymentOrderEntity): CheckoutOrder | null {
    return checkoutOrderOf(order, this.options.quoteTtlS);
  }

  /**
   * The quote to pay for this course: the student's unpaid one while it still holds at
   * today's price with the same coupon (or none), which still holds its coupon's use (a paid
   * order takes no second payment, so two tabs cannot charge twice), else a new one, holding
   * a use of its coupon through `hold`. An older quote stays pending: a payment made on it
   * anyway is settled (refunded) like any other.
   */
  async orderFor(
    wanted: Pick<
      CheckoutOrder,
      'customerId' | 'courseId' | 'amountPaise' | 'couponCode' | 'discountPaise'
    >,
    log: Logger,
    hold: CouponHold | null = null,
  ): Promise<CheckoutOrder> {
    const now = this.options.now();
    const reusable = (await this.pendingFor(wanted.customerId, wanted.courseId)).find((order) =>
      quoteReusable(order, wanted.amountPaise, now.getTime(), wanted.couponCode ?? null),
    );
    if (reusable) return reusable;
    const quoteTtlS = this.options.quoteTtlS;
    const reservation = hold
      ? await hold.reserve(now.getTime() + quoteTtlS * 1000 + QUOTE_GRACE_MS)
      : null;
    const notes: Record<string, string> = {
      [ORDER_NOTES.course]: wanted.courseId,
      [ORDER_NOTES.customer]: wanted.customerId,
      [ORDER_NOTES.quoteTtl]: String(quoteTtlS),
    };
    if (wanted.couponCode) {
      notes[ORDER_NOTES.coupon] = wanted.couponCode;
      notes[ORDER_NOTES.discount] = String(wanted.discountPaise ?? 0);
    }
    let created;
    try {
      created = await this.options.razorpay.createOrder(
        {
          amountPaise: wanted.amountPaise,
          currency: CURRENCY,
          receipt: receiptFor(wanted.customerId, wanted.courseId, now),
          notes,
        },
        log,
      );
    } catch (error) {
      // No order, no checkout: the use goes back at once rather than when it would lapse.
      if (hold && reservation !== null) await hold.release(reservation);
      throw error;
    }
    if (hold && reservation !== null) await hold.attach(reservation, created.id);
    const order: CheckoutOrder = {
      ...wanted,
      orderId: created.id,
      currency: created.currency,
      createdAtMs: created.createdAtMs,
      quoteTtlS,
    };
    await this.remember(order);
    return order;
  }

  /** Remembers an order seen at the Orders API as pending, unless it is known to be recorded. */
  async remember(order: CheckoutOrder): Promise<void> {
    const { store, rememberMs: lifeMs } = this.options;
    const text = JSON.stringify(order);
    await store.setIfAbsent(FACTS(order.orderId), text, lifeMs);
    if ((await store.get(SETTLED(order.orderId))) !== null) return;
    await store.mapSet(PENDING(order.customerId), order.orderId, text, lifeMs);
  }

  /** The order's payment is recorded or refunded: it is no longer the student's to pay or to check. */
  async settled(orderId: string, customerId: string): Promise<void> {
    const { store, rememberMs } = this.options;
    await store.set(SETTLED(orderId), '1', rememberMs);
    await store.mapDelete(PENDING(customerId), orderId);
  }

  /** The student's orders not yet known to be recorded, newest first (optionally for one course). */
  async pendingFor(customerId: string, courseId?: string): Promise<CheckoutOrder[]> {
    const entries = await this.options.store.mapEntries(PENDING(customerId));
    const found: CheckoutOrder[] = [];
    for (const text of Object.values(entries)) {
      const order = this.readOrder(text);
      if (!order || order.customerId !== customerId) continue;
      if (courseId !== undefined && order.courseId !== courseId) continue;
      found.push(order);
    }
    return found.sort((a, b) => b.createdAtMs - a.createdAtMs);
  }

  /**
   * What an order was created for: remembered, else from the Orders API (so a restart loses
   * nothing). null when the API does not know it or it is not a checkout of ours; an
   * unreachable API is PROVIDER_UNAVAILABLE.
   */
  async facts(orderId: string, log: Logger): Promise<CheckoutOrder | null> {
    const known = this.readOrder(await this.options.store.get(FACTS(orderId)));
    if (known) return known;
    const entity = await this.options.razorpay.fetchOrder(orderId, log);
    const order = entity ? this.ofEntity(entity) : null;
    if (order) await this.remember(order);
    return order;
  }

  /** An order as the store keeps it (remembered before quotes carried their life: the default). */
  private readOrder(text: string | null): CheckoutOrder | null {
    if (text === null) return null;
    try {
      const order = JSON.parse(text) as Omit<CheckoutOrder, 'quoteTtlS'> & { quoteTtlS?: number };
      return { ...order, quoteTtlS: order.quoteTtlS ?? this.options.quoteTtlS };
    } catch {
      return null;
    }
  }
}
