/**
 * startCheckout: the signed-in student's checkout for a course, priced from the provider.
 * A course the student owns is refused, after their unrecorded payments for it are settled
 * (so a payment whose page was closed counts before a second one can be made); an unpaid
 * quote of theirs that still holds at today's price is offered again rather than a second
 * order. The checkout stays open for what is left of its quote's life (quotes.ts).
 */
import type { Checkout } from '../graphql/generated/resolvers-types.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { requireCustomer } from '../graphql/context.ts';
import { ErrorMessage, badUserInput } from '../errors.ts';
import { CURRENCY, amountPaise, isChargeable } from '../domain/money.ts';
import { ownsCourse } from '../domain/orders.ts';
import { checkoutTimeoutS } from './quotes.ts';

export async function startCheckout(context: GatewayContext, courseId: string): Promise<Checkout> {
  const { customerId } = requireCustomer(context);
  // Each call may create a payment order.
  await context.limit('startCheckout', customerId);
  const { provider, payments, log } = context;
  const [course, customer] = await Promise.all([
    provider.pricedCourse(courseId),
    provider.customer(customerId),
  ]);
  const amount = amountPaise(course.pricing);
  if (!isChargeable(amount)) throw badUserInput({ courseId: ErrorMessage.notBuyable });

  const { verified } = payments;
  if (verified) await verified.reconciler.forStudent(customerId, provider, log, course.id);
  if (ownsCourse(await provider.orders(customerId), course.id)) {
    throw badUserInput({ courseId: ErrorMessage.alreadyOwned });
  }
  const order = verified
    ? await verified.orders.orderFor({ customerId, courseId: course.id, amountPaise: amount }, log)
    : null;
  return {
    key: payments.keyId,
    amount,
    currency: CURRENCY,
    orderId: order?.orderId ?? null,
    name: context.config.brandName,
    description: course.title,
    prefill: { name: customer.name, email: customer.email, contact: customer.mobile },
    themeColor: context.config.themeColor,
    scriptUrl: context.config.checkoutScriptUrl,
    courseId: course.id,
    // Without payment orders there is no quote to time; the checkout gets a full life.
    timeout: order
      ? checkoutTimeoutS(order, context.now().getTime())
      : context.config.checkoutQuoteTtlS,
  };
}
