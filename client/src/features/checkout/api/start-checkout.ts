import { useMutation } from '@apollo/client/react';
import { StartCheckoutDocument } from '@/gql/graphql.ts';
import { reportingFailure } from '@/lib/apollo.ts';

/**
 * Prepares a checkout for a course, with a coupon code when one is applied: the gateway
 * prices it and creates the payment order. A refusal or a failure is shown as a short toast
 * (the course flow, SPEC.md §8) and thrown.
 */
export function useStartCheckout() {
  const [startCheckout] = useMutation(StartCheckoutDocument);
  return async (courseId: string, coupon: string | null) => {
    const { data } = await reportingFailure(
      () => startCheckout({ variables: { courseId, coupon } }),
      { short: true },
    );
    if (!data) throw new Error('The checkout answer was empty.');
    return data.startCheckout;
  };
}
