/**
 * Settling a payment order from the Orders API's own account of it, for the paths that have
 * no checkout signature to go on (webhooks, reconciliation, My Courses): the order's captured
 * payments, each for the order's full amount and currency, go to the recorder, which records
 * each or refunds it (refunded ones are never recorded); anything else is left as it is.
 * Nothing here ever undoes a recorded payment.
 */
import type { Logger } from 'pino';
import type { RazorpayClient } from '../upstream/razorpay/client.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { CheckoutOrder } from './payment-orders.ts';
import type { PaymentRecorder, RecordVia } from './recorder.ts';

export type Settlement =
  /** Its captured payment is recorded (now or before). */
  | 'recorded'
  /** Its captured payments were refunded (now or before), none recorded. */
  | 'refunded'
  /** No captured payment (yet): nothing to record. */
  | 'not-captured'
  /** The Orders API does not know the order. */
  | 'unknown-order'
  /** A captured payment does not match its order: left for a person to look at. */
  | 'mismatch';

interface SettlerOptions {
  razorpay: RazorpayClient;
  recorder: PaymentRecorder;
}

export class Settler {
  constructor(private readonly options: SettlerOptions) {}

  /**
   * Records the order's captured payments (only `paymentId`'s when given). Upstream faults
   * are thrown as PROVIDER_UNAVAILABLE, so the caller can try again later.
   */
  async settle(
    order: CheckoutOrder,
    paymentId: string | null,
    provider: ProviderDataSource,
    log: Logger,
    via: RecordVia,
  ): Promise<Settlement> {
    const payments = await this.options.razorpay.orderPayments(order.orderId, log);
    if (payments === null) return 'unknown-order';
    // Refunded payments were captured too: the recorder says so without recording them.
    const captured = payments.filter(
      (payment) => payment.captured && (paymentId === null || payment.id === paymentId),
    );
    if (captured.length === 0) return 'not-captured';
    let mismatch = false;
    let recorded = false;
    for (const payment of captured) {
      if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
        log.error(
          {
            orderId: order.orderId,
            paymentId: payment.id,
            paid: `${payment.amountPaise} ${payment.currency}`,
            due: `${order.amountPaise} ${order.currency}`,
          },
          'captured payment does not match its order; not recorded',
        );
        mismatch = true;
        continue;
      }
      const result = await this.options.recorder.record(
        {
          paymentId: payment.id,
          customerId: order.customerId,
          courseId: order.courseId,
          checkout: { order, payment },
        },
        provider,
        log,
        via,
      );
      if (result.outcome === 'recorded') recorded = true;
    }
    if (mismatch) return 'mismatch';
    return recorded ? 'recorded' : 'refunded';
  }
}
