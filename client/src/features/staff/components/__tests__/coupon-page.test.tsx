// @vitest-environment happy-dom
/**
 * /staff/coupons: an owner sees every coupon with its uses, makes one (each refusal under
 * its field, by keyboard alone), and the list shows it; anyone else is told why.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { renderAt } from '@/testing/render.tsx';
import { CouponPage } from '../coupon-page.tsx';

const courses = {
  courses: [
    { __typename: 'Course', id: '1', title: 'Stock Market Foundations' },
    { __typename: 'Course', id: '2', title: 'Forex Trading Essentials' },
  ],
};

const launch = {
  __typename: 'Coupon',
  code: 'LAUNCH20',
  percentOff: 20,
  amountOffPaise: null,
  maxUses: 100,
  validUntil: '2030-01-15T18:29:59.999Z',
  courseIds: [],
  uses: 3,
  reserved: 1,
  createdAt: '2026-11-20T06:30:00.000Z',
};

const flat = {
  ...launch,
  code: 'FLAT500',
  percentOff: null,
  amountOffPaise: 50050,
  maxUses: null,
  validUntil: null,
  courseIds: ['2'],
  uses: 0,
  reserved: 0,
};

describe('the coupons page', () => {
  it('lists coupons with their uses and makes a new one by keyboard', async () => {
    let listed: Record<string, unknown>[] = [launch];
    const sent = stubGateway({
      StaffCoupons: () => ({ data: { staffCoupons: listed } }),
      StaffCourseChoices: () => ({ data: courses }),
      CreateCoupon: (variables) => {
        const input = variables.input as { code: string };
        // The gateway takes the code in any case.
        if (input.code.toUpperCase() === 'LAUNCH20') {
          const said = 'A coupon with this code exists already. Choose another code.';
          return gatewayError('BAD_USER_INPUT', said, { code: said });
        }
        listed = [flat, launch];
        return { data: { createCoupon: flat } };
      },
    });
    renderAt('/staff/coupons', <CouponPage />);

    const table = await screen.findByRole('table', { name: 'All coupons' });
    const row = within(table).getByRole('row', { name: /LAUNCH20/ });
    expect(row).toHaveTextContent('20% off');
    expect(row).toHaveTextContent('3 of 100');
    expect(row).toHaveTextContent('Every course');

    // By keyboard: the code, the kind of discount, the amount, a course.
    await userEvent.click(screen.getByLabelText(/^Code/));
    await userEvent.keyboard('launch20');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText('A coupon with this code exists already. Choose another code.'),
    ).toBeVisible();

    const code = screen.getByLabelText(/^Code/);
    await userEvent.clear(code);
    await userEvent.type(code, 'FLAT500');
    await userEvent.click(screen.getByRole('radio', { name: 'Rupees off' }));
    await userEvent.type(screen.getByLabelText(/^How much/), '500.50');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Forex Trading Essentials' }),
    );
    await userEvent.keyboard('{Tab}{Enter}');

    const created = await within(table).findByRole('row', { name: /FLAT500/ });
    expect(created).toHaveTextContent('₹500.50 off');
    expect(created).toHaveTextContent('0 (no limit)');
    expect(created).toHaveTextContent('Forex Trading Essentials');
    expect(created).toHaveTextContent('No end');
    // The success toast, shown after the list: its container is mounted before the test ends.
    expect(await screen.findByText('Coupon FLAT500 created.')).toBeInTheDocument();
    expect(sent.filter((op) => op.operationName === 'CreateCoupon').at(-1)?.variables).toEqual({
      input: {
        code: 'FLAT500',
        percentOff: null,
        amountOffPaise: 50050,
        maxUses: null,
        validUntil: null,
        courseIds: ['2'],
      },
    });
  });

  it('tells an instructor coupons are an owner’s, with the way to sign in', async () => {
    stubGateway({
      StaffCoupons: () => gatewayError('FORBIDDEN', 'Only an owner of the academy can see this.'),
      StaffCourseChoices: () => ({ data: courses }),
    });
    renderAt('/staff/coupons', <CouponPage />);
    const said = await screen.findByText('Only an owner of the academy can see this.');
    const alert = said.closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the refusal is not an alert');
    expect(within(alert).getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute(
      'href',
      '/staff/sign-in',
    );
  });
});
