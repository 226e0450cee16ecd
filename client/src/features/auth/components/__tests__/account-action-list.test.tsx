// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { closeAccountModal, useAccountModal } from '../../hooks/account-modal.ts';
import { renderAt, signedInAs } from '@/testing/render.tsx';
import AccountActionList from '../account-action-list.tsx';

/** Which account dialog is open, as the layout would read it. */
function OpenDialog() {
  return <output aria-label="Open dialog">{useAccountModal()}</output>;
}

describe('AccountActionList', () => {
  it('offers the data as a plain link and opens the deletion dialog', async () => {
    const onAction = vi.fn();
    signedInAs('Asha Verma', '7');
    renderAt(
      '/my-courses',
      <>
        <AccountActionList name="Asha Verma" onAction={onAction} />
        <OpenDialog />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Asha Verma' });
    const download = within(group).getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/account/export');
    expect(download).toHaveAttribute('download');

    await userEvent.click(within(group).getByRole('button', { name: 'Delete my account' }));
    expect(onAction).toHaveBeenCalledOnce();
    // 3: the Delete my account dialog (hooks/account-modal.ts).
    expect(screen.getByRole('status', { name: 'Open dialog', hidden: true })).toHaveTextContent(
      '3',
    );
    closeAccountModal();
  });
});
