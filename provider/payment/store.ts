/**
 * Orders created through the Orders API, the test checkout's payments and their refunds. The
 * inserts bind each column to the field of the same name (@createdAt), so a column and its
 * value cannot drift apart; only the values SQLite cannot hold as they are are turned into
 * text or numbers first (notes as JSON, dates as epoch ms).
 */
import { everyRow, firstRow, type Db } from '../db.ts';

type OrderStatus = 'created' | 'attempted' | 'paid';

export interface PaymentOrderRow {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  receipt: string | null;
  notes: string;
  status: OrderStatus;
  attempts: number;
  created_at: number;
}

interface NewPaymentOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  createdAt: Date;
}

export function insertPaymentOrder(db: Db, order: NewPaymentOrder): void {
  db.prepare(
    `INSERT INTO razorpay_orders (id, amount, currency, receipt, notes, status, created_at)
     VALUES (@id, @amount, @currency, @receipt, @notes, 'created', @createdAt)`,
  ).run({ ...order, notes: JSON.stringify(order.notes), createdAt: order.createdAt.getTime() });
}

export function findPaymentOrder(db: Db, id: string): PaymentOrderRow | undefined {
  return firstRow<PaymentOrderRow>(db, 'SELECT * FROM razorpay_orders WHERE id = ?', id);
}

interface NewPayment {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  createdAt: Date;
}

export function insertPayment(db: Db, payment: NewPayment): void {
  db.prepare(
    `INSERT INTO razorpay_payments (id, order_id, amount, currency, status, created_at)
     VALUES (@id, @orderId, @amount, @currency, @status, @createdAt)`,
  ).run({ ...payment, createdAt: payment.createdAt.getTime() });
}

/** Counts an attempt on the order; a captured payment pays it in full. */
export function recordAttempt(db: Db, orderId: string, captured: boolean): void {
  db.prepare(
    `UPDATE razorpay_orders
        SET attempts = attempts + 1,
            status = CASE WHEN ? THEN 'paid' ELSE 'attempted' END,
            amount_paid = CASE WHEN ? THEN amount ELSE amount_paid END
      WHERE id = ?`,
  ).run(captured ? 1 : 0, captured ? 1 : 0, orderId);
}

export interface PaymentRow {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  /** The sum of the payment's refunds (paise). */
  amount_refunded: number;
  created_at: number;
}

export function findPayment(db: Db, id: string): PaymentRow | undefined {
  return firstRow<PaymentRow>(db, 'SELECT * FROM razorpay_payments WHERE id = ?', id);
}

/** Every attempt on an order, oldest first. */
export function listOrderPayments(db: Db, orderId: string): PaymentRow[] {
  return everyRow<PaymentRow>(
    db,
    'SELECT * FROM razorpay_payments WHERE order_id = ? ORDER BY created_at, rowid',
    orderId,
  );
}

interface OrderPage {
  /** Created at or after (epoch ms). */
  fromMs: number;
  /** Created at or before (epoch ms). */
  toMs: number;
  count: number;
  skip: number;
  receipt: string | null;
  /** true: only orders with a captured payment; false: only those without; null: all. */
  authorized: boolean | null;
}

/** Orders newest first, as GET /v1/orders pages them. */
export function listPaymentOrders(db: Db, page: OrderPage): PaymentOrderRow[] {
  const conditions = ['created_at >= ?', 'created_at <= ?'];
  const values: (string | number)[] = [page.fromMs, page.toMs];
  if (page.receipt !== null) {
    conditions.push('receipt = ?');
    values.push(page.receipt);
  }
  if (page.authorized !== null)
    conditions.push(page.authorized ? "status = 'paid'" : "status <> 'paid'");
  return everyRow<PaymentOrderRow>(
    db,
    `SELECT * FROM razorpay_orders WHERE ${conditions.join(' AND ')}
        ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    ...values,
    page.count,
    page.skip,
  );
}

export interface RefundRow {
  id: string;
  payment_id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: string;
  idempotency_key: string | null;
  created_at: number;
}

interface NewRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  receipt: string | null;
  notes: Record<string, string>;
  idempotencyKey: string | null;
  createdAt: Date;
}

/** Stores a refund and adds it to its payment's amount_refunded (call inside a transaction). */
export function insertRefund(db: Db, refund: NewRefund): void {
  db.prepare(
    `INSERT INTO razorpay_refunds
       (id, payment_id, amount, currency, receipt, notes, idempotency_key, created_at)
     VALUES (@id, @paymentId, @amount, @currency, @receipt, @notes, @idempotencyKey, @createdAt)`,
  ).run({ ...refund, notes: JSON.stringify(refund.notes), createdAt: refund.createdAt.getTime() });
  db.prepare('UPDATE razorpay_payments SET amount_refunded = amount_refunded + ? WHERE id = ?').run(
    refund.amount,
    refund.paymentId,
  );
}

export function findRefund(db: Db, id: string): RefundRow | undefined {
  return firstRow<RefundRow>(db, 'SELECT * FROM razorpay_refunds WHERE id = ?', id);
}

/** The refund an earlier request with the same idempotency key made, if any. */
export function findRefundByIdempotencyKey(db: Db, key: string): RefundRow | undefined {
  return firstRow<RefundRow>(db, 'SELECT * FROM razorpay_refunds WHERE idempotency_key = ?', key);
}

interface RefundPage {
  /** Created at or after (epoch ms). */
  fromMs: number;
  /** Created at or before (epoch ms). */
  toMs: number;
  count: number;
  skip: number;
}

/** A payment's refunds newest first, as GET /v1/payments/:id/refunds pages them. */
export function listPaymentRefunds(db: Db, paymentId: string, page: RefundPage): RefundRow[] {
  return everyRow<RefundRow>(
    db,
    `SELECT * FROM razorpay_refunds
      WHERE payment_id = ? AND created_at >= ? AND created_at <= ?
      ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`,
    paymentId,
    page.fromMs,
    page.toMs,
    page.count,
    page.skip,
  );
}
