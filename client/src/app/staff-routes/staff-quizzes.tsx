import { QuizzesPage } from '@/features/staff/components/quizzes-page.tsx';

export default function StaffQuizzesPage() {
  return <QuizzesPage />;
}
