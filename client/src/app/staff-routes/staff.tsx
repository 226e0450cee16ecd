import { StaffConsole } from '@/features/staff/components/staff-console.tsx';

export default function StaffPage() {
  return <StaffConsole />;
}
