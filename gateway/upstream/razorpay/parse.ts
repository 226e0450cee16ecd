/**
 * Reading Razorpay's answers once, at the boundary: an entity of the wrong shape is a
 * MalformedAnswerError, which the client reports as the payment service being unavailable.
 */
import {
  asRow,
  isRow,
  MalformedAnswerError,
  readInteger,
  readText,
  requiredCount,
  type Row,
} from '../read.ts';
import type {
  PaymentEntity,
  PaymentOrderEntity,
  PaymentOrderStatus,
  PaymentStatus,
  RefundEntity,
  RefundStatus,
} from './models.ts';

/** Razorpay's ids: a prefix, an underscore and letters or digits. */
export const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

function id(entity: Row, key: string, what: string): string {
  const value = readText(entity[key]);
  if (value === null || !RAZORPAY_ID.test(value))
    throw new MalformedAnswerError(`${what}: bad ${key}`);
  return value;
}

function secondsToMs(entity: Row, what: string): number {
  return requiredCount(entity, 'created_at', what) * 1000;
}

const ORDER_STATUSES: readonly PaymentOrderStatus[] = ['created', 'attempted', 'paid'];

function readNotes(value: unknown): Record<string, string> {
  if (!isRow(value)) return {};
  const notes: Record<string, string> = {};
  for (const [key, note] of Object.entries(value)) {
    const text = readText(note);
    if (text !== null) notes[key] = text;
  }
  return notes;
}

export function parsePaymentOrder(value: unknown): PaymentOrderEntity {
  const what = 'order';
  const entity = asRow(value, what);
  const status = readText(entity.status);
  if (status === null || !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw new MalformedAnswerError(`${what}: bad status`);
  }
  return {
    id: id(entity, 'id', what),
    amountPaise: requiredCount(entity, 'amount', what),
    amountPaidPaise: readInteger(entity.amount_paid) ?? 0,
    currency: readText(entity.currency) ?? '',
    receipt: readText(entity.receipt),
    status: status as PaymentOrderStatus,
    notes: readNotes(entity.notes),
    createdAtMs: secondsToMs(entity, what),
  };
}

const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];
const REFUND_STATUSES: readonly RefundEntity['status'][] = ['pending', 'processed', 'failed'];

function oneOf<T extends string>(entity: Row, key: string, allowed: readonly T[], what: string): T {
  const value = readText(entity[key]);
  const found = allowed.find((option) => option === value);
  if (found === undefined) throw new MalformedAnswerError(`${what}: bad ${key}`);
  return found;
}

function readRefundStatus(value: unknown, what: string): RefundStatus {
  if (value === null || value === undefined) return null;
  if (value === 'partial' || value === 'full') return value;
  throw new MalformedAnswerError(`${what}: bad refund_status`);
}

export function parsePayment(value: unknown): PaymentEntity {
  const what = 'payment';
  const entity = asRow(value, what);
  const status = oneOf(entity, 'status', PAYMENT_STATUSES, what);
  const orderId = readText(entity.order_id);
  const amountPaise = requiredCount(entity, 'amount', what);
  const amountRefundedPaise = readInteger(entity.amount_refunded) ?? 0;
  if (amountRefundedPaise < 0 || amountRefundedPaise > amountPaise) {
    throw new MalformedAnswerError(`${what}: bad amount_refunded`);
  }
  return {
    id: id(entity, 'id', what),
    orderId: orderId !== null && RAZORPAY_ID.test(orderId) ? orderId : null,
    amountPaise,
    currency: readText(entity.currency) ?? '',
    status,
    // Older answers may leave `captured` out: the status then says it.
    captured:
      typeof entity.captured === 'boolean'
        ? entity.captured
        : status === 'captured' || status === 'refunded',
    amountRefundedPaise,
    refundStatus: readRefundStatus(entity.refund_status, what),
    createdAtMs: secondsToMs(entity, what),
  };
}

export function parseRefund(value: unknown): RefundEntity {
  const what = 'refund';
  const entity = asRow(value, what);
  return {
    id: id(entity, 'id', what),
    paymentId: id(entity, 'payment_id', what),
    amountPaise: requiredCount(entity, 'amount', what),
    currency: readText(entity.currency) ?? '',
    status: oneOf(entity, 'status', REFUND_STATUSES, what),
    createdAtMs: secondsToMs(entity, what),
  };
}

/** Razorpay's error answer, `{error: {code, description}}`: its description, or null. */
export function errorDescription(value: unknown): string | null {
  if (!isRow(value) || !isRow(value.error)) return null;
  return readText(value.error.description);
}

/** A collection answer: `{entity: "collection", count, items: [...]}`. */
export function parseCollection<T>(value: unknown, parseItem: (item: unknown) => T): T[] {
  const entity = asRow(value, 'collection');
  if (!Array.isArray(entity.items)) throw new MalformedAnswerError('collection: items missing');
  return entity.items.map(parseItem);
}
