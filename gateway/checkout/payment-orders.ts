/**
 * Payment orders: one Razorpay order per checkout, carrying in its notes who pays for what
 * (`c_id`, `course_id`). The Orders API is the source of truth; this process remembers the
 * orders it created or saw for a while, so a payment can be checked without asking again, a
 * student's unpaid order can be offered again instead of a second one, and the student's
 * orders not yet known to be recorded can be looked at when they open My Courses.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { CURRENCY } from '../domain/money.ts';
import type { RazorpayClient } from '../upstream/razorpay/client.ts';
import type { PaymentOrderEntity } from '../upstream/razorpay/models.ts';

/** What the academy knows of a payment order. */
export interface CheckoutOrder {
  orderId: string;
  customerId: string;
  courseId: string;
  amountPaise: number;
  currency: string;
  createdAtMs: number;
}

/** The notes startCheckout attaches to every order it creates. */
export const ORDER_NOTES = { customer: 'c_id', course: 'course_id' } as const;

/** An unpaid order is offered again to the same student for the same course and price this long. */
export const ORDER_REUSE_MS = 12 * 60 * 60 * 1000;

const NUMERIC_ID = /^\d{1,12}$/;

/** The academy's facts of an order, from its notes; null for an order that is not a checkout of ours. */
export function checkoutOrderOf(order: PaymentOrderEntity): CheckoutOrder | null {
  const customerId = order.notes[ORDER_NOTES.customer];
  const courseId = order.notes[ORDER_NOTES.course];
  if (customerId === undefined || courseId === undefined) return null;
  if (!NUMERIC_ID.test(customerId) || !NUMERIC_ID.test(courseId)) return null;
  return {
    orderId: order.id,
    customerId,
    courseId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    createdAtMs: order.createdAtMs,
  };
}

/** A Razorpay receipt (at most 40 characters) naming customer, course and time. */
export function receiptFor(customerId: string, courseId: string, now: Date): string {
  return `c${customerId}-k${courseId}-${now.getTime().toString(36)}`.slice(0, 40);
}

export interface PaymentOrdersOptions {
  razorpay: RazorpayClient;
  /** How long an order is remembered (the reconciliation window). */
  rememberMs: number;
  now: () => Date;
  /** Most orders remembered; the least recently used go first. */
  maxOrders?: number;
}

interface Remembered {
  order: CheckoutOrder;
  /** Not yet known to have been recorded. */
  pending: boolean;
}

export class PaymentOrders {
  private readonly remembered: LRUCache<string, Remembered>;

  constructor(private readonly options: PaymentOrdersOptions) {
    this.remembered = new LRUCache<string, Remembered>({
      max: options.maxOrders ?? 20_000,
      ttl: options.rememberMs,
      perf: { now: () => options.now().getTime() },
      ttlResolution: 0,
    });
  }

  /**
   * The order to pay for this course: the student's unpaid one for the same price if it is
   * recent (a paid order takes no second payment, so two tabs cannot charge twice), else a
   * new one.
   */
  async orderFor(
    wanted: Pick<CheckoutOrder, 'customerId' | 'courseId' | 'amountPaise'>,
    log: Logger,
  ): Promise<CheckoutOrder> {
    const now = this.options.now();
    const reusable = this.pendingFor(wanted.customerId, wanted.courseId).find(
      (order) =>
        order.amountPaise === wanted.amountPaise &&
        now.getTime() - order.createdAtMs < ORDER_REUSE_MS,
    );
    if (reusable) return reusable;
    const created = await this.options.razorpay.createOrder(
      {
        amountPaise: wanted.amountPaise,
        currency: CURRENCY,
        receipt: receiptFor(wanted.customerId, wanted.courseId, now),
        notes: {
          [ORDER_NOTES.course]: wanted.courseId,
          [ORDER_NOTES.customer]: wanted.customerId,
        },
      },
      log,
    );
    const order: CheckoutOrder = {
      ...wanted,
      orderId: created.id,
      currency: created.currency,
      createdAtMs: created.createdAtMs,
    };
    this.remember(order);
    return order;
  }

  /** Remembers an order seen at the Orders API as pending, unless it is known to be recorded. */
  remember(order: CheckoutOrder): void {
    const known = this.remembered.get(order.orderId);
    this.remembered.set(
      order.orderId,
      { order, pending: known?.pending ?? true },
      { noUpdateTTL: known !== undefined },
    );
  }

  /** The order's payment is recorded: it is no longer the student's to pay or to check. */
  settled(orderId: string): void {
    const known = this.remembered.get(orderId);
    if (known) this.remembered.set(orderId, { ...known, pending: false }, { noUpdateTTL: true });
  }

  /** The student's orders not yet known to be recorded, newest first (optionally for one course). */
  pendingFor(customerId: string, courseId?: string): CheckoutOrder[] {
    const found: CheckoutOrder[] = [];
    for (const { order, pending } of this.remembered.values()) {
      if (!pending || order.customerId !== customerId) continue;
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
    const known = this.remembered.get(orderId);
    if (known) return known.order;
    const entity = await this.options.razorpay.fetchOrder(orderId, log);
    const order = entity ? checkoutOrderOf(entity) : null;
    if (order) this.remember(order);
    return order;
  }
}
