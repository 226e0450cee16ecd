/** POST /razorpay/v1/orders and GET /razorpay/v1/orders/:id, answered like Razorpay's Orders API. */
import express, { Router } from 'express';
import type { ProviderDeps } from '../deps.ts';
import { requireKeyPair } from './basic-auth.ts';
import { badRequest } from './errors.ts';
import { razorpayId } from './ids.ts';
import { findPaymentOrder, insertPaymentOrder } from './store.ts';
import type { PaymentOrderRow } from './store.ts';
import { asObject, readAmount, readCurrency, readNotes, readReceipt } from './validation.ts';

export function orderEntity(order: PaymentOrderRow) {
  const notes = JSON.parse(order.notes) as Record<string, string>;
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
    // Razorpay answers empty notes as an empty list.
    notes: Object.keys(notes).length === 0 ? [] : notes,
    created_at: Math.floor(order.created_at / 1000),
  };
}

export function ordersApi(deps: ProviderDeps): Router {
  const router = Router();
  router.use('/orders', requireKeyPair(deps.config.razorpayKeyId, deps.config.razorpayKeySecret));
  router.use('/orders', express.json({ limit: '16kb' }));

  router.post('/orders', (req, res) => {
    const body = asObject(req.body);
    const id = razorpayId('order');
    insertPaymentOrder(deps.db, {
      id,
      amount: readAmount(body.amount),
      currency: readCurrency(body.currency),
      receipt: readReceipt(body.receipt),
      notes: readNotes(body.notes),
      createdAt: deps.now(),
    });
    const order = findPaymentOrder(deps.db, id);
    if (!order) throw new Error(`Order ${id} was not stored`);
    res.status(200).json(orderEntity(order));
  });

  router.get('/orders/:id', (req, res) => {
    const order = findPaymentOrder(deps.db, req.params.id);
    if (!order) throw badRequest('The id provided does not exist');
    res.status(200).json(orderEntity(order));
  });

  return router;
}
