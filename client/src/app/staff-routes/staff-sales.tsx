import { SalesPage } from '@/features/staff/components/sales-page.tsx';

export default function StaffSalesPage() {
  return <SalesPage />;
}
