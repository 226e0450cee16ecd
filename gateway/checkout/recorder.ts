/**
 * The one place a captured payment becomes an order (`order/save_payment` with the payment
 * id, the course and the customer the payment order was made for) or is refunded instead.
 * Every path (the browser's recordPayment, a webhook, reconciliation) comes here, and each
 * payment is settled once:
 *   - in this process, callers for the same payment share one attempt;
 *   - a claim on the payment id (CheckoutState) keeps other paths and other gateways from
 *     starting a second attempt while one runs, and from trying again once it is done;
 *   - underneath, the legacy API keeps one order per payment_id: saving it again is answered
 *     as already recorded (or refused with 409), which a restart that forgot the claims
 *     may meet and which is read here as "recorded".
 * One course, one charge: a student's course is held (in the store) by the one payment that
 * buys it. With the payment API at hand (a key secret), a captured payment is refunded,
 * never recorded, when the student owns the course through another payment, or when its
 * quote had expired or no longer matches the course's price (quotes.ts); a refunded payment
 * is never recorded.
 */
import type { Seller } from '../config.ts';
import type { InvoiceDraft } from '../db/invoices.ts';
import type { RecordedPayments } from '../db/recorded-payments.ts';
import { invoiceDraft } from '../domain/invoice-drafts.ts';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { ErrorCode, ErrorMessage, UpstreamUnavailableError } from '../errors.ts';
import { receiptMail } from '../domain/mail.ts';
import { amountPaise } from '../domain/money.ts';
import { orderForCourse, ownsCourse, paidOrderCount } from '../domain/orders.ts';
import { isPaid } from '../domain/unlock.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { PaymentEntity } from '../upstream/razorpay/models.ts';
import type { CheckoutOrder, PaymentOrders } from './payment-orders.ts';
import { quoteVerdict } from './quotes.ts';
import type { Refunder, RefundOutcome, RefundReason } from './refunds.ts';
import { refundMessage, wasRefunded } from './refunds.ts';
import type { CheckoutState } from './state.ts';
import { ClaimBusyError, underClaim } from './state.ts';
import { metrics } from '../observability/metrics.ts';

/** What to settle: the payment, and who paid for which course (from the payment order). */
interface PaymentToRecord {
  paymentId: string;
  customerId: string;
  courseId: string;
  /**
   * The payment order (the quote) and the payment as the payment API describes it; null
   * when the gateway runs without a key secret (no quotes to check, nothing to refund with).
   */
  checkout: { order: CheckoutOrder; payment: PaymentEntity } | null;
}

/** Which path settled a payment, for the logs. */
export type RecordVia = 'browser' | 'webhook' | 'reconciliation';

type RecordResult =
  /** An order stands for the payment; `saved` when this call saved it. */
  | { outcome: 'recorded'; saved: boolean; message: string }
  /** The payment was given back instead (now or before); it never becomes an order. */
  | { outcome: 'refunded'; refund: RefundOutcome; message: string };

export interface RecorderTimes {
  /** How long a claim holds while an attempt runs (lapses if the process dies). */
  busyMs: number;
  /** How long a settled payment (and the payment holding a course) is remembered. */
  doneMs: number;
}

/** How long a path waits for another gateway's attempt at the same payment to finish. */
const WAIT_FOR_OTHER_ATTEMPT_MS = 3000;

interface PaymentRecorderOptions {
  state: CheckoutState;
  /** null without a key secret (there are no payment orders to settle). */
  orders: PaymentOrders | null;
  /** null without a key secret (no payment API to refund through). */
  refunder: Refunder | null;
  times: RecorderTimes;
  /** Keeps each recorded payment's ids for the student's receipt, and issues its invoice. */
  recordedPayments: RecordedPayments;
  /** The academy as its invoices name it. */
  seller: Seller;
}

const paymentClaim = (paymentId: string) => `payment:${paymentId}`;
export const orderClaim = (orderId: string) => `order:${orderId}`;
/** The student's course, held by the one payment that buys it. */
const courseHold = (customerId: string, courseId: string) => `course:${customerId}:${courseId}`;

/** Record the payment, or refund it and why. */
type Decision = { record: true } | { record: false; reason: RefundReason };

