import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useState, type ComponentType, type FormEvent } from 'react';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import type { QuestionKind } from '@/gql/staff.ts';
import { choicesAreRight, numberIsRight } from '@common/quiz-marking.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { StaffQuizDetail, StaffQuizQuestion } from '../api/quiz-editor.ts';
import { StaffForm } from './staff-form.tsx';

/** An answer as the student's question component keeps it: options chosen, or typed text. */
type DraftAnswer = { optionIds: string[] } | { value: string };

/** The props of the student's question component (classes/components/quiz-question.tsx). */
interface StudentQuestionProps {
  question: {
    id: string;
    kind: QuestionKind;
    prompt: string;
    imageUrl: string | null;
    options: { id: string; text: string }[] | null;
  };
  index: number;
  total: number;
  answer: DraftAnswer | undefined;
  onChange: (answer: DraftAnswer) => void;
  error: string | null;
}

/**
 * The component a student's attempt draws each question with. Features do not import each
 * other, so the staff room's route (app/staff-routes/staff-quizzes.tsx) hands it over here,
 * and the preview shows exactly what a student sees.
 */
export const StudentQuestionContext = createContext<ComponentType<StudentQuestionProps> | null>(
  null,
);

/** A typed number as the student's view reads it: "1,500" is 1500; null when it is none. */
function numberOf(typed: string): number | null {
  const cleaned = typed.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * Whether an answer is right, as the gateway grades it: the exact set of right options (a
 * partly right multiple choice is wrong), or a number within the tolerance.
 */
function isRight(question: StaffQuizQuestion, answer: DraftAnswer | undefined): boolean {
  if (!answer) return false;
  if ('value' in answer) {
    const value = numberOf(answer.value);
    return (
      question.kind === 'NUMERIC' &&
      value !== null &&
      question.value !== null &&
      numberIsRight(value, question.value, question.tolerance ?? 0)
    );
  }
  const right = question.options.filter((option) => option.right).map((option) => option.id);
  return choicesAreRight(answer.optionIds, right);
}

/**
 * The quiz as a student's attempt shows it, with the student's own question component, and a
 * check done here in the browser: nothing is sent, saved or counted. The questions keep the
 * quiz's order (a student's attempt shuffles them).
 */
export function QuizPreview({ quiz }: { quiz: StaffQuizDetail }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const QuizQuestion = useContext(StudentQuestionContext);
  const [answers, setAnswers] = useState<Record<string, DraftAnswer>>({});
  const [checked, setChecked] = useState(false);
  const total = quiz.questions.length;
  const rightCount = quiz.questions.filter((question) =>
    isRight(question, answers[question.id]),
  ).length;

  if (!QuizQuestion) throw new Error('The quiz preview needs the student’s question component.');

  const onCheck = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
  };

  return (
    <Stack gap="4">
      <Stack direction="row" gap="3" alignItems="center">
        <Badge colorPalette="orange" size="lg">
          {text.previewBadge}
        </Badge>
        <Text color="fg.muted">{text.previewNote}</Text>
      </Stack>
      <StaffForm onSubmit={onCheck}>
        {quiz.questions.map((question, index) => {
          const right = isRight(question, answers[question.id]);
          return (
            <Box key={question.id}>
              <QuizQuestion
                question={{
                  id: question.id,
                  kind: question.kind,
                  prompt: question.prompt,
                  imageUrl: question.imageUrl,
                  options:
                    question.kind === 'NUMERIC'
                      ? null
                      : question.options.map((option) => ({ id: option.id, text: option.text })),
                }}
                index={index + 1}
                total={total}
                answer={answers[question.id]}
                onChange={(answer) => {
                  setAnswers((current) => ({ ...current, [question.id]: answer }));
                  setChecked(false);
                }}
                error={null}
              />
              {checked ? (
                <Text
                  mt="2"
                  fontWeight="semibold"
                  color={right ? 'green.700' : 'red.700'}
                  data-testid="preview-mark"
                >
                  {right ? text.right : text.wrong}
                </Text>
              ) : null}
            </Box>
          );
        })}
        <Box aria-live="polite">
          {checked ? (
            <Text fontWeight="semibold">{text.previewScore(rightCount, total)}</Text>
          ) : null}
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button type="submit" colorPalette="brand">
            {text.check}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setAnswers({});
              setChecked(false);
            }}
          >
            {text.startAgain}
          </Button>
        </Stack>
      </StaffForm>
    </Stack>
  );
}
