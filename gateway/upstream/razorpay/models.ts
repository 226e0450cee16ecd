/**
 * Razorpay's entities after parsing: the fields the academy relies on, typed and checked.
 * Amounts are integers in paise; times are epoch milliseconds.
 */

/** created -> attempted (a payment was tried) -> paid (a payment was captured in full). */
export type PaymentOrderStatus = 'created' | 'attempted' | 'paid';

/** An order made through the Orders API, one per checkout. */
export interface PaymentOrderEntity {
  id: string;
  amountPaise: number;
  amountPaidPaise: number;
  currency: string;
  receipt: string | null;
  status: PaymentOrderStatus;
  /** Key-value notes attached at creation (Razorpay answers empty notes as a list). */
  notes: Record<string, string>;
  createdAtMs: number;
}

/**
 * created -> authorized -> captured (the money is taken) -> refunded (all of it given back;
 * a partial refund leaves it captured); or failed.
 */
export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** How much of a captured payment was given back: none (null), part, or all. */
export type RefundStatus = 'partial' | 'full' | null;

/** A payment on an order. Only `captured` (or refunded since) means the money was taken. */
export interface PaymentEntity {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: PaymentStatus;
  /** Whether the money was captured (stays true once refunded). */
  captured: boolean;
  /** The sum of the payment's refunds, in paise. */
  amountRefundedPaise: number;
  refundStatus: RefundStatus;
  createdAtMs: number;
}

/** A refund of a payment (the Refunds API). */
export interface RefundEntity {
  id: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** pending until the bank has it, processed once sent, failed when it could not be. */
  status: 'pending' | 'processed' | 'failed';
  createdAtMs: number;
}

/** What the Refunds API answered: the refund, or its refusal (Razorpay's description). */
export type RefundAnswer =
  { refunded: true; refund: RefundEntity } | { refunded: false; description: string };

export interface NewPaymentOrder {
  amountPaise: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** A refund to ask for: all that is left of the payment unless `amountPaise` says less. */
export interface NewRefund {
  paymentId: string;
  amountPaise?: number;
  /** Key-value notes kept on the refund (why it was made). */
  notes: Record<string, string>;
  /** X-Refund-Idempotency: the same key for every retry of one refund. */
  idempotencyKey: string;
}

/** A page of GET /orders: Unix seconds, newest first, at most 100 a page. */
export interface OrderListQuery {
  fromS: number;
  toS: number;
  count: number;
  skip: number;
}
