import { useMutation } from '@apollo/client/react';
import { Button, Input, Link, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { signUpSchema, type SignUpValues } from '@common/validation.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { paths } from '@/config/paths.ts';
import { signUpText } from '@/content/auth.ts';
import { RegisterDocument } from '@/gql/graphql.ts';
import { errorMessageOf, fieldErrorsOf } from '@/lib/apollo.ts';
import { toastError, toastSuccess, usePreloadToasts } from '@/lib/toast.ts';
import { AuthFrame } from './auth-frame.tsx';

const fieldNames = ['name', 'mobile', 'email', 'password'] as const;

/**
 * Sign Up (SPEC.md §2, §5): the shared rules check every field on submit, each message
 * under its field until that field is edited; success goes to Sign In.
 */
export function SignUpForm() {
  const navigate = useNavigate();
  const [registerAccount, { loading }] = useMutation(RegisterDocument);
  usePreloadToasts();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    // No defaultValues: each field's value is adopted as it registers, so what a visitor
    // typed before the page was hydrated is kept (the fields are rendered empty).
    mode: 'onSubmit',
    // Editing a field clears its message; the next submit checks everything again.
    reValidateMode: 'onSubmit',
  });

  const field = (name: (typeof fieldNames)[number]) =>
    register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await registerAccount({ variables: { input } });
      toastSuccess(signUpText.created);
      void navigate(paths.signIn);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      for (const name of fieldNames) {
        const message = fields[name];
        if (message) setError(name, { message });
      }
      toastError(errorMessageOf(error));
    }
  });

  return (
    <AuthFrame
      heading={signUpText.heading}
      intro={signUpText.intro}
      footer={
        <>
          {signUpText.haveAccount}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.signIn}>{signUpText.signInLink}</RouterLink>
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="5">
          <FormField label={signUpText.nameLabel} error={errors.name?.message} required>
            <Input
              autoComplete="name"
              placeholder={signUpText.namePlaceholder}
              size="lg"
              {...field('name')}
            />
          </FormField>
          <FormField label={signUpText.mobileLabel} error={errors.mobile?.message} required>
            <Input
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={signUpText.mobilePlaceholder}
              size="lg"
              {...field('mobile')}
            />
          </FormField>
          <FormField label={signUpText.emailLabel} error={errors.email?.message} required>
            <Input
              type="email"
              autoComplete="email"
              placeholder={signUpText.emailPlaceholder}
              size="lg"
              {...field('email')}
            />
          </FormField>
          <FormField label={signUpText.passwordLabel} error={errors.password?.message} required>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={signUpText.passwordPlaceholder}
              size="lg"
              {...field('password')}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={loading}
            loadingText={signUpText.submitting}
          >
            {signUpText.submit}
          </Button>
        </Stack>
      </form>
    </AuthFrame>
  );
}
