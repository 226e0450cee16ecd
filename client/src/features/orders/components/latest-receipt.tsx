import { Box } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { myCoursesContent } from '@/content/classes.ts';
import { PaymentSuccessReceiptDocument } from '@/gql/graphql.ts';
import { useUserLog } from '@/lib/session.ts';
import { ReceiptLink } from './order-papers.tsx';

/**
 * On /payment-success, the receipt of the student's newest successful order, once the
 * gateway has it (asking for the orders also settles a payment not yet recorded). Nothing
 * for a visitor, or until it is there.
 */
export function LatestReceipt() {
  const signedIn = useUserLog() !== null;
  const { data } = useQuery(PaymentSuccessReceiptDocument, {
    skip: !signedIn,
    fetchPolicy: 'network-only',
  });
  // Orders arrive newest first.
  const newest = data?.myOrders.find(
    // The English word is the gateway's: the status as it sends it.
    (order) => order.status === myCoursesContent.successStatus && order.receiptUrl,
  );
  if (!newest?.receiptUrl) return null;
  return (
    <Box display="flex" justifyContent="center" pb="10">
      <ReceiptLink url={newest.receiptUrl} courseTitle={newest.course.title} />
    </Box>
  );
}
