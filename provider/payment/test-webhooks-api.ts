/**
 * /razorpay/v1/test-webhooks: controls for tests over the stand-in's webhooks (drop, delay,
 * duplicate or hold deliveries, for all events or one payment order's; release held ones;
 * read the counts). Behind the key pair, and refused when NODE_ENV=production.
 */
import express, { Router } from 'express';
import type { ProviderDeps } from '../deps.ts';
import { requireKeyPair } from './basic-auth.ts';
import { RazorpayError, invalidInput } from './errors.ts';
import { asObject } from './validation.ts';
import { DELIVERY_MODES } from './webhooks.ts';
import type { DeliveryMode } from './webhooks.ts';

const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const MAX_DELAY_MS = 10 * 60 * 1000;

function refusedInProduction(): RazorpayError {
  return new RazorpayError(403, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Test controls are not available in production.',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    },
  });
}

export function testWebhooksApi(deps: ProviderDeps): Router {
  const router = Router();
  router.use((_req, _res, next) => {
    next(deps.config.production ? refusedInProduction() : undefined);
  });
  router.use(requireKeyPair(deps.config.razorpayKeyId, deps.config.razorpayKeySecret));
  router.use(express.json({ limit: '4kb' }));

  router.get('/', (_req, res) => {
    res.json({ enabled: deps.webhooks.enabled, ...deps.webhooks.stats() });
  });

  /** {mode, delayMs?, orderId?}: how the next events (of one order, or all) are delivered. */
  router.post('/', (req, res) => {
    const body = asObject(req.body);
    const mode = body.mode;
    if (typeof mode !== 'string' || !(DELIVERY_MODES as readonly string[]).includes(mode)) {
      throw invalidInput(`The mode must be one of ${DELIVERY_MODES.join(', ')}.`, 'mode');
    }
    const delayMs = body.delayMs ?? 0;
    if (
      typeof delayMs !== 'number' ||
      !Number.isInteger(delayMs) ||
      delayMs < 0 ||
      delayMs > MAX_DELAY_MS
    ) {
      throw invalidInput(`The delayMs must be an integer from 0 to ${MAX_DELAY_MS}.`, 'delayMs');
    }
    const orderId = body.orderId;
    if (orderId !== undefined && (typeof orderId !== 'string' || !ORDER_ID.test(orderId))) {
      throw invalidInput('The orderId must be an order id.', 'orderId');
    }
    deps.webhooks.setPolicy({ mode: mode as DeliveryMode, delayMs }, orderId);
    res.json({ mode, delayMs, ...(orderId === undefined ? {} : { orderId }) });
  });

  router.post('/release', (_req, res) => {
    res.json({ released: deps.webhooks.release() });
  });

  return router;
}
