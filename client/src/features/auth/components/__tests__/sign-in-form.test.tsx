// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gatewayError, heldAnswer, stubGateway } from '@/testing/gateway.ts';
import { expectAddress, findToast, renderAt } from '@/testing/render.tsx';
import { SignInForm } from '../sign-in-form.tsx';

const welcomed = {
  data: {
    login: {
      message: 'Login successful.',
      securityNotice: null,
      customer: { id: '7', name: 'Asha Verma' },
    },
  },
};

function fields() {
  return {
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('SignInForm', () => {
  it('asks for both fields, each message under its own field, and sends nothing', async () => {
    const sent = stubGateway({});
    renderAt('/sign-in', <SignInForm />);
    const { email, password, submit } = fields();

    await userEvent.click(submit);

    expect(await screen.findByText('Email is required.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('Email is required.'));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('Password is required.'));
    expect(sent).toEqual([]);

    // Typing in a field clears its own message only.
    await userEvent.type(email, 'a');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('Password is required.'));
  });

  it('opened to sign in first (Purchase Now before the app started): warns, keeps the way back, cleans the address', async () => {
    stubGateway({});
    renderAt('/sign-in?next=%2Fcourse-detail%2F2%2FForex&notice=sign-in-first', <SignInForm />);
    await findToast('Please! Sign in first.');
    await expectAddress('/sign-in');
    expect(window.sessionStorage.getItem('returnPath')).toBe('/course-detail/2/Forex');
  });

  it('never keeps a way back that leaves the site', async () => {
    stubGateway({});
    window.sessionStorage.removeItem('returnPath');
    renderAt('/sign-in?next=%2F%2Fevil.example%2Fx', <SignInForm />);
    await expectAddress('/sign-in');
    expect(window.sessionStorage.getItem('returnPath')).toBeNull();
  });

  it('shows the server message for a wrong password and stays', async () => {
    stubGateway({
      Login: () => gatewayError('PROVIDER_REJECTED', 'Invalid email or password.'),
    });
    renderAt('/sign-in', <SignInForm />);
    const { email, password, submit } = fields();
    await userEvent.type(email, 'asha@example.com');
    await userEvent.type(password, 'not-the-password');
    await userEvent.click(submit);

    await findToast('Invalid email or password.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expectAddress('/sign-in');
    expect(window.localStorage.getItem('userLog')).toBeNull();
  });

  it('says "Something went wrong!" when the gateway cannot be reached', async () => {
    stubGateway({ Login: () => 'network-error' });
    renderAt('/sign-in', <SignInForm />);
    const { email, password, submit } = fields();
    await userEvent.type(email, 'asha@example.com');
    await userEvent.type(password, 'trade-with-a-plan');
    await userEvent.click(submit);

    await findToast('Something went wrong!');
  });

  it('signs in: busy while sending, then welcomes the student by name and goes back', async () => {
    const login = heldAnswer(welcomed);
    const sent = stubGateway({ Login: () => login.answer });
    window.sessionStorage.setItem('returnPath', '/my-courses');
    renderAt('/sign-in', <SignInForm />);
    const { email, password, submit } = fields();
    await userEvent.type(email, '  asha@example.com ');
    await userEvent.type(password, 'trade-with-a-plan');
    await userEvent.click(submit);

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    login.release();

    await findToast('Welcome back! Asha Verma.');
    expect(sent).toEqual([
      {
        operationName: 'Login',
        variables: { input: { username: 'asha@example.com', password: 'trade-with-a-plan' } },
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem('userLog') ?? 'null')).toEqual({
      c_id: '7',
      name: 'Asha Verma',
    });
    await expectAddress('/my-courses');
  });

  it('after many failed attempts on the account, tells the student beside the welcome', async () => {
    const notice =
      'There were 20 failed attempts to sign in to your account since you last signed in. If they were not yours, change your password.';
    stubGateway({
      Login: () => ({
        data: { login: { ...welcomed.data.login, securityNotice: notice } },
      }),
    });
    renderAt('/sign-in', <SignInForm />);
    const { email, password, submit } = fields();
    await userEvent.type(email, 'asha@example.com');
    await userEvent.type(password, 'trade-with-a-plan');
    await userEvent.click(submit);

    await findToast('Welcome back! Asha Verma.');
    await findToast(notice);
    await expectAddress('/');
  });
});
