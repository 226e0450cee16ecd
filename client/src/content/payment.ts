/** Text of the checkout and the payment result pages (SPEC.md §2 Payment pages, §4, §8). */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
export const checkoutContent = {
  purchaseNow: 'Purchase Now',
  starting: 'Opening checkout...',
  inProgress: 'Payment in progress...',
  confirming: 'Confirming payment...',
  paid: 'Thanks! Your payment has done successfully.',
  owned: 'You own this course.',
  goToClasses: 'Go to your classes',
  signInToSee: 'Your payment was received. Sign in again to find the course in My Courses.',
  expired: 'Your checkout timed out. Press Purchase Now to start again.',
} as const;

/** The dialog shown while a captured payment is being confirmed with the academy. */
export const paymentConfirmationContent = {
  title: 'Confirming your payment',
  confirming:
    'We have your payment and are confirming it with the academy. This usually takes a few seconds; please keep this page open.',
  delayedTitle: 'Your payment is safe',
  delayed:
    'We are still confirming it. The course will appear in My Courses shortly, with no need to pay again.',
  goToMyCourses: 'Go to My Courses',
  close: 'Close',
  refundedTitle: 'Your payment has been refunded',
} as const;

export const paymentSuccessContent = {
  heading: 'Your payment was successful',
  body: 'Your course is now in My Courses. Week 1 is open for you today, and a new week opens every seven days.',
  goToMyCourses: 'Go To My Courses',
} as const;

export const paymentFailedContent = {
  heading: 'Your payment failed',
  body: 'The payment could not be completed, so no course was added to your account.',
  refundNote:
    'If money was deducted from your account, the refund process will be initiated shortly and the amount will return to your original payment method.',
  browseCourses: 'Browse courses',
  contactUs: 'Contact us',
} as const;

/** The course page's coupon field, under Purchase Now. */
export const couponContent = {
  disclosure: 'Have a coupon code?',
  label: 'Coupon code',
  apply: 'Apply',
  applying: 'Checking...',
  remove: 'Remove code',
  listPrice: 'Price',
  discount: (code: string) => `Coupon ${code}`,
  toPay: 'You pay',
} as const;

/** This feature's text in each language (Hindi: ./hi/payment.ts). */
export const paymentCatalogue = defineCatalogue(
  'payment',
  {
    checkoutContent,
    paymentConfirmationContent,
    paymentSuccessContent,
    paymentFailedContent,
    couponContent,
  },
  () => import('./hi/payment.ts'),
);
