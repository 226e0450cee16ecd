import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { createContext, useContext, useState, type ComponentType, type FormEvent } from 'react';
import { Link as RouterLink, useHref, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import type { QuestionKind } from '@/gql/staff.ts';
import { choicesAreRight, numberIsRight } from '@common/quiz-marking.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { questionFieldId } from '@/lib/quiz-question-field.ts';
import type { StaffQuizDetail, StaffQuizQuestion } from '../api/quiz-editor.ts';
import { quizAddress, quizQuery } from '../quiz-address.ts';
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

/** The preview form's mark that its answers are to be checked. */
const CHECKED = 'checked';

/**
 * The answers a preview checked without the app carries in the address: each question's
 * inputs are named by the student's question component (`questionFieldId`).
 */
function answersIn(search: URLSearchParams, quiz: StaffQuizDetail): Record<string, DraftAnswer> {
  if (!search.has(CHECKED)) return {};
  const answers: Record<string, DraftAnswer> = {};
  for (const question of quiz.questions) {
    const field = questionFieldId(question.id);
    if (question.kind === 'NUMERIC') {
      const value = search.get(`${field}-value`);
      if (value) answers[question.id] = { value };
    } else {
      const optionIds = search.getAll(field);
      if (optionIds.length > 0) answers[question.id] = { optionIds };
    }
  }
  return answers;
}

/**
 * The quiz as a student's attempt shows it, with the student's own question component, and a
 * check done here in the browser: nothing is sent, saved or counted. Without the app, Check
 * answers is a GET form of the page, which is rendered checked from the address. The
 * questions keep the quiz's order (a student's attempt shuffles them).
 */
export function QuizPreview({ courseId, quiz }: { courseId: string; quiz: StaffQuizDetail }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const QuizQuestion = useContext(StudentQuestionContext);
  const [search] = useSearchParams();
  // Checked without the app, the answers come in the address (the form is a GET one).
  const [answers, setAnswers] = useState(() => answersIn(search, quiz));
  const [checked, setChecked] = useState(() => search.has(CHECKED));
  const address = quizAddress(courseId, { quizId: quiz.id, view: 'preview' });
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
      <StaffForm method="get" action={useHref(paths.staffQuizzes)} onSubmit={onCheck}>
        {Object.entries(quizQuery(courseId, { quizId: quiz.id, view: 'preview' })).map(
          ([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ),
        )}
        <input type="hidden" name={CHECKED} value="1" />
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
          <Button asChild variant="outline">
            <RouterLink
              to={address}
              onClick={() => {
                setAnswers({});
                setChecked(false);
              }}
            >
              {text.startAgain}
            </RouterLink>
          </Button>
        </Stack>
      </StaffForm>
    </Stack>
  );
}
