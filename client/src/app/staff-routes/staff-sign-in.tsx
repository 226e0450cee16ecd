import { StaffSignInForm } from '@/features/staff/components/staff-sign-in-form.tsx';

export default function StaffSignInPage() {
  return <StaffSignInForm />;
}
