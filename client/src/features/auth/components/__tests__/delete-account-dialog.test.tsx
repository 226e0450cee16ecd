// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getUserLog } from '@/lib/session.ts';
import { gatewayError, stubGateway } from '@/testing/gateway.ts';
import { expectAddress, findToast, renderAt, signedInAs } from '@/testing/render.tsx';
import { skipMotion } from '@/testing/motion.ts';
import DeleteAccountDialog from '../delete-account-dialog.tsx';
import { ASHA } from './profile-fixtures.ts';

const WRONG = 'This is not your password. Nothing was deleted.';

async function openDialog() {
  const onClose = vi.fn();
  signedInAs('Asha Verma', '7');
  renderAt('/my-courses', <DeleteAccountDialog open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
  return {
    dialog,
    password: within(dialog).getByLabelText('Password'),
    submit: within(dialog).getByRole('button', { name: 'Delete my account' }),
    onClose,
  };
}

describe('DeleteAccountDialog', () => {
  skipMotion();

  it('says what is erased and that receipts are kept, before anything is sent', async () => {
    const sent = stubGateway({});
    const { dialog, submit } = await openDialog();
    expect(dialog).toHaveTextContent('Deleting your account cannot be undone.');
    expect(dialog).toHaveTextContent(
      'Your lesson progress, language choice, calendar link and sign-in records are erased.',
    );
    expect(dialog).toHaveTextContent(
      'Kept: your receipts (tax invoices), with the details printed on them, for as long as Indian tax law requires.',
    );
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Password is required.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under its field and keeps the student signed in', async () => {
    stubGateway({
      DeleteAccount: () => gatewayError('BAD_USER_INPUT', WRONG, { password: WRONG }),
    });
    const { dialog, password, submit, onClose } = await openDialog();
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(submit);
    await findToast(WRONG);
    expect(within(dialog).getByText(WRONG)).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
    expect(getUserLog()).toEqual({ c_id: '7', name: 'Asha Verma' });
  });

  it('deletes with the password, signs the student out and opens the home page with a toast', async () => {
    const sent = stubGateway({ DeleteAccount: () => ({ data: { deleteAccount: true } }) });
    const { password, submit } = await openDialog();
    await userEvent.type(password, 'trade-with-a-plan');
    await userEvent.click(submit);

    await findToast('Your account has been deleted.');
    expect(sent).toEqual([
      { operationName: 'DeleteAccount', variables: { password: 'trade-with-a-plan' } },
    ]);
    expect(getUserLog()).toBeNull();
    await expectAddress('/');
  });

  it('deletes with a code e-mailed to the account, for a student who does not know the password', async () => {
    const sent = stubGateway({
      Profile: () => ({ data: { me: ASHA } }),
      RequestSignInCode: () => ({ data: { requestSignInCode: true } }),
      DeleteAccount: () => ({ data: { deleteAccount: true } }),
    });
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'E-mail me a code instead' }));
    expect(
      await within(dialog).findByText(
        'We have e-mailed you a 6-digit code. Type it here to confirm.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    const code = within(dialog).getByLabelText('Code from the e-mail');
    await userEvent.type(code, '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('Enter the 6-digit code from the e-mail.'),
    ).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '482913');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await findToast('Your account has been deleted.');
    expect(sent.map((request) => [request.operationName, request.variables])).toEqual([
      ['Profile', {}],
      ['RequestSignInCode', { email: 'asha@example.com' }],
      ['DeleteAccount', { code: '482913' }],
    ]);
    await expectAddress('/');
  });
});
