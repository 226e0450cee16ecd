/**
 * Coupons (schema.graphql, "Coupons"): owners make and list them (requireStaff 'money');
 * anyone may ask what a code takes off a course's price before the checkout, by the same
 * rule startCheckout applies (gateway/checkout/coupons.ts).
 */
import type {
  CouponResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';
import { amountPaise } from '../../domain/money.ts';
import { applicableCoupon } from '../../checkout/coupons.ts';
import { createCoupon } from '../../staff/coupons.ts';
import { requireStaff } from '../../staff/roles.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export const CouponQuery: Pick<QueryResolvers, 'staffCoupons' | 'couponPrice'> = {
  staffCoupons: async (_parent, _args, context) => {
    await requireStaff(context, 'money');
    return context.database.coupons.list();
  },

  couponPrice: async (_parent, { courseId, code }, context) => {
    await context.limit('couponPrice');
    const course = await context.provider.pricedCourse(courseId);
    const listPaise = amountPaise(course.pricing);
    const coupon = await applicableCoupon(
      context.database.coupons,
      code,
      course.id,
      listPaise,
      context.now().getTime(),
      true,
    );
    return {
      code: coupon.code,
      listPaise,
      discountPaise: coupon.discountPaise,
      amountPaise: listPaise - coupon.discountPaise,
    };
  },
};

export const CouponMutation: Pick<MutationResolvers, 'createCoupon'> = {
  createCoupon: async (_parent, { input }, context) => {
    const owner = await requireStaff(context, 'money');
    return createCoupon(context, owner.email, input);
  },
};

export const Coupon: CouponResolvers = {
  validUntil: (coupon) => iso(coupon.validUntilMs),
  createdAt: (coupon) => new Date(coupon.createdAtMs).toISOString(),
  uses: (coupon) => coupon.used,
};
