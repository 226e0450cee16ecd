/** Razorpay's entity and event shapes, built from the stand-in's rows. */
import { randomInt } from 'node:crypto';
import type { PaymentOrderRow, PaymentRow, RefundRow } from './store.ts';

/** The account the stand-in's events name. */
const ACCOUNT_ID = 'acc_StandIn0000001';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Stored notes as Razorpay answers them: empty notes as an empty list. */
function notesOf(stored: string): Record<string, string> | [] {
  const notes = JSON.parse(stored) as Record<string, string>;
  return Object.keys(notes).length === 0 ? [] : notes;
}

export function orderEntity(order: PaymentOrderRow) {
  return {
    id: order.id,
    entity: 'order',
    amount: order.amount,
    amount_paid: order.amount_paid,
    amount_due: order.amount - order.amount_paid,
    currency: order.currency,
    receipt: order.receipt,
    offer_id: null,
    status: order.status,
    attempts: order.attempts,
    notes: notesOf(order.notes),
    created_at: seconds(order.created_at),
  };
}

/**
 * A payment as Razorpay describes it: `captured` stays true once the money was taken; the
 * status becomes `refunded` only when all of it is refunded (a partial refund leaves it
 * `captured`, with `refund_status: "partial"`).
 */
export function paymentEntity(payment: PaymentRow) {
  const failed = payment.status === 'failed';
  const refunded = payment.amount_refunded;
  const fullyRefunded = !failed && refunded >= payment.amount;
  let refundStatus: 'partial' | 'full' | null = null;
  if (refunded > 0) refundStatus = fullyRefunded ? 'full' : 'partial';
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    status: fullyRefunded ? 'refunded' : payment.status,
    order_id: payment.order_id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: refunded,
    refund_status: refundStatus,
    captured: !failed,
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: null,
    contact: null,
    notes: [],
    fee: failed ? null : Math.round(payment.amount * 0.02),
    tax: failed ? null : Math.round(payment.amount * 0.0036),
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed: the test checkout declined it.' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authorization' : null,
    error_reason: failed ? 'payment_failed' : null,
    created_at: seconds(payment.created_at),
  };
}

/** A refund as the Refunds API answers it (normal speed; the stand-in processes at once). */
export function refundEntity(refund: RefundRow) {
  return {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount,
    currency: refund.currency,
    payment_id: refund.payment_id,
    notes: notesOf(refund.notes),
    receipt: refund.receipt,
    acquirer_data: { arn: null },
    created_at: seconds(refund.created_at),
    batch_id: null,
    status: 'processed',
    speed_processed: 'normal',
    speed_requested: 'normal',
  };
}

export function collection<T>(items: T[]) {
  return { entity: 'collection', count: items.length, items };
}

type WebhookEventName = 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed';

export interface WebhookEvent {
  /** Sent as X-Razorpay-Event-Id; the same on every delivery of the event. */
  id: string;
  name: WebhookEventName;
  /** The payment order, when the event is about one (per-order test controls use it). */
  orderId: string | null;
  body: Record<string, unknown>;
}

function eventId(): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** An event as Razorpay posts it: the entities it contains, each under `{entity: ...}`. */
export function webhookEvent(
  name: Exclude<WebhookEventName, 'refund.processed'>,
  payment: PaymentRow,
  order: PaymentOrderRow | undefined,
  now: Date,
): WebhookEvent {
  const payload: Record<string, unknown> = { payment: { entity: paymentEntity(payment) } };
  if (name === 'order.paid' && order) payload.order = { entity: orderEntity(order) };
  return eventOf(name, payment, payload, now);
}

/** `refund.processed`: the refund, then the payment as it stands after it. */
export function refundEvent(payment: PaymentRow, refund: RefundRow, now: Date): WebhookEvent {
  const payload = {
    refund: { entity: refundEntity(refund) },
    payment: { entity: paymentEntity(payment) },
  };
  return eventOf('refund.processed', payment, payload, now);
}

function eventOf(
  name: WebhookEventName,
  payment: PaymentRow,
  payload: Record<string, unknown>,
  now: Date,
): WebhookEvent {
  return {
    id: eventId(),
    name,
    orderId: payment.order_id,
    body: {
      entity: 'event',
      account_id: ACCOUNT_ID,
      event: name,
      contains: Object.keys(payload),
      payload,
      created_at: seconds(now.getTime()),
    },
  };
}
