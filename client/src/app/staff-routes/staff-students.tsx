import { StudentsPage } from '@/features/staff/components/students-page.tsx';

export default function StaffStudentsPage() {
  return <StudentsPage />;
}
