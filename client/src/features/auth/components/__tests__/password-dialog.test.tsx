// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { findToast, renderAt, signedInAs } from '@/testing/render.tsx';
import { skipMotion } from '@/testing/motion.ts';
import PasswordDialog from '../password-dialog.tsx';

async function openDialog() {
  const onClose = vi.fn();
  signedInAs('Asha Verma', '7');
  renderAt('/privacy-policy', <PasswordDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return {
    oldPassword: field('Old Password'),
    newPassword: field('New Password'),
    confirmPassword: field('Confirm Password'),
    submit: within(dialog).getByRole('button', { name: 'Submit' }),
    onClose,
  };
}

describe('PasswordDialog', () => {
  skipMotion();

  it('warns, and sends nothing, when the confirmation differs or the old password is missing', async () => {
    const sent = stubGateway({});
    const { oldPassword, newPassword, confirmPassword, submit, onClose } = await openDialog();
    await userEvent.type(oldPassword, 'trade-with-a-plan');
    await userEvent.type(newPassword, 'new-password-1');
    await userEvent.type(confirmPassword, 'new-password-2');
    await userEvent.click(submit);

    const warning = await findToast('Please check the entered credential!');
    expect(warning).toHaveClass('Toastify__toast--warning');
    // The warning says it all: no field is marked.
    for (const field of [oldPassword, newPassword, confirmPassword]) {
      expect(field).not.toHaveAttribute('aria-invalid');
    }

    await userEvent.clear(oldPassword);
    await userEvent.clear(confirmPassword);
    await userEvent.type(confirmPassword, 'new-password-1');
    await userEvent.click(submit);
    await vi.waitFor(() =>
      expect(screen.getAllByText('Please check the entered credential!')).toHaveLength(2),
    );
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server message for a wrong old password and stays open', async () => {
    stubGateway({
      ChangePassword: () => gatewayError('PROVIDER_REJECTED', 'Old password is incorrect.'),
    });
    const { oldPassword, newPassword, confirmPassword, submit, onClose } = await openDialog();
    await userEvent.type(oldPassword, 'not-my-password');
    await userEvent.type(newPassword, 'a-new-password');
    await userEvent.type(confirmPassword, 'a-new-password');
    await userEvent.click(submit);

    await findToast('Old password is incorrect.');
    expect(onClose).not.toHaveBeenCalled();
    expect(oldPassword).toHaveValue('not-my-password');
  });

  it('changes the password, says so, closes and empties the form', async () => {
    const sent = stubGateway({
      ChangePassword: () => ({ data: { changePassword: { ok: true, message: 'Changed.' } } }),
    });
    const { oldPassword, newPassword, confirmPassword, submit, onClose } = await openDialog();
    await userEvent.type(oldPassword, 'trade-with-a-plan');
    await userEvent.type(newPassword, 'a-new-password');
    await userEvent.type(confirmPassword, 'a-new-password');
    await userEvent.click(submit);

    await findToast('Password Changed successfully!');
    expect(onClose).toHaveBeenCalledOnce();
    expect(sent).toEqual([
      {
        operationName: 'ChangePassword',
        variables: {
          input: {
            oldPassword: 'trade-with-a-plan',
            newPassword: 'a-new-password',
            confirmPassword: 'a-new-password',
          },
        },
      },
    ]);
    expect(oldPassword).toHaveValue('');
    expect(newPassword).toHaveValue('');
    expect(confirmPassword).toHaveValue('');
  });
});