const RECORD: Decision = { record: true };

function rejectedWith(error: unknown, providerStatus: string): boolean {
  return (
    error instanceof GraphQLError &&
    error.extensions.code === ErrorCode.ProviderRejected &&
    error.extensions.providerStatus === providerStatus
  );
}

function refunded(refund: RefundOutcome): RecordResult {
  return { outcome: 'refunded', refund, message: refundMessage(refund) };
}

export class PaymentRecorder {
  private readonly attempts = new Map<string, Promise<RecordResult>>();

  constructor(private readonly options: PaymentRecorderOptions) {}

  /** Settles the payment unless it already is; concurrent calls for one payment share one attempt. */
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
    const { state, times, refunder } = this.options;
    const { checkout } = payment;
    // Given back already (here, on another path, or by the academy's staff): never recorded.
    if (checkout && refunder && wasRefunded(checkout.payment)) {
      await this.settle(payment);
      return refunded(await refunder.refundedBefore(checkout.payment));
    }
    let result: RecordResult | null;
    try {
      result = await underClaim(
        state,
        paymentClaim(payment.paymentId),
        { ...times, waitMs: WAIT_FOR_OTHER_ATTEMPT_MS },
        async () => ({ done: true, value: await this.resolve(payment, provider, log, via) }),
      );
    } catch (error) {
      // Another gateway's attempt is still running (or died mid-way and its claim has not
      // lapsed yet): not settled as far as anyone knows, so the caller tries again later.
      if (error instanceof ClaimBusyError) {
        throw new UpstreamUnavailableError(error.message, 'paymentUnavailable');
      }
      throw error;
    }
    if (result !== null) return result;
    // Settled by another path or gateway: refunded there, or recorded.
    const refund = await refunder?.noted(payment.paymentId);
    if (refund) return refunded(refund);
    return { outcome: 'recorded', saved: false, message: ErrorMessage.paymentAlreadyRecorded };
  }

  /** Under the payment's claim: records it, or refunds it. */
  private async resolve(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
    via: RecordVia,
  ): Promise<RecordResult> {
    const { refunder } = this.options;
    const { checkout } = payment;
    if (checkout && refunder) {
      const decision = await this.decide(payment, checkout, provider);
      if (!decision.record) {
        const refund = await refunder.refund(
          {
            payment: checkout.payment,
            customerId: payment.customerId,
            courseId: payment.courseId,
            reason: decision.reason,
          },
          log,
        );
        await this.settle(payment);
        log.warn(
          {
            paymentId: payment.paymentId,
            orderId: checkout.order.orderId,
            courseId: payment.courseId,
            reason: refund.reason,
            amountPaise: refund.amountPaise,
            via,
          },
          'payment refunded, not recorded',
        );
        return refunded(refund);
      }
    }
    const message = await this.save(payment, provider, log);
    await this.settle(payment);
    await this.remember(payment, provider, log);
    log.info(
      {
        paymentId: payment.paymentId,
        orderId: checkout?.order.orderId ?? null,
        courseId: payment.courseId,
        via,
      },
      'payment recorded',
    );
    metrics.paymentsRecorded.inc({ via });
    await this.noticeSecondSale(payment, provider, log);
    return { outcome: 'recorded', saved: true, message };
  }

  /**
   * Keeps the payment's ids for its receipt and, in the same transaction, issues the order's
   * invoice (its number, and what it prints frozen as it stands now) and puts the receipt's
   * e-mail in the outbox (keyed by the payment: one e-mail whichever path records it, however
   * often). The order stands whatever happens here: if the database cannot take them, the
   * receipt names the order's booking code instead, and no e-mail goes out; if the academy's
   * records cannot be read now, the invoice is issued at the receipt's first copy.
   */
  private async remember(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
  ): Promise<void> {
    try {
      await this.options.recordedPayments.remember(
        {
          paymentId: payment.paymentId,
          customerId: payment.customerId,
          courseId: payment.courseId,
          paymentOrderId: payment.checkout?.order.orderId ?? null,
        },
        receiptMail(payment),
        await this.invoiceOf(payment, provider, log),
      );
    } catch (error) {
      log.error(
        { err: error, paymentId: payment.paymentId },
        'payment ids not kept for the receipt',
      );
    }
  }

  /**
   * What the payment's invoice prints: the order it became, the buyer's profile now, what was
   * paid and the coupon its quote carried. null when the academy's records cannot tell now.
   */
  private async invoiceOf(
    payment: PaymentToRecord,
    provider: ProviderDataSource,
    log: Logger,
  ): Promise<InvoiceDraft | null> {
    try {
      const [orders, customer] = await Promise.all([
        provider.orders(payment.customerId),
        provider.customer(payment.customerId),
      ]);
      const order = orderForCourse(orders, payment.courseId);
      if (!order || !isPaid(order)) return null;
      const checkout = payment.checkout;
      return invoiceDraft({
        customerId: payment.customerId,
        order,
        customer,
        seller: this.options.seller,
        paidPaise: checkout ? checkout.order.amountPaise : Math.round(order.amount * 100),
        coupon: checkout?.order.couponCode
          ? { code: checkout.order.couponCode, discountPaise: checkout.order.discountPaise ?? 0 }
          : null,
        payment: { paymentId: payment.paymentId, paymentOrderId: checkout?.order.orderId ?? null },
        buyerStateCode: null,
      });
    } catch (error) {
      log.warn({ err: error, paymentId: payment.paymentId }, 'invoice left for its first copy');
      return null;
    }
  }

  /**
   * One course, one charge, and a quote only at its price and within its life. The course
   * is held by the first payment found fit to record; a payment meeting it held by another
   * is refunded. Without a hold (forgotten, or the course bought otherwise), an order dated
   * before this payment was made is another payment's; one dated after it may be this
   * payment's own (recorded before its claims were forgotten), which saving again answers
   * as already recorded, so it is recorded, never refunded.
   */
  private async decide(
    payment: PaymentToRecord,
    checkout: { order: CheckoutOrder; payment: PaymentEntity },
    provider: ProviderDataSource,
  ): Promise<Decision> {
    const { state, times } = this.options;
    const hold = courseHold(payment.customerId, payment.courseId);
    const holder = await state.holder(hold);
    if (holder === payment.paymentId) return RECORD;
    if (holder !== null) return { record: false, reason: 'ALREADY_OWNED' };
    const owned = orderForCourse(await provider.orders(payment.customerId), payment.courseId);
    if (owned && isPaid(owned)) {
      if (owned.orderedAtMs < checkout.payment.createdAtMs) {
        return { record: false, reason: 'ALREADY_OWNED' };
      }
    } else {
      const course = await provider.currentlyPricedCourse(payment.courseId);
      const verdict = quoteVerdict(
        checkout.order,
        checkout.payment.createdAtMs,
        amountPaise(course.pricing),
      );
      if (verdict === 'expired') return { record: false, reason: 'QUOTE_EXPIRED' };
      if (verdict === 'superseded') return { record: false, reason: 'PRICE_CHANGED' };
    }
    // Taken by another payment between the look above and now: that one buys the course.
    const taken = await state.hold(hold, payment.paymentId, times.doneMs);
    return taken === payment.paymentId ? RECORD : { record: false, reason: 'ALREADY_OWNED' };
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
        payment.checkout !== null &&
        rejectedWith(error, '409') &&
        ownsCourse(await provider.orders(payment.customerId), payment.courseId)
      ) {
        log.info({ paymentId: payment.paymentId }, 'payment was already recorded');
        return ErrorMessage.paymentAlreadyRecorded;
      }
      throw error;
    }
  }

  /** The order's payment is recorded or refunded: nobody needs to look at it again. */
  private async settle(payment: PaymentToRecord): Promise<void> {
    const { orders, state, times } = this.options;
    const orderId = payment.checkout?.order.orderId;
    if (orderId === undefined) return;
    await orders?.settled(orderId, payment.customerId);
    await state.markDone(orderClaim(orderId), times.doneMs);
  }

  /**
   * Two paid orders for one course should not happen (the course is held by one payment);
   * if they do (a hold forgotten, no key secret), access follows the first and a person
   * refunds the later payment.
   */
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
