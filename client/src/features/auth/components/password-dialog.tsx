import { changePasswordSchema } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { passwordText } from '@/content/auth.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountDialog, type AccountDialogState } from './account-dialog.tsx';

/**
 * The Change Password dialog (SPEC.md §2, §5): the old password is required and the new
 * one must match its confirmation, else a warning and nothing is sent.
 */
export default function PasswordDialog({ open, onClose }: AccountDialogState) {
  const changePassword = useChangePassword();
  const form = useSchemaForm(changePasswordSchema, passwordText.fields);
  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      text={passwordText}
      form={form}
      onSubmit={changePassword}
      refusal="warning"
    >
      <TextField kind="current-password" {...form.field('oldPassword')} />
      <TextField kind="new-password" {...form.field('newPassword')} />
      <TextField kind="new-password" {...form.field('confirmPassword')} />
    </AccountDialog>
  );
}
