/**
 * Quotes. A payment order is the academy's quote for a course: its amount is the price it
 * was made at, its creation (the payment API's clock) starts its life, and its life is
 * CHECKOUT_QUOTE_TTL_S as it stood then (kept in the order's notes). A payment is honoured
 * only for a quote at the course's price of the moment it is recorded (the legacy record
 * takes today's price) and only if it was begun within the quote's life; anything else is
 * refunded. The checkout is opened with what is left of that life as its timeout.
 */

/** A quote as a payment order carries it (payment-orders.ts's CheckoutOrder is one). */
export interface Quote {
  /** The quoted price. */
  amountPaise: number;
  /** When the quote was made (the Orders API's clock). */
  createdAtMs: number;
  /** How long the quote holds from then (CHECKOUT_QUOTE_TTL_S when it was made). */
  quoteTtlS: number;
  /** The coupon the quote was made with (absent or null: none). */
  couponCode?: string | null;
  /** What the coupon took off the course's price then (absent: nothing). */
  discountPaise?: number;
}

/** Why a payment cannot be honoured at its quote. */
type QuoteVerdict = 'valid' | 'expired' | 'superseded';

/**
 * Slack past a quote's end for a payment still honoured: the checkout opens (and its
 * timeout starts) a moment after the quote is made, and the clocks of the payment API and
 * of the machine that opened the checkout differ a little.
 */
export const QUOTE_GRACE_MS = 60_000;

/** When the quote's life ends (epoch ms). */
function quoteEndsAtMs(order: Quote): number {
  return order.createdAtMs + order.quoteTtlS * 1000;
}

/**
 * Whether a payment begun at `paidAtMs` is honoured at the quote, the course costing
 * `currentPaise` now (its price, before any coupon): expired when begun after the quote's
 * life, superseded when the price less the quote's discount is no longer the quoted amount.
 * The discount is the one the quote was made with, so a coupon that has lapsed or been used
 * up since is still honoured within the quote's life.
 */
export function quoteVerdict(order: Quote, paidAtMs: number, currentPaise: number): QuoteVerdict {
  if (paidAtMs > quoteEndsAtMs(order) + QUOTE_GRACE_MS) return 'expired';
  if (order.amountPaise !== currentPaise - (order.discountPaise ?? 0)) return 'superseded';
  return 'valid';
}

/**
 * Whether an unpaid quote is offered again rather than a new one: at today's price (less
 * the coupon's discount), made with the same coupon or none as the new checkout asks for,
 * and with at least half of its life left, so the checkout it opens gives time to pay.
 */
export function quoteReusable(
  order: Quote,
  currentPaise: number,
  nowMs: number,
  couponCode: string | null = null,
): boolean {
  return (
    order.amountPaise === currentPaise &&
    (order.couponCode ?? null) === couponCode &&
    quoteEndsAtMs(order) - nowMs >= (order.quoteTtlS * 1000) / 2
  );
}

/** The checkout's timeout for the quote, in whole seconds: what is left of its life. */
export function checkoutTimeoutS(order: Quote, nowMs: number): number {
  return Math.max(1, Math.floor((quoteEndsAtMs(order) - nowMs) / 1000));
}
