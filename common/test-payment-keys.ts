/**
 * The repository's test payment settings, shared by the gateway and the stand-in: each
 * side's default outside production, and refused by the gateway in production, where anyone
 * could sign a payment with a published secret.
 */
export const DEFAULT_RAZORPAY_KEY_ID = 'rzp_test_academy0000001';
export const DEFAULT_RAZORPAY_KEY_SECRET = 'academy_test_secret_0000000001';
export const DEFAULT_RAZORPAY_WEBHOOK_SECRET = 'academy_test_webhook_secret_0001';

/** Every value above: published, so no secret in production may be one of them. */
export const PUBLISHED_TEST_VALUES: ReadonlySet<string> = new Set([
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
  DEFAULT_RAZORPAY_WEBHOOK_SECRET,
]);
