import { useMutation } from '@apollo/client/react';
import { RefundOrderDocument, StaffOrderDocument, type RefundOrderMutation } from '@/gql/staff.ts';

type Refund = RefundOrderMutation['refundOrder'];

/**
 * Refunds an order from the staff room; once done, the order is read again (its refunded
 * amount, status and refunds changed). Resolves with the refund, rejects with the gateway's
 * refusal for the dialog to show.
 */
export function useRefundOrder() {
  const [mutate, { loading }] = useMutation(RefundOrderDocument, {
    context: { whenSignedOut: 'staff' },
  });
  const refund = async (orderId: string, amountPaise: number, reason: string): Promise<Refund> => {
    const { data } = await mutate({
      variables: { orderId, amountPaise, reason },
      refetchQueries: [StaffOrderDocument],
      awaitRefetchQueries: true,
    });
    if (!data) throw new Error('The refund was not answered.');
    return data.refundOrder;
  };
  return { refund, loading };
}
