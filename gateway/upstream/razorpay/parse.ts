/**
 * Reading Razorpay's answers once, at the boundary: an entity of the wrong shape is a
 * MalformedAnswerError, which the client reports as the payment service being unavailable.
 */
import { MalformedAnswerError, readInteger, readText } from '../legacy-api/parse.ts';
import type { PaymentEntity, PaymentOrderEntity, PaymentOrderStatus } from './models.ts';

type Entity = Record<string, unknown>;

/** Razorpay's ids: a prefix, an underscore and letters or digits. */
export const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

function asEntity(value: unknown, what: string): Entity {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedAnswerError(`${what} is not an object`);
  }
  return value as Entity;
}

function id(entity: Entity, key: string, what: string): string {
  const value = readText(entity[key]);
  if (value === null || !RAZORPAY_ID.test(value))
    throw new MalformedAnswerError(`${what}: bad ${key}`);
  return value;
}

function paise(entity: Entity, key: string, what: string): number {
  const value = readInteger(entity[key]);
  if (value === null || value < 0) throw new MalformedAnswerError(`${what}: bad ${key}`);
  return value;
}

function secondsToMs(entity: Entity, what: string): number {
  const value = readInteger(entity.created_at);
  if (value === null || value < 0) throw new MalformedAnswerError(`${what}: bad created_at`);
  return value * 1000;
}

const ORDER_STATUSES: readonly PaymentOrderStatus[] = ['created', 'attempted', 'paid'];

function readNotes(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const notes: Record<string, string> = {};
  for (const [key, note] of Object.entries(value)) {
    const text = readText(note);
    if (text !== null) notes[key] = text;
  }
  return notes;
}

export function parsePaymentOrder(value: unknown): PaymentOrderEntity {
  const what = 'order';
  const entity = asEntity(value, what);
  const status = readText(entity.status);
  if (status === null || !(ORDER_STATUSES as readonly string[]).includes(status)) {
    throw new MalformedAnswerError(`${what}: bad status`);
  }
  return {
    id: id(entity, 'id', what),
    amountPaise: paise(entity, 'amount', what),
    amountPaidPaise: readInteger(entity.amount_paid) ?? 0,
    currency: readText(entity.currency) ?? '',
    receipt: readText(entity.receipt),
    status: status as PaymentOrderStatus,
    notes: readNotes(entity.notes),
    createdAtMs: secondsToMs(entity, what),
  };
}

export function parsePayment(value: unknown): PaymentEntity {
  const what = 'payment';
  const entity = asEntity(value, what);
  const status = readText(entity.status);
  if (status === null) throw new MalformedAnswerError(`${what}: missing status`);
  const orderId = readText(entity.order_id);
  return {
    id: id(entity, 'id', what),
    orderId: orderId !== null && RAZORPAY_ID.test(orderId) ? orderId : null,
    amountPaise: paise(entity, 'amount', what),
    currency: readText(entity.currency) ?? '',
    status,
    createdAtMs: secondsToMs(entity, what),
  };
}

/** A collection answer: `{entity: "collection", count, items: [...]}`. */
export function parseCollection<T>(value: unknown, parseItem: (item: unknown) => T): T[] {
  const entity = asEntity(value, 'collection');
  if (!Array.isArray(entity.items)) throw new MalformedAnswerError('collection: items missing');
  return entity.items.map(parseItem);
}
