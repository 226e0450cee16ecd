import { Link } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { inputRules, type SignInValues } from '@common/validation.ts';
import { TextField } from '@/components/ui/form/fields.tsx';
import { useSchemaForm } from '@/components/ui/form/form.tsx';
import { paths } from '@/config/paths.ts';
import { authCatalogue } from '@/content/auth.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { offersSignInCode } from '@/lib/apollo.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { usePreloadToasts } from '@/lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { useLeaveSignInWhenSignedIn } from '../hooks/use-leave-sign-in.ts';
import { useSignInRequest } from '../hooks/use-sign-in-request.ts';
import { AuthFrame } from './auth-frame.tsx';
import { CodeSignIn } from './code-sign-in.tsx';

/**
 * Sign In (SPEC.md §2, §4): on success the login record is stored and the user is welcomed,
 * then sent to the remembered return path or Home. A wrong login shows the server's message.
 * Below it, "Forgot password?" and a code by e-mail instead, which opens by itself when the
 * gateway refuses the password because the account is held.
 */
export function SignInForm() {
  useSignInRequest();
  const signedIn = useLeaveSignInWhenSignedIn();
  const { signInText } = useText(authCatalogue);
  const login = useLogin();
  const form = useSchemaForm(inputRules[useLanguage()].signIn, signInText.fields, 'signIn');
  const [heldEmail, setHeldEmail] = useState<string | null>(null);
  usePreloadToasts();

  const signIn = async (values: SignInValues) => {
    try {
      await login(values);
    } catch (error) {
      if (offersSignInCode(error)) setHeldEmail(values.username);
      throw error;
    }
  };

  // Signed in already: the hook is on its way elsewhere.
  if (signedIn) return null;

  return (
    <AuthFrame
      text={signInText}
      otherPath={paths.signUp}
      form={form}
      onSubmit={signIn}
      after={<CodeSignIn heldEmail={heldEmail} />}
    >
      <TextField kind="username" required size="lg" {...form.field('username')} />
      <TextField kind="current-password" required size="lg" {...form.field('password')} />
      <Link asChild alignSelf="flex-end" color="brand.fg" fontWeight="semibold">
        <RouterLink to={paths.forgotPassword}>{signInText.forgot}</RouterLink>
      </Link>
    </AuthFrame>
  );
}
