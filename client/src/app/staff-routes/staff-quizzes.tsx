import { QuizQuestion } from '@/features/classes/components/quiz-question.tsx';
import { StudentQuestionContext } from '@/features/staff/components/quiz-preview.tsx';
import { QuizzesPage } from '@/features/staff/components/quizzes-page.tsx';

/** The quizzes page, its preview drawing questions with the student's own component. */
export default function StaffQuizzesPage() {
  return (
    <StudentQuestionContext.Provider value={QuizQuestion}>
      <QuizzesPage />
    </StudentQuestionContext.Provider>
  );
}
