import { randomInt } from 'node:crypto';
import { everyRow, firstRow, type Db } from '../db.ts';

interface OrderRow {
  order_id: number;
  booking_code: string;
  payment_id: string;
  c_id: number;
  course_id: number;
  customer_name: string;
  amount: number;
  payment_status: string;
  order_date: number;
}

export interface OrderWithCourseRow extends OrderRow {
  course_title: string;
  course_description: string;
  course_image: string;
}

interface NewOrder {
  bookingCode: string;
  paymentId: string;
  cId: number;
  courseId: number;
  customerName: string;
  amount: number;
  orderDate: Date;
}

const BOOKING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** "TA" and eight random letters or digits, e.g. TA7K2M9Q4X. */
function newBookingCode(): string {
  let code = 'TA';
  for (let i = 0; i < 8; i += 1) code += BOOKING_ALPHABET[randomInt(BOOKING_ALPHABET.length)];
  return code;
}

export function findOrderByPaymentId(db: Db, paymentId: string): OrderRow | undefined {
  return firstRow<OrderRow>(db, 'SELECT * FROM orders WHERE payment_id = ?', paymentId);
}

function bookingCodeTaken(db: Db, code: string): boolean {
  return firstRow(db, 'SELECT 1 FROM orders WHERE booking_code = ?', code) !== undefined;
}

/** A booking code no other order has; call inside the transaction that inserts the order. */
export function unusedBookingCode(db: Db): string {
  let code = newBookingCode();
  while (bookingCodeTaken(db, code)) code = newBookingCode();
  return code;
}

export function insertOrder(db: Db, order: NewOrder): number {
  const result = db
    .prepare(
      `INSERT INTO orders
         (booking_code, payment_id, c_id, course_id, customer_name, amount, payment_status, order_date)
       VALUES (?, ?, ?, ?, ?, ?, 'Success', ?)`,
    )
    .run(
      order.bookingCode,
      order.paymentId,
      order.cId,
      order.courseId,
      order.customerName,
      order.amount,
      order.orderDate.getTime(),
    );
  return Number(result.lastInsertRowid);
}

/** The customer's orders with their course, newest first. */
export function listCustomerOrders(db: Db, cId: number): OrderWithCourseRow[] {
  return everyRow<OrderWithCourseRow>(
    db,
    `SELECT o.*, c.title AS course_title, c.description AS course_description,
              c.image AS course_image
         FROM orders o JOIN courses c ON c.course_id = o.course_id
        WHERE o.c_id = ?
        ORDER BY o.order_date DESC, o.order_id DESC`,
    cId,
  );
}
