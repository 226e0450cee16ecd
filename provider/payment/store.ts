/** Orders created through the Orders API and the test checkout's payments. */
import type { Db } from '../db.ts';

export type OrderStatus = 'created' | 'attempted' | 'paid';

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

export interface NewPaymentOrder {
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
     VALUES (?, ?, ?, ?, ?, 'created', ?)`,
  ).run(
    order.id,
    order.amount,
    order.currency,
    order.receipt,
    JSON.stringify(order.notes),
    order.createdAt.getTime(),
  );
}

export function findPaymentOrder(db: Db, id: string): PaymentOrderRow | undefined {
  return db.prepare('SELECT * FROM razorpay_orders WHERE id = ?').get(id) as
    PaymentOrderRow | undefined;
}

export interface NewPayment {
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
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    payment.id,
    payment.orderId,
    payment.amount,
    payment.currency,
    payment.status,
    payment.createdAt.getTime(),
  );
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
