/**
 * The status of the checkout in progress, kept in sessionStorage so the result pages can
 * tell a fresh outcome from a revisit; /payment-success clears it on open (SPEC.md §2).
 */
const PAYMENT_STATUS_KEY = 'paymentStatus';

type PaymentStatus = 'pending' | 'success' | 'failed';

export function storePaymentStatus(status: PaymentStatus): void {
  try {
    window.sessionStorage.setItem(PAYMENT_STATUS_KEY, status);
  } catch {
    // Storage may be unavailable; the status is a convenience only.
  }
}

export function clearPaymentStatus(): void {
  try {
    window.sessionStorage.removeItem(PAYMENT_STATUS_KEY);
  } catch {
    // As above.
  }
}
