/**
 * The Payments and Refunds APIs, answered as Razorpay answers them: GET /payments/:id (the
 * payment entity, with `amount_refunded` and `refund_status`) and POST /payments/:id/refund
 * (a normal refund of the whole payment, or of `amount` paise; processed at once here), and
 * GET /payments/:id/refunds (its refunds, newest first, paged by from, to, count and skip).
 * A request carrying `X-Refund-Idempotency` is answered with the refund it first made,
 * however often it is sent; refunding more than is left is refused.
 */
import express, { Router } from 'express';
import type { Request } from 'express';
import { inTransaction } from '../db.ts';
import type { ProviderDeps } from '../deps.ts';
import { requireKeyPair } from './basic-auth.ts';
import { collection, paymentEntity, refundEntity, refundEvent } from './entities.ts';
import { badRequest, invalidInput } from './errors.ts';
import { razorpayId } from './ids.ts';
import {
  findPayment,
  findRefund,
  findRefundByIdempotencyKey,
  insertRefund,
  listPaymentRefunds,
} from './store.ts';
import type { PaymentRow, RefundRow } from './store.ts';
import { asObject, queryWindow, readAmount, readNotes, readReceipt } from './validation.ts';

/** Razorpay's rule for idempotency keys: at least 10 letters, digits, hyphens or underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;
const SPEEDS = new Set(['normal', 'optimum']);

function idempotencyKey(req: Request): string | null {
  const key = req.get('x-refund-idempotency')?.trim();
  if (key === undefined || key === '') return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw invalidInput(
      'The idempotency key must be 10 to 64 letters, digits, hyphens or underscores.',
    );
  }
  return key;
}

function existingPayment(deps: ProviderDeps, id: string): PaymentRow {
  const payment = findPayment(deps.db, id);
  if (!payment) throw badRequest('The id provided does not exist');
  return payment;
}

interface RefundRequest {
  /** null: whatever is left of the payment. */
  amount: number | null;
  receipt: string | null;
  notes: Record<string, string>;
}

function readRefundRequest(body: Record<string, unknown>): RefundRequest {
  if (body.speed !== undefined && (typeof body.speed !== 'string' || !SPEEDS.has(body.speed))) {
    throw invalidInput('The speed must be normal or optimum.', 'speed');
  }
  return {
    amount: body.amount === undefined ? null : readAmount(body.amount),
    receipt: readReceipt(body.receipt),
    notes: readNotes(body.notes),
  };
}

/** Refunds `request` of the payment in one transaction: the refund, and whether it is new. */
function refund(
  deps: ProviderDeps,
  paymentId: string,
  request: RefundRequest,
  key: string | null,
): { refund: RefundRow; created: boolean } {
  return inTransaction(deps.db, () => {
    if (key !== null) {
      const earlier = findRefundByIdempotencyKey(deps.db, key);
      if (earlier) {
        // A retry must be the same request as the first.
        const sameAmount = request.amount === null || request.amount === earlier.amount;
        if (earlier.payment_id !== paymentId || !sameAmount) {
          throw badRequest('The idempotency key was used for a different request.');
        }
        return { refund: earlier, created: false };
      }
    }
    const payment = existingPayment(deps, paymentId);
    if (payment.status !== 'captured') {
      throw badRequest('Only captured payments can be refunded.');
    }
    const left = payment.amount - payment.amount_refunded;
    if (left <= 0) throw badRequest('The payment has been fully refunded already');
    const amount = request.amount ?? left;
    if (amount > left) {
      throw invalidInput('The refund amount provided is greater than amount captured', 'amount');
    }
    const id = razorpayId('rfnd');
    insertRefund(deps.db, {
      id,
      paymentId,
      amount,
      currency: payment.currency,
      receipt: request.receipt,
      notes: request.notes,
      idempotencyKey: key,
      createdAt: deps.now(),
    });
    const made = findRefund(deps.db, id);
    if (!made) throw new Error(`Refund ${id} was not stored`);
    return { refund: made, created: true };
  });
}

export function paymentsApi(deps: ProviderDeps): Router {
  const router = Router();
  router.use('/payments', requireKeyPair(deps.config.razorpayKeyId, deps.config.razorpayKeySecret));
  router.use('/payments', express.json({ limit: '16kb' }));

  router.get('/payments/:id', (req, res) => {
    res.status(200).json(paymentEntity(existingPayment(deps, req.params.id)));
  });

  router.get('/payments/:id/refunds', (req, res) => {
    const payment = existingPayment(deps, req.params.id);
    const query = req.query as Record<string, unknown>;
    const refunds = listPaymentRefunds(deps.db, payment.id, queryWindow(query));
    res.status(200).json(collection(refunds.map(refundEntity)));
  });

  router.post('/payments/:id/refund', (req, res) => {
    const request = readRefundRequest(req.body === undefined ? {} : asObject(req.body));
    const { refund: made, created } = refund(deps, req.params.id, request, idempotencyKey(req));
    const payment = created ? findPayment(deps.db, made.payment_id) : undefined;
    if (payment) deps.webhooks.send(refundEvent(payment, made, deps.now()));
    res.status(200).json(refundEntity(made));
  });

  return router;
}
