/**
 * recordPayment: the browser's report of a completed checkout. The signature proves the
 * payment is Razorpay's for that order; the order (remembered, or read from the Orders API)
 * says who it was made for and which course, and must match the session and the request.
 * An Orders API or provider outage is PROVIDER_UNAVAILABLE, so the page tries again; the
 * webhook and reconciliation record the payment meanwhile in any case.
 */
import type { RecordPaymentInput } from '../graphql/generated/resolvers-types.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { requireCustomer } from '../graphql/context.ts';
import { validated } from '../graphql/validate.ts';
import { recordPaymentSchema } from '../../common/validation.ts';
import { ErrorMessage, badUserInput } from '../errors.ts';
import { orderForCourse } from '../domain/orders.ts';
import type { OrderModel } from '../upstream/legacy-api/models.ts';
import { checkoutSignatureValid } from './payments.ts';

interface RecordedPayment {
  order: OrderModel | null;
  message: string;
}

export async function recordPayment(
  context: GatewayContext,
  input: RecordPaymentInput,
): Promise<RecordedPayment> {
  // Who is asking comes first: a visitor's attempts do not count against the limit.
  const { customerId } = requireCustomer(context);
  await context.limit('recordPayment', customerId);
  const values = validated(recordPaymentSchema, input);
  const { paymentId } = values;
  const orderId = values.orderId ?? '';
  const signature = values.signature ?? '';
  const { provider, payments, log } = context;
  const { verified } = payments;

  if (verified) {
    if (orderId === '' || signature === '') {
      throw badUserInput({ signature: ErrorMessage.paymentNotVerified });
    }
    if (!checkoutSignatureValid(verified, orderId, paymentId, signature)) {
      log.warn({ courseId: values.courseId }, 'payment signature mismatch');
      throw badUserInput({ signature: ErrorMessage.paymentNotVerified });
    }
  }
  const course = await provider.pricedCourse(values.courseId);

  let recordedOrderId: string | null = null;
  if (verified) {
    const order = await verified.orders.facts(orderId, log);
    if (!order || order.customerId !== customerId || order.courseId !== course.id) {
      log.warn({ courseId: course.id }, 'payment order does not match');
      throw badUserInput({ orderId: ErrorMessage.paymentNotVerified });
    }
    recordedOrderId = order.orderId;
  }
  const { message } = await payments.recorder.record(
    { paymentId, customerId, courseId: course.id, orderId: recordedOrderId },
    provider,
    log,
    'browser',
  );
  return { order: orderForCourse(await provider.orders(customerId), course.id), message };
}
