/**
 * startCheckout: the signed-in student's checkout for a course, priced from the provider,
 * less a coupon's discount when the student gives a code (coupons.ts). A course the student
 * owns is refused, after their unrecorded payments for it are settled (so a payment whose
 * page was closed counts before a second one can be made); an unpaid quote of theirs that
 * still holds at today's price with the same coupon is offered again rather than a second
 * order. A new order with a coupon holds one of its uses for the quote's life. The checkout
 * stays open for what is left of its quote's life (quotes.ts).
 */
import { refusedField } from '../errors.ts';
import type { GatewayDatabase } from '../db/database.ts';
import { CURRENCY, amountPaise, isChargeable } from '../domain/money.ts';
import { ownsCourse } from '../domain/orders.ts';
import { applicableCoupon, reservationRefused, type AppliedCoupon } from './coupons.ts';
import type { CouponHold } from './payment-orders.ts';
import { rememberLanguage, type CheckoutRequest } from './payments.ts';
import { checkoutTimeoutS } from './quotes.ts';

type StartRequest = CheckoutRequest & { database: Pick<GatewayDatabase, 'coupons'> };

/** A checkout's hold on one use of `code` for `customerId`, in the gateway's database. */
function couponHold(request: StartRequest, code: string, customerId: string): CouponHold {
  const { coupons } = request.database;
  return {
    async reserve(untilMs) {
      const reservation = await coupons.reserve(code, customerId, untilMs);
      if (reservation.kind !== 'reserved') throw reservationRefused(reservation.kind);
      return reservation.id;
    },
    attach: (reservationId, orderId) => coupons.attachOrder(reservationId, orderId),
    release: (reservationId) => coupons.release(reservationId),
  };
}

/**
 * The signed-in `customerId`'s checkout for `courseId`, with the coupon `typedCoupon` when
 * given (the resolver has counted the attempt).
 */
export async function startCheckout(
  request: StartRequest,
  customerId: string,
  courseId: string,
  typedCoupon: string | null = null,
) {
  const { provider, payments, log, config } = request;
  const [course, customer] = await Promise.all([
    provider.pricedCourse(courseId),
    provider.customer(customerId),
  ]);
  const listPaise = amountPaise(course.pricing);
  if (!isChargeable(listPaise)) throw refusedField('courseId', 'notBuyable');

  const { verified } = payments;
  let coupon: AppliedCoupon | null = null;
  if (typedCoupon !== null && typedCoupon.trim() !== '') {
    // Without payment orders the legacy record takes the full price: no discount to honour.
    if (!verified) throw refusedField('coupon', 'couponUnavailable');
    coupon = await applicableCoupon(
      request.database.coupons,
      typedCoupon,
      course.id,
      listPaise,
      request.now().getTime(),
      false,
    );
  }
  const amount = listPaise - (coupon?.discountPaise ?? 0);

  await rememberLanguage(request, customerId);
  if (verified) await verified.reconciler.forStudent(customerId, provider, log, course.id);
  if (ownsCourse(await provider.orders(customerId), course.id)) {
    throw refusedField('courseId', 'alreadyOwned');
  }
  const order = verified
    ? await verified.orders.orderFor(
        {
          customerId,
          courseId: course.id,
          amountPaise: amount,
          couponCode: coupon?.code ?? null,
          discountPaise: coupon?.discountPaise ?? 0,
        },
        log,
        coupon ? couponHold(request, coupon.code, customerId) : null,
      )
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
    couponCode: coupon?.code ?? null,
    discountPaise: coupon?.discountPaise ?? 0,
    // Without payment orders there is no quote to time; the checkout gets a full life.
    timeout: order ? checkoutTimeoutS(order, request.now().getTime()) : config.checkoutQuoteTtlS,
  };
}
