import { StaffRefunds } from '@/features/staff/components/staff-refunds.tsx';

export default function StaffRefundsPage() {
  return <StaffRefunds />;
}
