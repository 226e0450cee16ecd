/**
 * What a coupon takes off a course's price, and whether a code may be used for a course now.
 * One rule for the course page's preview (couponPrice) and for startCheckout, so the price a
 * student is shown is the price the checkout charges. A refused code says why on the field
 * `coupon`, and nothing starts.
 */
import { COUPON_CODE, couponCodeOf } from '../../common/coupon-code.ts';
import type { CouponRecord, Coupons } from '../db/coupons.ts';
import { refusedField, type ErrorKey } from '../errors.ts';

/** The price never goes below ₹1 (the payment API's smallest charge), in paise. */
const LEAST_PRICE_PAISE = 100;

/** What `coupon` takes off `listPaise`, leaving at least ₹1 to pay. */
function discountPaiseFor(
  coupon: Pick<CouponRecord, 'percentOff' | 'amountOffPaise'>,
  listPaise: number,
): number {
  const off =
    coupon.percentOff !== null
      ? Math.round((listPaise * coupon.percentOff) / 100)
      : (coupon.amountOffPaise ?? 0);
  return Math.max(0, Math.min(off, listPaise - LEAST_PRICE_PAISE));
}

/** A coupon a checkout may use, and what it takes off this course's price. */
export interface AppliedCoupon {
  code: string;
  discountPaise: number;
}

const refused = (key: ErrorKey) => refusedField('coupon', key);

/**
 * The coupon `typed` for `courseId` at `listPaise`, checked at `nowMs`: refused when it
 * cannot be a code (the format's message, as the field says before it is sent), unknown
 * (or turned off), past its last moment, for other courses only, or (with `countUses`) with
 * every use taken. A checkout leaves the count to its reservation, which makes it under a
 * lock (db/coupons.ts) and which a quote offered again already holds.
 */
export async function applicableCoupon(
  coupons: Coupons,
  typed: string,
  courseId: string,
  listPaise: number,
  nowMs: number,
  countUses: boolean,
): Promise<AppliedCoupon> {
  const code = couponCodeOf(typed);
  if (!COUPON_CODE.test(code)) throw refused('couponCodeFormat');
  const coupon = await coupons.find(code);
  if (coupon === null || coupon.disabled) throw refused('couponUnknown');
  if (coupon.validUntilMs !== null && coupon.validUntilMs < nowMs) throw refused('couponExpired');
  if (coupon.courseIds.length > 0 && !coupon.courseIds.includes(courseId)) {
    throw refused('couponOtherCourse');
  }
  if (countUses && coupon.maxUses !== null && (await coupons.taken(code)) >= coupon.maxUses) {
    throw refused('couponUsedUp');
  }
  return { code, discountPaise: discountPaiseFor(coupon, listPaise) };
}

/** The refusal for a use that could not be reserved. */
export function reservationRefused(kind: 'unknown' | 'usedUp') {
  return refused(kind === 'unknown' ? 'couponUnknown' : 'couponUsedUp');
}
