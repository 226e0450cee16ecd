import { SignUpForm } from '@/features/auth/components/sign-up-form.tsx';

export default function SignUpPage() {
  return <SignUpForm />;
}
