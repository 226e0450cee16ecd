import { Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, signInFirstPath, viewClassesPath } from '@/config/paths.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import { CourseOwnershipDocument } from '@/gql/graphql.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { localizedPath, useLanguage } from '@/lib/i18n/language.ts';
import { isPagePrepared } from '@/lib/preload.ts';
import { getUserLog, useUserLog } from '@/lib/session.ts';
import { isPaidStatus } from '../confirm-payment.ts';
import type { EnsureCheckoutScript } from '../hooks/use-checkout-script.ts';
import { usePurchase, type PurchasePhase } from '../hooks/use-purchase.ts';
import { CouponField, useServedCoupon, type CouponState } from './coupon-field.tsx';
import { PaymentConfirmation } from './payment-confirmation.tsx';

const NO_COUPON: CouponState = { applied: null, refusal: null };

interface PurchaseButtonProps {
  courseId: string;
  /**
   * The course page's own address, for a visitor to come back to after signing in (the
   * served page is shared by every visitor, so never the address one of them typed).
   */
  returnPath: string;
  ensureScript: EnsureCheckoutScript;
}

/**
 * The signed-in student's paid order for the course, asked for in the browser: the page's
 * HTML is the same for everyone, so whether this visitor owns the course is learnt here.
 * The page is public: if the session has ended, it simply becomes a visitor's.
 */
function useOwnedOrder(courseId: string) {
  const userLog = useUserLog();
  const { data } = useQuery(CourseOwnershipDocument, {
    variables: { courseId },
    skip: !userLog,
    fetchPolicy: 'cache-and-network',
    context: { whenSignedOut: 'visitor' },
  });
  const order = userLog ? data?.orderByCourse : null;
  return order && isPaidStatus(order.status) ? order : null;
}

/**
 * Purchase Now: disabled, with progress text, while a checkout is being prepared or open,
 * or a payment confirmed. A student who owns the course gets the way to their classes instead.
 */
export function PurchaseButton({ courseId, returnPath, ensureScript }: PurchaseButtonProps) {
  const servedCoupon = useServedCoupon();
  const [couponState, setCouponState] = useState<CouponState>(
    () => servedCoupon?.state ?? NO_COUPON,
  );
  const coupon = useMemo(
    () => ({
      code: couponState.applied?.code ?? null,
      onRefused: (refusal: string) => setCouponState({ applied: null, refusal }),
    }),
    [couponState.applied],
  );
  const { phase, purchase, prepareSignIn, confirmation, refund, dismissConfirmation } = usePurchase(
    courseId,
    ensureScript,
    coupon,
  );
  const couponField = (
    <CouponField
      courseId={courseId}
      state={couponState}
      onChange={setCouponState}
      served={servedCoupon}
    />
  );
  const owned = useOwnedOrder(courseId);
  const language = useLanguage();
  const { checkoutContent: text } = useText(paymentCatalogue);
  const progress: Record<Exclude<PurchasePhase, 'idle'>, string> = {
    starting: text.starting,
    open: text.inProgress,
    confirming: text.confirming,
  };

  if (owned && phase === 'idle' && confirmation === 'hidden') {
    return (
      <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
        <Text fontWeight="semibold" color="green.700">
          {text.owned}
        </Text>
        <Button asChild colorPalette="brand" size="xl" minW="48">
          <RouterLink to={viewClassesPath(owned.course.id, owned.course.title)}>
            {text.goToClasses}
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  // Purchase Now is also a link to sign in (and back), so a visitor's press before the app
  // has started opens the rendered sign-in page at once; the start-up script holds it
  // instead when the browser has a login record (ssr/early-input.ts). Visitor or student,
  // it stays the same element: a press held from before hydration lands on it as React
  // learns who is signed in. A plain link, so it carries the page's language; the sign-in
  // page navigates with the router, so its `next` stays the router's path.
  if (phase === 'idle') {
    const press = (event: SyntheticEvent) => {
      // A visitor's press before the sign-in page is ready in the app: the link's own way,
      // to the page as the server rendered it (it says why and brings them back), is the
      // quicker on a phone than rendering it afresh (4x CPU: about 0.4 s against 0.9 s).
      if (!getUserLog() && !isPagePrepared(paths.signIn) && event.type === 'click') return;
      event.preventDefault();
      void purchase();
    };
    return (
      <>
        <Button asChild colorPalette="brand" size="xl" w={{ base: 'full', sm: 'auto' }} minW="48">
          <a
            href={localizedPath(signInFirstPath(returnPath), language)}
            role="button"
            data-signed-in-action=""
            onClick={press}
            onPointerEnter={prepareSignIn}
            onFocus={prepareSignIn}
            onKeyDown={(event) => {
              if (event.key === ' ') press(event);
            }}
          >
            {text.purchaseNow}
          </a>
        </Button>
        {couponField}
        <PaymentConfirmation view={confirmation} refund={refund} onClose={dismissConfirmation} />
      </>
    );
  }

  return (
    <>
      <Button
        colorPalette="brand"
        size="xl"
        w={{ base: 'full', sm: 'auto' }}
        minW="48"
        loading
        loadingText={progress[phase]}
      >
        {text.purchaseNow}
      </Button>
      {couponField}
      <PaymentConfirmation view={confirmation} refund={refund} onClose={dismissConfirmation} />
    </>
  );
}
