import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';

export default function SignInPage() {
  return <SignInForm />;
}
