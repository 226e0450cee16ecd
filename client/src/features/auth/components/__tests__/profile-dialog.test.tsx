// @vitest-environment happy-dom
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { expectAddress, findToast, renderAt, signedInAs } from '@/testing/render.tsx';
import { skipMotion } from '@/testing/motion.ts';
import ProfileDialog from '../profile-dialog.tsx';
import { ASHA } from './profile-fixtures.ts';

const saved = (input: Record<string, unknown>) => ({
  data: { updateProfile: { id: '7', ...input } },
});

async function openDialog(onClose = vi.fn()) {
  signedInAs('Asha Verma', '7');
  renderAt('/privacy-policy', <ProfileDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Profile' });
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  return {
    dialog,
    name: field(/^Name/),
    email: field(/^Email/),
    mobile: field(/^Mobile/),
    submit: within(dialog).getByRole('button', { name: 'Submit' }),
    onClose,
  };
}

describe('ProfileDialog', () => {
  skipMotion();

  it('opens with the profile fetched fresh and saves the changes', async () => {
    const sent = stubGateway({
      Profile: () => ({ data: { me: ASHA } }),
      UpdateProfile: ({ input }) => saved(input as Record<string, unknown>),
    });
    const { name, email, mobile, submit, onClose } = await openDialog();
    await vi.waitFor(() => expect(name).toHaveValue('Asha Verma'));
    expect(email).toHaveValue('asha@example.com');
    expect(mobile).toHaveValue('9876543210');

    await userEvent.clear(name);
    await userEvent.type(name, ' Asha V ');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9000000001');
    await userEvent.click(submit);

    await findToast('Profile updated successfully!');
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent.at(-1)).toEqual({
      operationName: 'UpdateProfile',
      variables: { input: { name: 'Asha V', email: 'asha@example.com', mobile: '9000000001' } },
    });
    // The navbar's name comes from the login record, which takes the new one.
    expect(JSON.parse(window.localStorage.getItem('userLog') ?? 'null')).toEqual({
      c_id: '7',
      name: 'Asha V',
    });
  });

  it('requires a name and a valid e-mail, and shows the gateway’s own field messages', async () => {
    const sent = stubGateway({
      Profile: () => ({ data: { me: ASHA } }),
      UpdateProfile: () =>
        gatewayError('BAD_USER_INPUT', 'Enter a valid phone number.', {
          mobile: 'Enter a valid phone number.',
        }),
    });
    const { name, email, mobile, submit, onClose } = await openDialog();
    await vi.waitFor(() => expect(name).toHaveValue('Asha Verma'));

    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@');
    await userEvent.click(submit);
    expect(await screen.findByText('Name is required.')).toBeVisible();
    await waitFor(() => expect(name).toHaveAccessibleErrorMessage('Name is required.'));
    await waitFor(() => expect(email).toHaveAccessibleErrorMessage('Enter a valid email address.'));
    expect(sent.map((operation) => operation.operationName)).toEqual(['Profile']);

    await userEvent.type(name, 'Asha');
    await userEvent.clear(email);
    await userEvent.type(email, 'asha@example.com');
    await userEvent.click(submit);
    await findToast('Enter a valid phone number.');
    await waitFor(() => expect(mobile).toHaveAccessibleErrorMessage('Enter a valid phone number.'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('moves the reminders switch at once, back when saving fails, and confirms with a toast', async () => {
    let answer: (refused: boolean) => void = () => undefined;
    const sent = stubGateway({
      Profile: () => ({ data: { me: ASHA } }),
      SetRemindersEnabled: ({ enabled }) =>
        new Promise((resolve) => {
          answer = (refused) =>
            resolve(
              refused
                ? 'network-error'
                : {
                    data: {
                      setRemindersEnabled: {
                        __typename: 'Customer',
                        id: '7',
                        remindersEnabled: enabled,
                      },
                    },
                  },
            );
        }),
    });
    const { dialog, onClose } = await openDialog();
    const toggle = await within(dialog).findByRole('switch', {
      name: 'E-mail me when a new week of my course opens',
    });
    expect(toggle).toHaveAccessibleDescription('Receipts and sign-in e-mails are always sent.');
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    // Off at once, before the gateway answers; the answer fails: on again, and a toast says so.
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    answer(true);
    await findToast('Something went wrong!');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    answer(false);
    await findToast('Unlock reminders are off.');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(sent.at(-1)).toEqual({
      operationName: 'SetRemindersEnabled',
      variables: { enabled: false },
    });
    // Saved on its own: the dialog stays open and the profile form is not sent.
    expect(onClose).not.toHaveBeenCalled();
    expect(sent.map((operation) => operation.operationName)).not.toContain('UpdateProfile');
  });

  it('says "Something went wrong!" when the profile cannot be fetched', async () => {
    stubGateway({ Profile: () => 'network-error' });
    const { name } = await openDialog();
    await findToast('Something went wrong!');
    expect(name).toHaveValue('');
  });

  it('sends a student whose session has ended to sign in, and back here afterwards', async () => {
    stubGateway({ Profile: () => ({ data: { me: null } }) });
    await openDialog();
    await findToast('Please! Sign in first.');
    await expectAddress('/sign-in');
    expect(window.localStorage.getItem('userLog')).toBeNull();
    expect(window.sessionStorage.getItem('returnPath')).toBe('/privacy-policy');
  });
});
