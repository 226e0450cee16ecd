/**
 * The Orders API, answered as Razorpay answers it: POST /orders, GET /orders (newest first,
 * paged by from, to, count and skip), GET /orders/:id and GET /orders/:id/payments.
 */
import express, { Router } from 'express';
import type { ProviderDeps } from '../deps.ts';
import { requireKeyPair } from './basic-auth.ts';
import { collection, orderEntity, paymentEntity } from './entities.ts';
import { badRequest, invalidInput } from './errors.ts';
import { razorpayId } from './ids.ts';
import {
  findPaymentOrder,
  insertPaymentOrder,
  listOrderPayments,
  listPaymentOrders,
} from './store.ts';
import {
  asObject,
  queryWindow,
  readAmount,
  readCurrency,
  readNotes,
  readReceipt,
} from './validation.ts';

function queryAuthorized(raw: unknown): boolean | null {
  if (raw === undefined) return null;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw invalidInput('The authorized field must be 0 or 1.', 'authorized');
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

  router.get('/orders', (req, res) => {
    const query = req.query as Record<string, unknown>;
    const receipt = typeof query.receipt === 'string' ? query.receipt : null;
    const orders = listPaymentOrders(deps.db, {
      ...queryWindow(query),
      receipt,
      authorized: queryAuthorized(query.authorized),
    });
    res.status(200).json(collection(orders.map(orderEntity)));
  });

  router.get('/orders/:id', (req, res) => {
    const order = findPaymentOrder(deps.db, req.params.id);
    if (!order) throw badRequest('The id provided does not exist');
    res.status(200).json(orderEntity(order));
  });

  router.get('/orders/:id/payments', (req, res) => {
    const order = findPaymentOrder(deps.db, req.params.id);
    if (!order) throw badRequest('The id provided does not exist');
    res.status(200).json(collection(listOrderPayments(deps.db, order.id).map(paymentEntity)));
  });

  return router;
}
