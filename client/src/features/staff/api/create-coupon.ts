import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreateCouponDocument, StaffCouponsDocument, type CouponInput } from '@/gql/staff.ts';
import { fieldErrorsOf, toastFailure } from '@/lib/apollo.ts';

/** What creating a coupon came to: made, or refused with a message per input field. */
type CreateOutcome = { ok: true; code: string } | { ok: false; fields: Record<string, string> };

/**
 * Creates a coupon and refreshes the list. A refusal of a field comes back to be shown under
 * it; any other failure is toasted.
 */
export function useCreateCoupon() {
  const client = useApolloClient();
  return useCallback(
    async (input: CouponInput): Promise<CreateOutcome> => {
      try {
        const { data } = await client.mutate({
          mutation: CreateCouponDocument,
          variables: { input },
          context: { whenSignedOut: 'staff' },
          refetchQueries: [StaffCouponsDocument],
          awaitRefetchQueries: true,
        });
        return data ? { ok: true, code: data.createCoupon.code } : { ok: false, fields: {} };
      } catch (error) {
        const fields = fieldErrorsOf(error);
        if (Object.keys(fields).length === 0) toastFailure(error);
        return { ok: false, fields };
      }
    },
    [client],
  );
}
