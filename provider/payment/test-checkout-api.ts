/**
 * The server side of the test checkout dialog: /checkout.js posts here when the
 * student clicks Pay or Fail payment. Like Razorpay's servers, this is where the
 * payment id and its signature are made, so the key secret never reaches a page.
 */
import express, { Router } from 'express';
import type { RequestHandler } from 'express';
import { inTransaction } from '../db.ts';
import type { ProviderDeps } from '../deps.ts';
import { badRequest, RazorpayError } from './errors.ts';
import { razorpayId } from './ids.ts';
import { paymentSignature } from './signature.ts';
import { webhookEvent } from './entities.ts';
import { findPayment, findPaymentOrder, insertPayment, recordAttempt } from './store.ts';
import type { PaymentOrderRow } from './store.ts';
import { asObject, readAmount } from './validation.ts';
import type { JsonObject } from './validation.ts';

/** Any page may call these: they accept only the public key id. */
const openToAnyOrigin: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
  });
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
};

interface Attempt {
  order: PaymentOrderRow | undefined;
  amount: number;
  currency: string;
}

function findOpenOrder(deps: ProviderDeps, orderId: unknown): PaymentOrderRow {
  const order = typeof orderId === 'string' ? findPaymentOrder(deps.db, orderId) : undefined;
  if (!order) throw badRequest('The id provided does not exist');
  if (order.status === 'paid') throw badRequest('This order has already been paid.');
  return order;
}

/** Reads who is paying how much: the order's amount, or the amount given without an order. */
function readAttempt(deps: ProviderDeps, body: JsonObject): Attempt {
  if (body.key !== deps.config.razorpayKeyId) {
    throw new RazorpayError(401, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The api key provided is invalid',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
  }
  if (body.order_id === undefined || body.order_id === null || body.order_id === '') {
    return { order: undefined, amount: readAmount(body.amount), currency: 'INR' };
  }
  const order = findOpenOrder(deps, body.order_id);
  if (body.amount !== undefined && readAmount(body.amount) !== order.amount) {
    throw badRequest('The amount does not match the order amount.');
  }
  return { order, amount: order.amount, currency: order.currency };
}

/** What Razorpay would tell the merchant's webhook about this attempt. */
function announce(deps: ProviderDeps, paymentId: string): void {
  const payment = findPayment(deps.db, paymentId);
  if (!payment) return;
  const order = payment.order_id === null ? undefined : findPaymentOrder(deps.db, payment.order_id);
  const now = deps.now();
  if (payment.status === 'failed') {
    deps.webhooks.send(webhookEvent('payment.failed', payment, order, now));
    return;
  }
  deps.webhooks.send(webhookEvent('payment.captured', payment, order, now));
  if (order?.status === 'paid') deps.webhooks.send(webhookEvent('order.paid', payment, order, now));
}

function recordPayment(deps: ProviderDeps, attempt: Attempt, captured: boolean): string {
  const paymentId = razorpayId('pay');
  inTransaction(deps.db, () => {
    insertPayment(deps.db, {
      id: paymentId,
      orderId: attempt.order?.id ?? null,
      amount: attempt.amount,
      currency: attempt.currency,
      status: captured ? 'captured' : 'failed',
      createdAt: deps.now(),
    });
    if (attempt.order) recordAttempt(deps.db, attempt.order.id, captured);
  });
  announce(deps, paymentId);
  return paymentId;
}

export function testCheckoutApi(deps: ProviderDeps): Router {
  const router = Router();
  router.use(openToAnyOrigin);
  router.use(express.json({ limit: '4kb' }));

  router.post('/pay', (req, res) => {
    const attempt = readAttempt(deps, asObject(req.body));
    const paymentId = recordPayment(deps, attempt, true);
    if (!attempt.order) {
      res.json({ razorpay_payment_id: paymentId });
      return;
    }
    res.json({
      razorpay_payment_id: paymentId,
      razorpay_order_id: attempt.order.id,
      razorpay_signature: paymentSignature(
        attempt.order.id,
        paymentId,
        deps.config.razorpayKeySecret,
      ),
    });
  });

  router.post('/fail', (req, res) => {
    const attempt = readAttempt(deps, asObject(req.body));
    const paymentId = recordPayment(deps, attempt, false);
    res.json({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed: the test checkout declined it.',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: attempt.order
          ? { order_id: attempt.order.id, payment_id: paymentId }
          : { payment_id: paymentId },
      },
    });
  });

  return router;
}
