// @vitest-environment happy-dom
/**
 * "Have a coupon code?" on the course page: an applied code shows the price struck through,
 * the discount and what is left to pay, and the checkout is started with it; a refused code
 * is said next to the field, in the page's language, and can be removed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authCatalogue } from '@/content/auth.ts';
import { paymentCatalogue } from '@/content/payment.ts';
import { LanguageContext } from '@/lib/i18n/language.ts';
import { ServedFormContext, ServedFormHolder } from '@/components/ui/form/served-form.tsx';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { PurchaseButton } from '../purchase-button.tsx';

const COURSE_PATH = '/course-detail/1/Stock-Market-Foundations';
const neverReady = () => new Promise<boolean>(() => {});
const UNKNOWN = 'This coupon code does not exist. Check it, or remove it to pay the full price.';
const UNKNOWN_HI = 'यह कूपन कोड मौजूद नहीं है। इसे जाँचें, या पूरी क़ीमत देने के लिए इसे हटाएँ।';

beforeAll(async () => {
  await Promise.all([paymentCatalogue.load('hi'), authCatalogue.load('hi')]);
});

afterEach(() => {
  window.localStorage.clear();
});

const launch20 = {
  couponPrice: {
    __typename: 'CouponPrice',
    code: 'LAUNCH20',
    listPaise: 399900,
    discountPaise: 79980,
    amountPaise: 319920,
  },
};

describe('CouponField', () => {
  it('applies a code: the price struck through, the discount, what to pay; the checkout uses it', async () => {
    window.localStorage.setItem('userLog', JSON.stringify({ c_id: '7', name: 'Student' }));
    const sent = stubGateway({
      CourseOwnership: () => ({ data: { orderByCourse: null } }),
      CouponPrice: () => ({ data: launch20 }),
      StartCheckout: () => gatewayError('BAD_USER_INPUT', 'stop here', { courseId: 'stop here' }),
    });
    renderAt(
      COURSE_PATH,
      <PurchaseButton courseId="1" returnPath={COURSE_PATH} ensureScript={neverReady} />,
    );
    await userEvent.click(await screen.findByText('Have a coupon code?'));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'launch20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const price = await screen.findByTestId('coupon-price');
    expect(price).toHaveTextContent('Price: ₹3,999');
    expect(within(price).getByText('₹3,999').tagName).toBe('DEL');
    expect(price).toHaveTextContent('Coupon LAUNCH20: −₹799.80');
    expect(price).toHaveTextContent('You pay: ₹3,199.20');
    expect(sent.find((op) => op.operationName === 'CouponPrice')?.variables).toEqual({
      courseId: '1',
      code: 'launch20',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));
    await waitFor(() =>
      expect(sent.find((op) => op.operationName === 'StartCheckout')?.variables).toEqual({
        courseId: '1',
        coupon: 'LAUNCH20',
      }),
    );
  });

  it('says why a code is refused next to the field, and Remove code clears an applied one', async () => {
    let answer: 'refuse' | 'apply' = 'refuse';
    stubGateway({
      CouponPrice: () =>
        answer === 'refuse'
          ? gatewayError('BAD_USER_INPUT', UNKNOWN, { coupon: UNKNOWN })
          : { data: launch20 },
    });
    renderAt(
      COURSE_PATH,
      <PurchaseButton courseId="1" returnPath={COURSE_PATH} ensureScript={neverReady} />,
    );
    await userEvent.click(await screen.findByText('Have a coupon code?'));
    const field = screen.getByLabelText('Coupon code');
    await userEvent.type(field, 'NOPE{Enter}');
    expect(await screen.findByText(UNKNOWN)).toHaveAttribute('role', 'alert');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('coupon-price')).toBeNull();

    answer = 'apply';
    await userEvent.clear(field);
    await userEvent.type(field, 'LAUNCH20{Enter}');
    await screen.findByTestId('coupon-price');
    expect(screen.queryByText(UNKNOWN)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(screen.queryByTestId('coupon-price')).toBeNull();
    expect(field).toHaveValue('');
  });

  it('speaks Hindi on a Hindi page', async () => {
    stubGateway({
      CouponPrice: () => gatewayError('BAD_USER_INPUT', UNKNOWN_HI, { coupon: UNKNOWN_HI }),
    });
    renderAt(
      COURSE_PATH,
      <LanguageContext.Provider value="hi">
        <PurchaseButton courseId="1" returnPath={COURSE_PATH} ensureScript={neverReady} />
      </LanguageContext.Provider>,
    );
    await userEvent.click(await screen.findByText('क्या आपके पास कूपन कोड है?'));
    await userEvent.type(screen.getByLabelText('कूपन कोड'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'लागू करें' }));
    expect(await screen.findByText(UNKNOWN_HI)).toHaveAttribute('role', 'alert');
  });

  it('takes up the price a page served without the app carries, and checks out with its code', async () => {
    window.localStorage.setItem('userLog', JSON.stringify({ c_id: '7', name: 'Student' }));
    const sent = stubGateway({
      CourseOwnership: () => ({ data: { orderByCourse: null } }),
      StartCheckout: () => gatewayError('BAD_USER_INPUT', 'stop here', { courseId: 'stop here' }),
    });
    const served = new ServedFormHolder({
      form: 'applyCoupon',
      values: {
        coupon: 'LAUNCH20',
        code: 'LAUNCH20',
        listPaise: '399900',
        discountPaise: '79980',
        amountPaise: '319920',
      },
      errors: {},
    });
    renderAt(
      COURSE_PATH,
      <ServedFormContext value={served}>
        <PurchaseButton courseId="1" returnPath={COURSE_PATH} ensureScript={neverReady} />
      </ServedFormContext>,
    );
    const price = await screen.findByTestId('coupon-price');
    expect(price).toHaveTextContent('You pay: ₹3,199.20');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('LAUNCH20');
    expect(sent.some((op) => op.operationName === 'CouponPrice')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase Now' }));
    await waitFor(() =>
      expect(sent.find((op) => op.operationName === 'StartCheckout')?.variables).toEqual({
        courseId: '1',
        coupon: 'LAUNCH20',
      }),
    );
  });

  it("shows a served page's refusal next to the field, with what was typed", async () => {
    stubGateway({ CourseOwnership: () => ({ data: { orderByCourse: null } }) });
    const served = new ServedFormHolder({
      form: 'applyCoupon',
      values: { coupon: 'NOPE' },
      errors: { coupon: UNKNOWN },
    });
    renderAt(
      COURSE_PATH,
      <ServedFormContext value={served}>
        <PurchaseButton courseId="1" returnPath={COURSE_PATH} ensureScript={neverReady} />
      </ServedFormContext>,
    );
    expect(await screen.findByText(UNKNOWN)).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('NOPE');
    expect(screen.queryByTestId('coupon-price')).toBeNull();
  });
});
