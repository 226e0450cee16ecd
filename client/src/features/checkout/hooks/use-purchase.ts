import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { checkoutContent as text } from '@/content/payment.ts';
import {
  CourseOwnershipDocument,
  RecordPaymentDocument,
  StartCheckoutDocument,
  type StartCheckoutMutation,
} from '@/gql/graphql.ts';
import { errorMessageOf } from '@/lib/apollo.ts';
import { usePreloadPage } from '@/lib/preload.ts';
import { rememberReturnPath, useUserLog } from '@/lib/session.ts';
import { preloadToasts, toastError, toastSuccess, toastWarning } from '@/lib/toast.ts';
import { confirmPayment, isPaidStatus } from '../confirm-payment.ts';
import { clearPaymentStatus, storePaymentStatus } from '../payment-status.ts';
import type { RazorpayCheckout, RazorpaySuccess } from '../razorpay.ts';
import type { EnsureCheckoutScript } from './use-checkout-script.ts';

/** idle -> starting (preparing the order) -> open (checkout shown) -> confirming (recording). */
export type PurchasePhase = 'idle' | 'starting' | 'open' | 'confirming';

/**
 * What the confirmation dialog shows: nothing while the first try is under way, "confirming"
 * while the page asks again, "pending" once it has stopped asking (the course comes shortly).
 */
export type ConfirmationView = 'hidden' | 'confirming' | 'pending';

type Checkout = StartCheckoutMutation['startCheckout'];

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

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

/**
 * The purchase flow of SPEC.md §4: a visitor is sent to sign in (and brought back here);
 * a signed-in student gets a checkout prepared by the gateway (which prices it), and the
 * payment it returns is recorded before the success page. A payment the page cannot
 * confirm at once (the network, an outage) is confirmed in a dialog that keeps asking and
 * ends on the success page or with "shortly"; only a failed or refused payment ends on the
 * failure page. Closing the checkout leaves the student here.
 */
export function usePurchase(courseId: string, ensureScript: EnsureCheckoutScript) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userLog = useUserLog();
  const [phase, setPhase] = useState<PurchasePhase>('idle');
  const [confirmation, setConfirmation] = useState<ConfirmationView>('hidden');
  const [startCheckout] = useMutation(StartCheckoutDocument);
  const [recordPayment] = useMutation(RecordPaymentDocument);
  const client = useApolloClient();
  const openCheckout = useRef<RazorpayCheckout | null>(null);
  const left = useRef(new AbortController());
  // A visitor who presses Purchase Now goes to sign in, with a warning: both show at once.
  usePreloadPage(paths.signIn, userLog === null, preloadToasts);

  // Leaving the page closes an open checkout (where it allows) and stops confirming; the
  // gateway records a captured payment on its own.
  useEffect(() => {
    const leaving = new AbortController();
    left.current = leaving;
    return () => {
      leaving.abort();
      openCheckout.current?.close?.();
      openCheckout.current = null;
    };
  }, []);

  const confirm = useCallback(
    async (checkout: Checkout, response: RazorpaySuccess, paymentId: string) => {
      setPhase('confirming');
      const signal = left.current.signal;
      const outcome = await confirmPayment({
        record: () =>
          recordPayment({
            variables: {
              input: {
                courseId: checkout.courseId,
                paymentId,
                orderId: response.razorpay_order_id ?? checkout.orderId,
                signature: response.razorpay_signature ?? null,
              },
            },
          }),
        isOwned: async () => {
          const { data } = await client.query({
            query: CourseOwnershipDocument,
            variables: { courseId: checkout.courseId },
            fetchPolicy: 'network-only',
          });
          return isPaidStatus(data?.orderByCourse?.status);
        },
        onRetrying: () => setConfirmation('confirming'),
        pause: (ms) => pauseUnlessLeft(ms, signal),
      });
      if (signal.aborted) return;
      switch (outcome.kind) {
        case 'recorded':
          storePaymentStatus('success');
          setConfirmation('hidden');
          toastSuccess(text.paid, { short: true });
          void navigate(paths.paymentSuccess);
          return;
        case 'refused':
          storePaymentStatus('failed');
          setConfirmation('hidden');
          toastError(errorMessageOf(outcome.error), { short: true });
          void navigate(paths.paymentFailed);
          return;
        case 'signed-out':
          // The session link has sent the student to sign in; the payment is recorded meanwhile.
          setConfirmation('hidden');
          setPhase('idle');
          toastWarning(text.signInToSee);
          return;
        case 'pending':
          setConfirmation('pending');
          setPhase('idle');
      }
    },
    [client, navigate, recordPayment],
  );

  const dismissConfirmation = useCallback(() => setConfirmation('hidden'), []);

  const purchase = useCallback(async () => {
    if (!userLog) {
      rememberReturnPath(pathname + search);
      void navigate(paths.signIn);
      toastWarning(text.signInFirst, { short: true });
      return;
    }

    setPhase('starting');
    let checkout: Checkout;
    try {
      const { data } = await startCheckout({ variables: { courseId } });
      if (!data) throw new Error('The checkout answer was empty.');
      checkout = data.startCheckout;
    } catch (error) {
      setPhase('idle');
      // The session expired: the Apollo link has already sent the student to sign in.
      if (isUnauthenticated(error)) toastWarning(text.signInFirst, { short: true });
      else toastError(errorMessageOf(error), { short: true });
      return;
    }

    const ready = await ensureScript(checkout.scriptUrl);
    const Razorpay = window.Razorpay;
    if (!ready || !Razorpay) {
      setPhase('idle');
      toastError(text.somethingWentWrong, { short: true });
      return;
    }

    // One outcome per checkout: whichever of handler, failure or dismissal comes first.
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      storePaymentStatus('failed');
      void navigate(paths.paymentFailed);
    };

    const instance = new Razorpay({
      key: checkout.key,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      order_id: checkout.orderId ?? undefined,
      prefill: checkout.prefill,
      theme: { color: checkout.themeColor },
      handler: (response) => {
        const paymentId = response.razorpay_payment_id;
        if (!paymentId) {
          fail();
          return;
        }
        if (settled) return;
        settled = true;
        openCheckout.current = null;
        void confirm(checkout, response, paymentId);
      },
      modal: {
        ondismiss: () => {
          if (settled) return;
          openCheckout.current = null;
          clearPaymentStatus();
          setPhase('idle');
        },
      },
    });
    instance.on('payment.failed', fail);
    openCheckout.current = instance;
    storePaymentStatus('pending');
    setPhase('open');
    instance.open();
  }, [confirm, courseId, ensureScript, navigate, pathname, search, startCheckout, userLog]);

  return { phase, purchase, confirmation, dismissConfirmation };
}
