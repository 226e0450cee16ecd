/**
 * Payment orders: one Razorpay order per checkout, carrying in its notes who pays for what
 * (`c_id`, `course_id`). The Orders API is the source of truth; the gateway's store (shared
 * by every gateway) remembers the orders created or seen for a while, so a payment can be
 * checked without asking again, a student's unpaid order can be offered again instead of a
 * second one (whichever gateway they reach), and the student's orders not yet known to be
 * recorded can be looked at when they open My Courses.
 */
import type { Logger } from 'pino';
import type { GatewayStore } from '../store/store.ts';
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
const ORDER_NOTES = { customer: 'c_id', course: 'course_id' } as const;

/** An unpaid order is offered again to the same student for the same course and price this long. */
const ORDER_REUSE_MS = 12 * 60 * 60 * 1000;

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
function receiptFor(customerId: string, courseId: string, now: Date): string {
  return `c${customerId}-k${courseId}-${now.getTime().toString(36)}`.slice(0, 40);
}

interface PaymentOrdersOptions {
  razorpay: RazorpayClient;
  store: GatewayStore;
  /** How long an order is remembered (the reconciliation window). */
  rememberMs: number;
  now: () => Date;
}

/** Keys in the store: an order's facts, its "recorded" mark, a student's pending orders. */
const FACTS = (orderId: string) => `checkout:order:${orderId}`;
const SETTLED = (orderId: string) => `checkout:settled:${orderId}`;
const PENDING = (customerId: string) => `checkout:pending:${customerId}`;

function readOrder(text: string | null): CheckoutOrder | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as CheckoutOrder;
  } catch {
    return null;
  }
}

export class PaymentOrders {
  constructor(private readonly options: PaymentOrdersOptions) {}

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
    const reusable = (await this.pendingFor(wanted.customerId, wanted.courseId)).find(
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

  /** The order's payment is recorded: it is no longer the student's to pay or to check. */
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
      const order = readOrder(text);
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
    const known = readOrder(await this.options.store.get(FACTS(orderId)));
    if (known) return known;
    const entity = await this.options.razorpay.fetchOrder(orderId, log);
    const order = entity ? checkoutOrderOf(entity) : null;
    if (order) await this.remember(order);
    return order;
  }
}
