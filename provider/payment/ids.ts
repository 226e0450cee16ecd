import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style ids: a prefix and 14 random letters or digits (order_…, pay_…, rfnd_…). */
export function razorpayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}
