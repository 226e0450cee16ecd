import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { paymentCatalogue } from '@/content/payment.ts';
import {
  CourseOwnershipDocument,
  RecordPaymentDocument,
  type RecordPaymentInput,
} from '@/gql/graphql.ts';
import { toastFailure } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { toastSuccess } from '@/lib/toast.ts';
import {
  confirmPayment,
  isPaidStatus,
  type ConfirmOutcome,
  type RecordAnswer,
} from '../confirm-payment.ts';

/** The course flow's toasts close after 2000 ms (SPEC.md §8). */
const SHORT = { short: true };

/** Waits `ms`, or less when `signal` aborts (the page was left): true when the wait ran out. */
function pauseUnlessLeft(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

interface RecordOptions {
  /** Called once, when the first try could not confirm the payment. */
  onRetrying: () => void;
  /** Aborted when the page is left: the confirming stops, silently. */
  signal: AbortSignal;
}

/**
 * Records a captured payment with the academy, asking again while the answer says nothing
 * about it (confirm-payment.ts). Thanks the student once it is recorded, and shows a refusal;
 * a refund is the caller's to show (its message says why); an ended session is the session
 * link's. The student's order for the course (recorded, or owned already) becomes the cached
 * answer to whether they own it, so its page shows the way to the classes.
 */
export function useRecordPayment() {
  const client = useApolloClient();
  const { checkoutContent: text } = useText(paymentCatalogue);
  /** A session that ends while a payment is confirmed: the payment is safe, and this is why. */
  const paidButSignedOut = useMemo(() => ({ signInNotice: text.signInToSee }), [text]);
  const [recordPayment] = useMutation(RecordPaymentDocument, {
    context: paidButSignedOut,
    update(cache, { data }, { variables }) {
      const order = data?.recordPayment.order;
      if (!order || !variables) return;
      cache.writeQuery({
        query: CourseOwnershipDocument,
        variables: { courseId: variables.input.courseId },
        data: { orderByCourse: order },
      });
    },
  });

  return useCallback(
    async (payment: RecordPaymentInput, { onRetrying, signal }: RecordOptions) => {
      const record = async (): Promise<RecordAnswer> => {
        const { data } = await recordPayment({ variables: { input: payment } });
        const answer = data?.recordPayment;
        if (!answer?.refund) return { refunded: false };
        return {
          refunded: true,
          message: answer.message,
          alreadyOwned: answer.refund.reason === 'ALREADY_OWNED',
        };
      };
      const outcome: ConfirmOutcome = await confirmPayment({
        record,
        isOwned: async () => {
          const { data } = await client.query({
            query: CourseOwnershipDocument,
            variables: { courseId: payment.courseId },
            fetchPolicy: 'network-only',
            context: paidButSignedOut,
          });
          return isPaidStatus(data?.orderByCourse?.status);
        },
        onRetrying,
        pause: (ms) => pauseUnlessLeft(ms, signal),
      });
      if (signal.aborted) return outcome;
      if (outcome.kind === 'recorded') toastSuccess(text.paid, SHORT);
      if (outcome.kind === 'refused') toastFailure(outcome.error, SHORT);
      return outcome;
    },
    [client, recordPayment, paidButSignedOut, text],
  );
}
