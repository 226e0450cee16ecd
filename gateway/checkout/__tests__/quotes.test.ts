import { describe, expect, it } from 'vitest';
import type { CheckoutOrder } from '../payment-orders.ts';
import { checkoutTimeoutS, quoteReusable, quoteVerdict } from '../quotes.ts';

/** A quote for ₹3,999 made at 12:00:00 (epoch ms 1_000_000_000), holding 15 minutes. */
const quote: CheckoutOrder = {
  orderId: 'order_Quote0000001',
  customerId: '7',
  courseId: '1',
  amountPaise: 399900,
  currency: 'INR',
  createdAtMs: 1_000_000_000,
  quoteTtlS: 900,
};
const at = (minutes: number, seconds = 0) => quote.createdAtMs + minutes * 60_000 + seconds * 1000;

describe('quoteVerdict', () => {
  it('honours a payment begun within the quote’s life, and a minute past it, at its price', () => {
    expect(quoteVerdict(quote, at(0), 399900)).toBe('valid');
    expect(quoteVerdict(quote, at(15), 399900)).toBe('valid');
    expect(quoteVerdict(quote, at(16), 399900)).toBe('valid');
    expect(quoteVerdict(quote, at(16, 1), 399900)).toBe('expired');
  });

  it('refuses a quote whose price is not the course’s price now, higher or lower', () => {
    expect(quoteVerdict(quote, at(1), 499900)).toBe('superseded');
    expect(quoteVerdict(quote, at(1), 299900)).toBe('superseded');
    expect(quoteVerdict(quote, at(20), 499900)).toBe('expired');
  });
});

describe('quoteReusable and checkoutTimeoutS', () => {
  it('offers a quote again at its price while half its life is left; the checkout gets the rest', () => {
    expect(quoteReusable(quote, 399900, at(0))).toBe(true);
    expect(checkoutTimeoutS(quote, at(0))).toBe(900);
    expect(quoteReusable(quote, 399900, at(7, 30))).toBe(true);
    expect(checkoutTimeoutS(quote, at(7, 30))).toBe(450);
    expect(quoteReusable(quote, 399900, at(7, 31))).toBe(false);
    expect(quoteReusable(quote, 499900, at(1))).toBe(false);
  });
});

describe('a quote made with a coupon', () => {
  /** ₹3,999 less 20% (₹799.80): ₹3,199.20 quoted. */
  const withCoupon: CheckoutOrder = {
    ...quote,
    amountPaise: 319920,
    couponCode: 'LAUNCH20',
    discountPaise: 79980,
  };

  it('is honoured while the course’s price less its discount is the quoted amount', () => {
    expect(quoteVerdict(withCoupon, at(1), 399900)).toBe('valid');
    expect(quoteVerdict(withCoupon, at(1), 319920)).toBe('superseded');
    expect(quoteVerdict(withCoupon, at(1), 449900)).toBe('superseded');
  });

  it('is offered again only to a checkout with the same coupon', () => {
    expect(quoteReusable(withCoupon, 319920, at(1), 'LAUNCH20')).toBe(true);
    expect(quoteReusable(withCoupon, 319920, at(1))).toBe(false);
    expect(quoteReusable(quote, 399900, at(1), 'LAUNCH20')).toBe(false);
  });
});
