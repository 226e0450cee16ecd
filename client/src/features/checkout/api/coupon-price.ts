import { useApolloClient } from '@apollo/client/react';
import { CouponPriceDocument, type CouponPriceQuery } from '@/gql/graphql.ts';
import { fieldErrorsOf, toastFailure } from '@/lib/apollo.ts';

export type CouponPrice = CouponPriceQuery['couponPrice'];

/**
 * What asking for a code's price came to: the price, or the refusal to show by the field
 * (null when the failure was not the code's, which is toasted like any other).
 */
type CouponAnswer = { ok: true; price: CouponPrice } | { ok: false; refusal: string | null };

/**
 * Asks the gateway what a coupon code takes off a course's price, always afresh (a code
 * can be used up or lapse at any moment).
 */
export function useCouponPrice() {
  const client = useApolloClient();
  return async (courseId: string, code: string): Promise<CouponAnswer> => {
    try {
      const { data } = await client.query({
        query: CouponPriceDocument,
        variables: { courseId, code },
        fetchPolicy: 'network-only',
      });
      if (data) return { ok: true, price: data.couponPrice };
    } catch (error) {
      const refusal = fieldErrorsOf(error).coupon;
      if (refusal !== undefined) return { ok: false, refusal };
      toastFailure(error, { short: true });
      return { ok: false, refusal: null };
    }
    return { ok: false, refusal: null };
  };
}
