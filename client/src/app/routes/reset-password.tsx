import { ResetPasswordForm } from '@/features/auth/components/reset-password-form.tsx';

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
