/**
 * The surface of Razorpay Standard Checkout that the site uses (DESIGN.md §3): the script
 * at `paymentConfig.scriptUrl` defines `window.Razorpay`, whether it is Razorpay's own
 * checkout.js or the stand-in's.
 */

/** What the checkout hands to `handler` when a payment completes. */
export interface RazorpaySuccess {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

/** What `payment.failed` carries (Razorpay's error shape). */
interface RazorpayFailure {
  error?: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

interface RazorpayOptions {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id?: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  /** Seconds until the checkout closes by itself, as if dismissed. */
  timeout?: number;
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
  close?(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    /** Defined by the checkout script once it has loaded. */
    Razorpay?: RazorpayConstructor;
  }
}
