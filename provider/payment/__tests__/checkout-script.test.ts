// @vitest-environment happy-dom
/**
 * The stand-in's checkout.js honours Razorpay Standard Checkout's `timeout` (seconds): when
 * it runs out the checkout closes as if dismissed (modal.ondismiss) and cannot be opened
 * again; a payment under way when it runs out finishes first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(path.join(import.meta.dirname, '..', 'checkout.js'), 'utf8');

interface Checkout {
  open(): Checkout;
}
type CheckoutConstructor = new (options: Record<string, unknown>) => Checkout;

function loadScript(): CheckoutConstructor {
  new Function(source)();
  const constructor = (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
  if (!constructor) throw new Error('checkout.js did not define window.Razorpay');
  return constructor;
}

const dialog = () => document.querySelector('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('checkout.js timeout', () => {
  it('closes the checkout as if dismissed when the time runs out, for good', () => {
    const Razorpay = loadScript();
    const ondismiss = vi.fn();
    const checkout = new Razorpay({
      key: 'rzp_test_academy0000001',
      amount: 399900,
      timeout: 120,
      modal: { ondismiss },
    }).open();
    expect(dialog()).not.toBeNull();
    vi.advanceTimersByTime(119_000);
    expect(ondismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(ondismiss).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
    checkout.open();
    expect(dialog()).toBeNull();
  });

  it('lets a payment under way finish, then hands it to the page', async () => {
    const Razorpay = loadScript();
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const handler = vi.fn();
    const ondismiss = vi.fn();
    new Razorpay({
      key: 'rzp_test_academy0000001',
      amount: 399900,
      timeout: 60,
      handler,
      modal: { ondismiss },
    }).open();
    button('Pay ₹3999')?.click();
    vi.advanceTimersByTime(60_000);
    expect(ondismiss).not.toHaveBeenCalled();
    answer(
      new Response(JSON.stringify({ razorpay_payment_id: 'pay_Late00000001' }), { status: 200 }),
    );
    await vi.waitFor(() =>
      expect(handler).toHaveBeenCalledWith({ razorpay_payment_id: 'pay_Late00000001' }),
    );
    expect(ondismiss).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
  });

  it('stays open without a timeout', () => {
    const Razorpay = loadScript();
    const ondismiss = vi.fn();
    new Razorpay({ key: 'rzp_test_academy0000001', amount: 399900, modal: { ondismiss } }).open();
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(dialog()).not.toBeNull();
    expect(ondismiss).not.toHaveBeenCalled();
  });
});
