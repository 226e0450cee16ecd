import { useNavigate } from 'react-router-dom';
import { inputRules, type SignUpValues } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { paths } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { usePreloadToasts } from '@/lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { AuthFrame } from './auth-frame.tsx';

/**
 * Sign Up (SPEC.md §2, §5): the shared rules check every field on submit, each message
 * under its field until that field is edited; success goes to Sign In.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const { signUpText } = useText(authCatalogue);
  const register = useRegister();
  const form = useSchemaForm(inputRules[useLanguage()].signUp, signUpText.fields, 'signUp');
  usePreloadToasts();

  const signUp = async (values: SignUpValues) => {
    await register(values);
    void navigate(paths.signIn);
  };

  return (
    <AuthFrame text={signUpText} otherPath={paths.signIn} form={form} onSubmit={signUp}>
      <TextField kind="name" required size="lg" {...form.field('name')} />
      <TextField kind="tel" required size="lg" {...form.field('mobile')} />
      <TextField kind="email" required size="lg" {...form.field('email')} />
      <TextField kind="new-password" required size="lg" {...form.field('password')} />
    </AuthFrame>
  );
}
