/**
 * startCheckout: the signed-in student's checkout for a course, priced from the provider.
 * A course the student owns is refused, after their unrecorded payments for it are settled
 * (so a payment whose page was closed counts before a second one can be made); an unpaid
 * quote of theirs that still holds at today's price is offered again rather than a second
 * order. The checkout stays open for what is left of its quote's life (quotes.ts).
 */
import { refusedField } from '../errors.ts';
import { CURRENCY, amountPaise, isChargeable } from '../domain/money.ts';
import { ownsCourse } from '../domain/orders.ts';
import { rememberLanguage, type CheckoutRequest } from './payments.ts';
import { checkoutTimeoutS } from './quotes.ts';

/** The signed-in `customerId`'s checkout for `courseId` (the resolver has counted the attempt). */
export async function startCheckout(
  request: CheckoutRequest,
  customerId: string,
  courseId: string,
) {
  const { provider, payments, log, config } = request;
  const [course, customer] = await Promise.all([
    provider.pricedCourse(courseId),
    provider.customer(customerId),
  ]);
  const amount = amountPaise(course.pricing);
  if (!isChargeable(amount)) throw refusedField('courseId', 'notBuyable');

  const { verified } = payments;
  await rememberLanguage(request, customerId);
  if (verified) await verified.reconciler.forStudent(customerId, provider, log, course.id);
  if (ownsCourse(await provider.orders(customerId), course.id)) {
    throw refusedField('courseId', 'alreadyOwned');
  }
  const order = verified
    ? await verified.orders.orderFor({ customerId, courseId: course.id, amountPaise: amount }, log)
    : null;
  return {
    key: payments.keyId,
    amount,
    currency: CURRENCY,
    orderId: order?.orderId ?? null,
    name: config.brandName,
    description: course.title,
    prefill: { name: customer.name, email: customer.email, contact: customer.mobile },
    themeColor: config.themeColor,
    scriptUrl: config.checkoutScriptUrl,
    courseId: course.id,
    // Without payment orders there is no quote to time; the checkout gets a full life.
    timeout: order ? checkoutTimeoutS(order, request.now().getTime()) : config.checkoutQuoteTtlS,
  };
}
