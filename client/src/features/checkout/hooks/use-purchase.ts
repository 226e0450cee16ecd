import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import type { StartCheckoutMutation } from '@/gql/graphql.ts';
import { fieldErrorsOf } from '@/lib/apollo.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { preloadPage } from '@/lib/preload.ts';
import { getUserLog, rememberReturnPath } from '@/lib/session.ts';
import { preloadToasts, somethingWentWrong, toastError, toastWarning } from '@/lib/toast.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { clearPaymentStatus, storePaymentStatus } from '../payment-status.ts';
import type { RazorpayCheckout, RazorpaySuccess } from '../razorpay.ts';
import type { EnsureCheckoutScript } from './use-checkout-script.ts';

/** idle -> starting (preparing the order) -> open (checkout shown) -> confirming (recording). */
export type PurchasePhase = 'idle' | 'starting' | 'open' | 'confirming';

/**
 * What the confirmation dialog shows: nothing while the first try is under way, "confirming"
 * while the page asks again, "pending" once it has stopped asking (the course comes shortly),
 * "refunded" when the academy gave the payment back (its notice says why).
 */
export type ConfirmationView = 'hidden' | 'confirming' | 'pending' | 'refunded';

/** A refunded payment, as the student is told of it. */
export interface RefundNotice {
  message: string;
  /** The course is theirs already (the refund was of a second payment). */
  alreadyOwned: boolean;
}

type Checkout = StartCheckoutMutation['startCheckout'];

const NO_COUPON = { code: null, onRefused: () => undefined };

/** The course flow's toasts close after 2000 ms (SPEC.md §8). */
const SHORT = { short: true };

/** A dismissal this close to the checkout's timeout is the timeout's (timers run late). */
const EXPIRY_SLACK_MS = 1000;

/**
 * The purchase flow of SPEC.md §4: a visitor is sent to sign in (and brought back here);
 * a signed-in student gets a checkout prepared by the gateway (which prices it), and the
 * payment it returns is recorded before the success page. A payment the page cannot
 * confirm at once (the network, an outage) is confirmed in a dialog that keeps asking and
 * ends on the success page or with "shortly"; only a failed or refused payment ends on the
 * failure page. Closing the checkout leaves the student here.
 */
export function usePurchase(
  courseId: string,
  ensureScript: EnsureCheckoutScript,
  coupon: { code: string | null; onRefused: (message: string) => void } = NO_COUPON,
) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { sessionText } = useText(authCatalogue);
  const { checkoutContent: text } = useText(paymentCatalogue);
  const [phase, setPhase] = useState<PurchasePhase>('idle');
  const [confirmation, setConfirmation] = useState<ConfirmationView>('hidden');
  const [refund, setRefund] = useState<RefundNotice | null>(null);
  const startCheckout = useStartCheckout();
  const recordPayment = useRecordPayment();
  const openCheckout = useRef<RazorpayCheckout | null>(null);
  const left = useRef(new AbortController());
  // A visitor who presses Purchase Now goes to sign in, with a warning. Both are got ready
  // when the visitor reaches for the button (a pointer or finger on it, or the focus), not
  // as the page starts: a visitor who only reads the page never pays for them, and a press
  // that comes before they are ready follows the link to the page as the server rendered it.
  const prepareSignIn = useCallback(() => {
    if (getUserLog() !== null) return;
    preloadPage(paths.signIn);
    preloadToasts();
  }, []);

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
      const outcome = await recordPayment(
        {
          courseId: checkout.courseId,
          paymentId,
          orderId: response.razorpay_order_id ?? checkout.orderId,
          signature: response.razorpay_signature ?? null,
        },
        { onRetrying: () => setConfirmation('confirming'), signal },
      );
      if (signal.aborted) return;
      switch (outcome.kind) {
        case 'recorded':
          storePaymentStatus('success');
          setConfirmation('hidden');
          void navigate(paths.paymentSuccess);
          return;
        case 'refused':
          storePaymentStatus('failed');
          setConfirmation('hidden');
          void navigate(paths.paymentFailed);
          return;
        case 'refunded':
          // Said in a dialog over the course page, where starting again is one press away.
          clearPaymentStatus();
          setRefund({ message: outcome.message, alreadyOwned: outcome.alreadyOwned });
          setConfirmation('refunded');
          setPhase('idle');
          return;
        case 'signed-out':
          // The session link has sent the student to sign in, saying the payment is safe.
          setConfirmation('hidden');
          setPhase('idle');
          return;
        case 'pending':
          setConfirmation('pending');
          setPhase('idle');
      }
    },
    [navigate, recordPayment],
  );

  const dismissConfirmation = useCallback(() => {
    setConfirmation('hidden');
    setRefund(null);
  }, []);

  const purchase = useCallback(async () => {
    // Asked of the store, not of the last render: a page hydrates as it was served (to a
    // visitor), and a press that makes React hydrate the button at once reaches it before
    // the render that knows the student is signed in.
    if (!getUserLog()) {
      rememberReturnPath(pathname + search);
      void navigate(paths.signIn);
      toastWarning(sessionText.signInFirst, { ...SHORT, withNextPage: true });
      return;
    }

    setPhase('starting');
    let checkout: Checkout;
    try {
      checkout = await startCheckout(courseId, coupon.code);
    } catch (error) {
      // Shown already (or, for an ended session, the student is on the way to sign in); a
      // refused coupon is said by its field too, where the student can remove it.
      const refusal = fieldErrorsOf(error).coupon;
      if (refusal !== undefined) coupon.onRefused(refusal);
      setPhase('idle');
      return;
    }

    const ready = await ensureScript(checkout.scriptUrl);
    const Razorpay = window.Razorpay;
    if (!ready || !Razorpay) {
      setPhase('idle');
      toastError(somethingWentWrong(), SHORT);
      return;
    }

    // One outcome per checkout: whichever of handler, failure or dismissal comes first.
    let settled = false;
    // The checkout closes by itself when its quote's time runs out.
    const expiresAt = Date.now() + checkout.timeout * 1000;
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
      timeout: checkout.timeout,
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
          if (Date.now() >= expiresAt - EXPIRY_SLACK_MS) toastWarning(text.expired, SHORT);
        },
      },
    });
    instance.on('payment.failed', fail);
    openCheckout.current = instance;
    storePaymentStatus('pending');
    setPhase('open');
    instance.open();
  }, [
    confirm,
    coupon,
    courseId,
    ensureScript,
    navigate,
    pathname,
    search,
    startCheckout,
    sessionText,
    text,
  ]);

  return { phase, purchase, prepareSignIn, confirmation, refund, dismissConfirmation };
}
