import { SignUpForm } from '@/features/auth/components/sign-up-form.tsx';
import { signUpText } from '@/content/auth.ts';
import { usePageTitle } from '@/lib/page-title.ts';

export default function SignUpPage() {
  usePageTitle(signUpText.title, signUpText.description);
  return <SignUpForm />;
}
