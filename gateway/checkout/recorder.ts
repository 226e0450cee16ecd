/**
 * The one place a captured payment becomes an order: `order/save_payment` with the payment
 * id, the course and the customer the payment order was made for. Every path (the browser's
 * recordPayment, a webhook, reconciliation) comes here, and each payment is recorded once:
 *   - in this process, callers for the same payment share one attempt;
 *   - a claim on the payment id (CheckoutState) keeps other paths and other gateways from
 *     starting a second attempt while one runs, and from trying again once it is done;
 *   - underneath, the legacy API keeps one order per payment_id: saving it again is answered
 *     as already recorded (or refused with 409), which a restart that forgot the claims
 *     may meet and which is read here as "recorded".
 */
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { ErrorCode, ErrorMessage, UpstreamUnavailableError } from '../errors.ts';
import { ownsCourse, paidOrderCount } from '../domain/orders.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { PaymentOrders } from './payment-orders.ts';
import type { CheckoutState } from './state.ts';
import { ClaimBusyError, underClaim } from './state.ts';
import { metrics } from '../http/metrics.ts';

/** What to record: the payment, and who paid for which course (from the payment order). */
interface PaymentToRecord {
  paymentId: string;
  customerId: string;
  courseId: string;
  /** The payment order; null when the gateway runs without a key secret. */
  orderId: string | null;
}

/** Which path recorded a payment, for the logs. */
export type RecordVia = 'browser' | 'webhook' | 'reconciliation';

interface RecordResult {
  /** true when this call saved the order; false when it was already recorded or being recorded. */
  saved: boolean;
  message: string;
}

export interface RecorderTimes {
  /** How long a claim holds while an attempt runs (lapses if the process dies). */
  busyMs: number;
  /** How long a recorded payment is remembered as recorded. */
  doneMs: number;
}

/** How long a path waits for another gateway's attempt at the same payment to finish. */
const WAIT_FOR_OTHER_ATTEMPT_MS = 3000;

interface PaymentRecorderOptions {
  state: CheckoutState;
  /** null without a key secret (there are no payment orders to settle). */
  orders: PaymentOrders | null;
  times: RecorderTimes;
}

const paymentClaim = (paymentId: string) => `payment:${paymentId}`;
export const orderClaim = (orderId: string) => `order:${orderId}`;

function rejectedWith(error: unknown, providerStatus: string): boolean {
  return (
    error instanceof GraphQLError &&
    error.extensions.code === ErrorCode.ProviderRejected &&
    error.extensions.providerStatus === providerStatus
  );
}

export class PaymentRecorder {
  private readonly attempts = new Map<string, Promise<RecordResult>>();

  constructor(private readonly options: PaymentRecorderOptions) {}

  /** Records the payment unless it already is; concurrent calls for one payment share one attempt. */
  record(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
    via: RecordVia,
  ): Promise<RecordResult> {
    const running = this.attempts.get(payment.paymentId);
    if (running) return running;
    const attempt = this.attempt(payment, provider, log, via).finally(() => {
      this.attempts.delete(payment.paymentId);
    });
    this.attempts.set(payment.paymentId, attempt);
    return attempt;
  }

  private async attempt(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
    via: RecordVia,
  ): Promise<RecordResult> {
    const { state, times } = this.options;
    let message: string | null;
    try {
      message = await underClaim(
        state,
        paymentClaim(payment.paymentId),
        { ...times, waitMs: WAIT_FOR_OTHER_ATTEMPT_MS },
        async () => ({ done: true, value: await this.save(payment, provider, log) }),
      );
    } catch (error) {
      // Another gateway's attempt is still running (or died mid-way and its claim has not
      // lapsed yet): not recorded as far as anyone knows, so the caller tries again later.
      if (error instanceof ClaimBusyError) {
        throw new UpstreamUnavailableError(error.message, ErrorMessage.paymentUnavailable);
      }
      throw error;
    }
    // Done by another path or gateway.
    if (message === null) return { saved: false, message: ErrorMessage.paymentAlreadyRecorded };
    if (payment.orderId !== null) await this.settle(payment.orderId, payment.customerId);
    log.info(
      {
        paymentId: payment.paymentId,
        orderId: payment.orderId,
        courseId: payment.courseId,
        via,
      },
      'payment recorded',
    );
    metrics.paymentsRecorded.inc({ via });
    await this.noticeSecondSale(payment, provider, log);
    return { saved: true, message };
  }

  private async save(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
  ): Promise<string> {
    try {
      return await provider.savePayment(payment);
    } catch (error) {
      // A verified payment's id is Razorpay's and bound to its order: taken means recorded
      // by us before (a restart forgot it) when the customer owns the course. Otherwise (or
      // without an order to go on) it is a real conflict, which stays an error.
      if (
        payment.orderId !== null &&
        rejectedWith(error, '409') &&
        ownsCourse(await provider.orders(payment.customerId), payment.courseId)
      ) {
        log.info({ paymentId: payment.paymentId }, 'payment was already recorded');
        return ErrorMessage.paymentAlreadyRecorded;
      }
      throw error;
    }
  }

  /** The order is paid and its payment recorded: nobody needs to look at it again. */
  private async settle(orderId: string, customerId: string): Promise<void> {
    const { orders, state, times } = this.options;
    await orders?.settled(orderId, customerId);
    await state.markDone(orderClaim(orderId), times.doneMs);
  }

  /** Two paid orders for one course: access follows the first; the second payment is due back. */
  private async noticeSecondSale(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
  ): Promise<void> {
    try {
      const orders = await provider.orders(payment.customerId);
      if (paidOrderCount(orders, payment.courseId) > 1) {
        log.warn(
          {
            paymentId: payment.paymentId,
            customerId: payment.customerId,
            courseId: payment.courseId,
          },
          'course paid for twice: access follows the first order; refund the later payment',
        );
      }
    } catch {
      // Only a notice: the payment is recorded whatever the order list says.
    }
  }
}
