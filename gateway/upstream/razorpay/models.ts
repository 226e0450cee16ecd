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

/** A payment on an order. Only `captured` means the money was taken. */
export interface PaymentEntity {
  id: string;
  orderId: string | null;
  amountPaise: number;
  currency: string;
  status: string;
  createdAtMs: number;
}

export interface NewPaymentOrder {
  amountPaise: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** A page of GET /orders: Unix seconds, newest first, at most 100 a page. */
export interface OrderListQuery {
  fromS: number;
  toS: number;
  count: number;
  skip: number;
}
