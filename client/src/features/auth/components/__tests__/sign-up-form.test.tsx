// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gatewayError, heldAnswer, stubGateway } from '@/testing/gateway.ts';
import { expectAddress, findToast, renderAt } from '@/testing/render.tsx';
import { SignUpForm } from '../sign-up-form.tsx';

const MESSAGES = {
  name: 'Name must be at least 5 characters.',
  mobile: 'Enter a valid phone number.',
  email: 'Enter a valid email address.',
  password: 'Password must be at least 8 characters.',
};

function fields() {
  return {
    name: screen.getByLabelText(/^Name/),
    mobile: screen.getByLabelText(/^Phone Number/),
    email: screen.getByLabelText(/^Email/),
    password: screen.getByLabelText(/^Password/),
    submit: screen.getByRole('button', { name: 'Sign Up' }),
  };
}

describe('SignUpForm', () => {
  it('shows each rule under its field, clears a message when its field is edited', async () => {
    const sent = stubGateway({});
    renderAt('/sign-up', <SignUpForm />);
    const { name, mobile, email, password, submit } = fields();

    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.name)).toBeVisible();
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage(MESSAGES.name));
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage(MESSAGES.mobile));
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage(MESSAGES.email));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage(MESSAGES.password));

    await userEvent.type(name, 'A');
    expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage(MESSAGES.mobile));

    // One character after trimming, 9 and 13 digits, no domain ending, 7 characters.
    await userEvent.type(mobile, '123456789');
    await userEvent.type(email, 'student@example');
    await userEvent.type(password, 'seven77');
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.name)).toBeVisible();
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage(MESSAGES.mobile));
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage(MESSAGES.email));
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage(MESSAGES.password));
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '1234567890123');
    await userEvent.click(submit);
    expect(await screen.findByText(MESSAGES.mobile)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the bounds trimmed, says the account is made and goes to Sign In', async () => {
    const created = heldAnswer({ data: { register: { ok: true, message: 'Registered.' } } });
    const sent = stubGateway({ Register: () => created.answer });
    renderAt('/sign-up', <SignUpForm />);
    const { name, mobile, email, password, submit } = fields();
    await userEvent.type(name, '  Al  ');
    await userEvent.type(mobile, '987654321012');
    await userEvent.type(email, ' al@example.com ');
    await userEvent.type(password, 'eight888');
    await userEvent.click(submit);

    expect(await screen.findByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    created.release();
    await findToast('Account has been created!');
    await expectAddress('/sign-in');
    expect(sent).toEqual([
      {
        operationName: 'Register',
        variables: {
          input: {
            name: 'Al',
            mobile: '987654321012',
            email: 'al@example.com',
            password: 'eight888',
          },
        },
      },
    ]);
  });

  it("puts the gateway's field messages under the fields and shows its refusal", async () => {
    stubGateway({
      Register: () =>
        gatewayError('PROVIDER_REJECTED', 'An account with this email already exists.'),
    });
    renderAt('/sign-up', <SignUpForm />);
    const { name, mobile, email, password, submit } = fields();
    await userEvent.type(name, 'Asha Verma');
    await userEvent.type(mobile, '9876543210');
    await userEvent.type(email, 'asha@example.com');
    await userEvent.type(password, 'trade-with-a-plan');
    await userEvent.click(submit);
    await findToast('An account with this email already exists.');
    await expectAddress('/sign-up');

    stubGateway({
      Register: () =>
        gatewayError('BAD_USER_INPUT', 'Enter a valid phone number.', {
          mobile: 'Enter a valid phone number.',
        }),
    });
    await userEvent.click(submit);
    await findToast('Enter a valid phone number.');
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Enter a valid phone number.'));
    expect(email).not.toHaveAttribute('aria-invalid');
    // What was typed stays.
    expect(name).toHaveValue('Asha Verma');
  });
});
