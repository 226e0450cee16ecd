/**
 * Razorpay's two signatures, both hex HMAC-SHA256 checked in constant time: a completed
 * checkout's (of `order_id|payment_id`, with the key secret) and a webhook's (of the raw
 * request body, with the webhook secret).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[a-f0-9]{64}$/;

function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** HMAC-SHA256 of `orderId|paymentId` in hex, as Razorpay signs a completed payment. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** HMAC-SHA256 of the raw body in hex, as Razorpay signs a webhook (X-Razorpay-Signature). */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

/** Whether `given` is the expected hex signature, compared in constant time. */
export function sameSignature(given: string | undefined, expected: string): boolean {
  if (given === undefined || !HEX_SHA256.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}
