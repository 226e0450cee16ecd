import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';
import { signInText } from '@/content/auth.ts';
import { usePageTitle } from '@/lib/page-title.ts';

export default function SignInPage() {
  usePageTitle(signInText.title, signInText.description);
  return <SignInForm />;
}
