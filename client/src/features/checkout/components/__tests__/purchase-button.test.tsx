// @vitest-environment happy-dom
/**
 * Purchase Now asks who is signed in when it is pressed, not what the last render knew: a
 * course page hydrates as it was served (to a visitor), and a press that makes React
 * hydrate the button at once can reach it before the render that knows the student.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { isPagePrepared, setPagePreloader } from '@/lib/preload.ts';
import { stubGateway } from '@/testing/gateway.ts';
import { expectAddress, renderAt } from '@/testing/render.tsx';
import { PurchaseButton } from '../purchase-button.tsx';

const COURSE_PATH = '/course-detail/2/Forex-Trading-Essentials';
/** The checkout script is not what is tested here: it never becomes ready. */
const neverReady = () => new Promise<boolean>(() => {});

type CheckoutOptions = ConstructorParameters<NonNullable<Window['Razorpay']>>[0];

afterEach(() => {
  delete window.Razorpay;
});

/** A checkout that is paid as soon as it opens; the options it was opened with. */
function payingCheckout(): CheckoutOptions[] {
  const opened: CheckoutOptions[] = [];
  window.Razorpay = class {
    constructor(private readonly options: CheckoutOptions) {
      opened.push(options);
    }
    open() {
      this.options.handler({
        razorpay_payment_id: 'pay_SecondTab001',
        razorpay_order_id: 'order_SecondTab01',
        razorpay_signature: 'ab'.repeat(32),
      });
    }
    on() {}
  };
  return opened;
}

const REFUNDED =
  'You already own this course, so this payment of ₹6,999 has been refunded. It reaches your account in 5-7 working days.';

describe('PurchaseButton', () => {
  // First: whether the sign-in page is ready is the visit's (the module's) state.
  it("a visitor's reach for the button gets the sign-in page ready; a press before it is follows the link, after it the app opens it", async () => {
    const sent = stubGateway({});
    // A browser that is idle at once: nothing is got ready merely because the page started.
    window.requestIdleCallback = (callback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 0;
    };
    window.cancelIdleCallback = () => undefined;
    const asked: string[] = [];
    let ready = () => {};
    setPagePreloader(
      (path) =>
        new Promise<void>((resolve) => {
          asked.push(path);
          ready = resolve;
        }),
    );
    renderAt(
      COURSE_PATH,
      <PurchaseButton courseId="2" returnPath={COURSE_PATH} ensureScript={neverReady} />,
    );
    const pressed: boolean[] = [];
    const seen = (event: Event) => pressed.push(event.defaultPrevented);
    document.addEventListener('click', seen);
    const button = await screen.findByRole('button', { name: 'Purchase Now' });
    try {
      expect(asked).toEqual([]);
      // Pressed while the page is still being got ready: the browser follows the link to
      // the page the server rendered.
      await userEvent.click(button);
      expect(asked).toEqual([paths.signIn]);
      expect(pressed).toEqual([false]);
      await expectAddress(COURSE_PATH);

      // Ready (loaded and rendered out of sight): the app opens it.
      ready();
      await waitFor(() => expect(isPagePrepared(paths.signIn)).toBe(true));
      await userEvent.click(button);
      expect(pressed).toEqual([false, true]);
      await expectAddress('/sign-in');
      expect(sent).toEqual([]);
    } finally {
      document.removeEventListener('click', seen);
    }
  });

  it("a student the page still renders as a visitor gets the student's checkout", async () => {
    const sent = stubGateway({
      StartCheckout: () => ({ errors: [] }),
    });
    renderAt(
      COURSE_PATH,
      <PurchaseButton courseId="2" returnPath={COURSE_PATH} ensureScript={neverReady} />,
    );
    const button = await screen.findByRole('button', { name: 'Purchase Now' });
    // Signed in, and the page not told yet (as in the moment after hydrating as served).
    window.localStorage.setItem('userLog', JSON.stringify({ c_id: '7', name: 'Student' }));

    await userEvent.click(button);
    await waitFor(() =>
      expect(sent.map((operation) => operation.operationName)).toContain('StartCheckout'),
    );
    await expectAddress(COURSE_PATH);
  });

  it("a visitor's Purchase Now is also a link to sign in and come back, for a press before the app starts", async () => {
    stubGateway({});
    renderAt(
      COURSE_PATH,
      <PurchaseButton courseId="2" returnPath={COURSE_PATH} ensureScript={neverReady} />,
    );
    const control = await screen.findByRole('button', { name: 'Purchase Now' });
    const target = new URL(control.getAttribute('href') ?? '', 'http://site.test');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('next')).toBe(COURSE_PATH);
    expect(target.searchParams.get('notice')).toBe('sign-in-first');
    expect(control).toHaveAttribute('data-signed-in-action');
    // Space presses it as a button.
    control.focus();
    await userEvent.keyboard(' ');
    await expectAddress('/sign-in');
  });

  it('a payment the academy refunded is said in a dialog; an owned course then shows as owned', async () => {
    window.localStorage.setItem('userLog', JSON.stringify({ c_id: '7', name: 'Student' }));
    const owned = {
      __typename: 'Order',
      id: '70',
      status: 'Success',
      course: { __typename: 'Course', id: '2', title: 'Forex Trading Essentials' },
    };
    stubGateway({
      CourseOwnership: () => ({ data: { orderByCourse: null } }),
      StartCheckout: () => ({
        data: {
          startCheckout: {
            key: 'rzp_test_academy0000001',
            amount: 699900,
            currency: 'INR',
            orderId: 'order_SecondTab01',
            name: 'Sharpline Trading Academy',
            description: 'Forex Trading Essentials',
            prefill: { name: 'Student', email: 'student@example.com', contact: '9876543210' },
            themeColor: '#D4A017',
            scriptUrl: 'http://provider.test/checkout.js',
            courseId: '2',
            timeout: 540,
          },
        },
      }),
      RecordPayment: () => ({
        data: {
          recordPayment: {
            message: REFUNDED,
            order: owned,
            refund: { reason: 'ALREADY_OWNED', amount: 699900 },
          },
        },
      }),
    });
    const opened = payingCheckout();
    renderAt(
      COURSE_PATH,
      <PurchaseButton
        courseId="2"
        returnPath={COURSE_PATH}
        ensureScript={() => Promise.resolve(true)}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Purchase Now' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your payment has been refunded',
    });
    expect(within(dialog).getByText(REFUNDED)).toBeVisible();
    // The checkout closes when the quote's time runs out.
    expect(opened.map((options) => options.timeout)).toEqual([540]);
    expect(within(dialog).getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute(
      'href',
      '/my-courses',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'Go to your classes' })).toBeVisible();
    await expectAddress(COURSE_PATH);
  });
});
