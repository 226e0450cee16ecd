/** POST /webhooks/razorpay, when payments are verified (a webhook secret is set). */
import { Router } from 'express';
import { razorpayWebhook } from '../../checkout/webhook.ts';
import type { Mount } from './mount.ts';

export const webhooks: Mount = ({ payments, providerFor, logger }) => {
  if (!payments.verified) return Router();
  const { webhookSecret: secret, orders, settler } = payments.verified;
  return razorpayWebhook({ secret, orders, settler, state: payments.state, providerFor, logger });
};
