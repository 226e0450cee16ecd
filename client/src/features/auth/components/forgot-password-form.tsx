import { inputRules } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { paths } from '@/config/paths.ts';
import { recoveryCatalogue } from '@/content/recovery.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { usePreloadToasts } from '@/lib/toast.ts';
import { useRequestPasswordReset } from '../api/recovery.ts';
import { AuthFrame } from './auth-frame.tsx';

/**
 * Forgot password: asks for the address and says a link is on its way if it has an account,
 * the same words whatever the address (the gateway does not tell either).
 */
export function ForgotPasswordForm() {
  const { forgotPasswordText } = useText(recoveryCatalogue);
  const requestReset = useRequestPasswordReset();
  const form = useSchemaForm(
    inputRules[useLanguage()].accountRequest,
    forgotPasswordText.fields,
    'forgotPassword',
  );
  usePreloadToasts();

  return (
    <AuthFrame
      text={forgotPasswordText}
      otherPath={paths.signIn}
      form={form}
      onSubmit={async ({ email }) => {
        await requestReset(email);
        form.clear();
      }}
    >
      <TextField kind="email" required size="lg" {...form.field('email')} />
    </AuthFrame>
  );
}
