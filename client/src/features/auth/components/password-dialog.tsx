import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountDialog, type AccountDialogState } from './account-dialog.tsx';

/**
 * The Change Password dialog (SPEC.md §2, §5): the old password is required and the new
 * one must match its confirmation, else a warning and nothing is sent.
 */
export default function PasswordDialog({ open, onClose }: AccountDialogState) {
  const { passwordText } = useText(authCatalogue);
  const changePassword = useChangePassword();
  const form = useSchemaForm(inputRules[useLanguage()].changePassword, passwordText.fields);
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
