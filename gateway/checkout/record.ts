/**
 * recordPayment: the browser's report of a completed checkout. The signature proves the
 * checkout saw a payment for that order; the order (remembered, or read from the Orders
 * API) says who it was made for and which course, and must match the session and the
 * request; and the payment API must confirm the payment itself: captured, on that order, for
 * the order's amount. Then the recorder records it, or refunds it (a course already owned, a
 * quote expired or superseded), and the student is told which and why. An outage is
 * PROVIDER_UNAVAILABLE, so the page tries again; the webhook and reconciliation settle the
 * payment meanwhile in any case.
 */
import type { Logger } from 'pino';
import type { InferType } from 'yup';
import type { Language } from '../../common/language.ts';
import { errors as hindiErrors, payments as hindiPayments } from '../../common/messages/hi.ts';
import type { recordPaymentSchema } from '../../common/validation.ts';
import { ErrorMessage, UpstreamUnavailableError, refusedField } from '../errors.ts';
import { orderForCourse, ownsCourse } from '../domain/orders.ts';
import type { OrderModel } from '../upstream/legacy-api/models.ts';
import type { PaymentEntity } from '../upstream/razorpay/models.ts';
import type { CheckoutOrder } from './payment-orders.ts';
import { checkoutSignatureValid, rememberLanguage } from './payments.ts';
import type { CheckoutRequest, VerifiedCheckout } from './payments.ts';
import { refundMessage, type RefundOutcome } from './refunds.ts';

interface RecordedPayment {
  /** The student's order for the course: the new one, or (refunded) the one they own, if any. */
  order: OrderModel | null;
  message: string;
  /** Set when the payment was refunded instead of recorded. */
  refund: { reason: RefundOutcome['reason']; amount: number } | null;
}

/** What makes the payment API's payment not the one the order asked for, if anything. */
function mismatch(payment: PaymentEntity | null, order: CheckoutOrder): string | null {
  if (payment === null) return 'unknown payment';
  if (payment.orderId !== order.orderId) return 'payment of another order';
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    return 'payment of another amount';
  }
  if (payment.status === 'failed') return 'payment failed';
  return null;
}

/**
 * The payment as the payment API has it, checked against its order: captured (or refunded
 * since), on this order, for its amount and currency. Not captured yet (authorized, about to
 * be captured) is PROVIDER_UNAVAILABLE, so the page asks again; anything else is refused.
 */
async function confirmedPayment(
  verified: VerifiedCheckout,
  order: CheckoutOrder,
  paymentId: string,
  log: Logger,
): Promise<PaymentEntity> {
  const payment = await verified.razorpay.fetchPayment(paymentId, log);
  const problem = mismatch(payment, order);
  if (payment === null || problem !== null) {
    log.warn({ paymentId, orderId: order.orderId, problem }, 'payment not confirmed');
    throw refusedField('paymentId', 'paymentNotVerified');
  }
  if (!payment.captured) {
    throw new UpstreamUnavailableError(
      `payment ${payment.status}, not captured yet`,
      'paymentNotCaptured',
    );
  }
  return payment;
}

/**
 * Records the signed-in `customerId`'s payment, its input already checked (the resolver
 * applies recordPaymentSchema after the session and the rate limit).
 */
export async function recordPayment(
  request: CheckoutRequest,
  customerId: string,
  values: InferType<typeof recordPaymentSchema>,
): Promise<RecordedPayment> {
  const { paymentId } = values;
  const orderId = values.orderId ?? '';
  const signature = values.signature ?? '';
  const { provider, payments, log } = request;
  const { verified } = payments;

  if (verified) {
    if (orderId === '' || signature === '') {
      throw refusedField('signature', 'paymentNotVerified');
    }
    if (!checkoutSignatureValid(verified, orderId, paymentId, signature)) {
      log.warn({ courseId: values.courseId }, 'payment signature mismatch');
      throw refusedField('signature', 'paymentNotVerified');
    }
  }
  const course = await provider.pricedCourse(values.courseId);

  let checkout: { order: CheckoutOrder; payment: PaymentEntity } | null = null;
  if (verified) {
    const order = await verified.orders.facts(orderId, log);
    if (!order || order.customerId !== customerId || order.courseId !== course.id) {
      log.warn({ courseId: course.id }, 'payment order does not match');
      throw refusedField('orderId', 'paymentNotVerified');
    }
    checkout = { order, payment: await confirmedPayment(verified, order, paymentId, log) };
  }
  await rememberLanguage(request, customerId);
  const result = await payments.recorder.record(
    { paymentId, customerId, courseId: course.id, checkout },
    provider,
    log,
    'browser',
  );
  const orders = await provider.orders(customerId);
  if (result.outcome === 'refunded') {
    return {
      order: ownsCourse(orders, course.id) ? orderForCourse(orders, course.id) : null,
      message: refundMessage(result.refund, request.language),
      refund: { reason: result.refund.reason, amount: result.refund.amountPaise },
    };
  }
  return {
    order: orderForCourse(orders, course.id),
    message: recordedMessage(result.message, request.language),
    refund: null,
  };
}

/**
 * A recorded payment's message in the student's language: English keeps the legacy API's
 * own words (DESIGN.md §4); Hindi says the same in Hindi, or that it was recorded before.
 */
function recordedMessage(said: string, language: Language): string {
  if (language === 'en') return said;
  return said === ErrorMessage.paymentAlreadyRecorded
    ? hindiErrors.paymentAlreadyRecorded
    : hindiPayments.recorded;
}
