import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { checkoutContent as text } from '@/content/payment.ts';
import {
  RecordPaymentDocument,
  StartCheckoutDocument,
  type StartCheckoutMutation,
} from '@/gql/graphql.ts';
import { errorMessageOf } from '@/lib/apollo.ts';
import { usePreloadPage } from '@/lib/preload.ts';
import { rememberReturnPath, useUserLog } from '@/lib/session.ts';
import { preloadToasts, toastError, toastSuccess, toastWarning } from '@/lib/toast.ts';
import { clearPaymentStatus, storePaymentStatus } from '../payment-status.ts';
import type { RazorpayCheckout, RazorpaySuccess } from '../razorpay.ts';
import type { EnsureCheckoutScript } from './use-checkout-script.ts';

/** idle -> starting (preparing the order) -> open (checkout shown) -> confirming (recording). */
export type PurchasePhase = 'idle' | 'starting' | 'open' | 'confirming';

type Checkout = StartCheckoutMutation['startCheckout'];

function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
  );
}

/**
 * The purchase flow of SPEC.md §4: a visitor is sent to sign in (and brought back here);
 * a signed-in student gets a checkout prepared by the gateway (which prices it), and the
 * payment it returns is recorded before the success page. A checkout without a payment
 * id, a failed payment or a payment that cannot be recorded ends on the failure page;
 * closing the checkout leaves the student here.
 */
export function usePurchase(courseId: string, ensureScript: EnsureCheckoutScript) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const userLog = useUserLog();
  const [phase, setPhase] = useState<PurchasePhase>('idle');
  const [startCheckout] = useMutation(StartCheckoutDocument);
  const [recordPayment] = useMutation(RecordPaymentDocument);
  const openCheckout = useRef<RazorpayCheckout | null>(null);
  // A visitor who presses Purchase Now goes to sign in, with a warning: both show at once.
  usePreloadPage(paths.signIn, userLog === null, preloadToasts);

  // Leaving the page while the checkout is open closes it, where the checkout allows.
  useEffect(
    () => () => {
      openCheckout.current?.close?.();
      openCheckout.current = null;
    },
    [],
  );

  const confirm = useCallback(
    async (checkout: Checkout, response: RazorpaySuccess, paymentId: string) => {
      setPhase('confirming');
      try {
        await recordPayment({
          variables: {
            input: {
              courseId: checkout.courseId,
              paymentId,
              orderId: response.razorpay_order_id ?? checkout.orderId,
              signature: response.razorpay_signature ?? null,
            },
          },
        });
        storePaymentStatus('success');
        toastSuccess(text.paid, { short: true });
        void navigate(paths.paymentSuccess);
      } catch (error) {
        storePaymentStatus('failed');
        toastError(errorMessageOf(error), { short: true });
        void navigate(paths.paymentFailed);
      }
    },
    [navigate, recordPayment],
  );

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

  return { phase, purchase };
}
