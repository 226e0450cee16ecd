import { useNavigate, useSearchParams } from 'react-router-dom';
import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { paths } from '@/config/paths.ts';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { usePreloadToasts } from '@/lib/toast.ts';
import { useResetPassword } from '../api/recovery.ts';
import { AuthFrame } from './auth-frame.tsx';

/** Only the new password is typed; the token comes with the link, in the page's address. */
export const resetPasswordFields = (rules: (typeof inputRules)['en']) =>
  rules.resetPassword.pick(['newPassword']);

/**
 * Reset password (`/reset-password?token=`): the new password, under SPEC.md's rule; then
 * Sign In, with every other device signed out. A used, expired or unknown link says so.
 */
export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { resetPasswordText } = useText(recoveryCatalogue);
  const resetPassword = useResetPassword();
  const form = useSchemaForm(
    resetPasswordFields(inputRules[useLanguage()]),
    resetPasswordText.fields,
    'resetPassword',
  );
  usePreloadToasts();

  return (
    <AuthFrame
      text={resetPasswordText}
      otherPath={paths.forgotPassword}
      form={form}
      onSubmit={async ({ newPassword }) => {
        await resetPassword(params.get('token') ?? '', newPassword);
        void navigate(paths.signIn);
      }}
    >
      <TextField kind="new-password" required size="lg" {...form.field('newPassword')} />
    </AuthFrame>
  );
}
