import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { signInSchema, type SignInValues } from '@common/validation.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { paths } from '@/config/paths.ts';
import { signInText } from '@/content/auth.ts';
import { LoginDocument } from '@/gql/graphql.ts';
import { errorMessageOf } from '@/lib/apollo.ts';
import { setUserLog } from '@/lib/session.ts';
import { toastError, toastSuccess, usePreloadToasts } from '@/lib/toast.ts';
import { useLeaveSignInWhenSignedIn } from '../use-leave-sign-in.ts';
import { AuthFrame } from './auth-frame.tsx';

/**
 * Sign In (SPEC.md §2, §4): on success the login record is stored and the user is welcomed,
 * then sent to the remembered return path or Home. A wrong login shows the server's message.
 */
export function SignInForm() {
  const signedIn = useLeaveSignInWhenSignedIn();
  const [login, { loading }] = useMutation(LoginDocument);
  usePreloadToasts();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    // No defaultValues: each field's value is adopted as it registers, so what a visitor
    // typed before the page was hydrated is kept (the fields are rendered empty).
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { data } = await login({ variables: { input } });
      const customer = data?.login.customer;
      if (!customer) throw new Error('No customer in the answer.');
      setUserLog({ c_id: customer.id, name: customer.name });
      toastSuccess(signInText.welcome(customer.name));
    } catch (error) {
      toastError(errorMessageOf(error));
    }
  });

  // Signed in already: the hook is on its way elsewhere.
  if (signedIn) return null;

  return (
    <AuthFrame
      heading={signInText.heading}
      intro={signInText.intro}
      footer={
        <>
          {signInText.noAccount}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.signUp}>{signInText.signUpLink}</RouterLink>
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="5">
          <FormField label={signInText.usernameLabel} error={errors.username?.message} required>
            <Input
              type="email"
              autoComplete="username"
              placeholder={signInText.usernamePlaceholder}
              size="lg"
              {...register('username', { onChange: () => clearErrors('username') })}
            />
          </FormField>
          <FormField label={signInText.passwordLabel} error={errors.password?.message} required>
            <Input
              type="password"
              autoComplete="current-password"
              placeholder={signInText.passwordPlaceholder}
              size="lg"
              {...register('password', { onChange: () => clearErrors('password') })}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={loading}
            loadingText={signInText.submitting}
          >
            {signInText.submit}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
