/**
 * What a coupon code may be, for every side that reads one: the staff console that makes it,
 * the course page's field (served without scripts or in the app) and the checkout. A code is
 * kept upper-case; a student may type it in either case and with spaces around it.
 */

/** A code as it is kept: 3 to 20 of A-Z, 0-9 and "-". */
export const COUPON_CODE = /^[A-Z0-9-]{3,20}$/;

/** A code as the student typed it, as it is kept: trimmed and upper-case. */
export function couponCodeOf(typed: string): string {
  return typed.trim().toUpperCase();
}

/** Whether `typed` can be a code at all (before anyone looks it up). */
export const isCouponCode = (typed: string): boolean => COUPON_CODE.test(couponCodeOf(typed));
