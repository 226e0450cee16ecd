import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { quizCatalogue } from '@/content/quiz.ts';
import type { QuizAnswerInput } from '@/gql/graphql.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { questionFieldId } from '@/lib/quiz-question-field.ts';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { useSubmitQuizAttempt, type QuizAttempt, type QuizResult } from '../api/quiz-attempt.ts';
import {
  clearAnswers,
  saveAnswers,
  savedAnswers,
  type DraftAnswer,
  type DraftAnswers,
} from '../quiz-answers.ts';
import { QuizQuestion } from './quiz-question.tsx';
import { QuizTimer } from './quiz-timer.tsx';

interface QuizAttemptViewProps {
  quizId: string;
  title: string;
  attempt: QuizAttempt;
  onSubmitted: (result: QuizResult) => void;
  onClose: () => void;
}

/** A typed number as the gateway takes it: "1,500" is 1500; null when it is not a number. */
function numberOf(typed: string): number | null {
  const cleaned = typed.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

const isAnswered = (answer: DraftAnswer | undefined) =>
  answer !== undefined &&
  ('optionIds' in answer ? answer.optionIds.length > 0 : answer.value.trim() !== '');

/** The answers to send: answered questions only (an unanswered one is graded wrong). */
function answersToSend(attempt: QuizAttempt, answers: DraftAnswers): QuizAnswerInput[] {
  return attempt.questions.flatMap<QuizAnswerInput>((question) => {
    const answer = answers[question.id];
    if (!answer || !isAnswered(answer)) return [];
    if ('optionIds' in answer) return [{ questionId: question.id, optionIds: answer.optionIds }];
    const value = numberOf(answer.value);
    return value === null ? [] : [{ questionId: question.id, value }];
  });
}

/**
 * An attempt in progress: a fieldset per question, the time left when the quiz has a limit,
 * and Submit. Every change is kept on this device until the attempt is submitted. Submitting
 * with questions unanswered asks first: each such question says so (tied to it) and a
 * summary offers "Submit anyway"; a number that is not one must be mended. When the time is
 * up, what is answered is submitted as it is.
 */
export function QuizAttemptView({
  quizId,
  title,
  attempt,
  onSubmitted,
  onClose,
}: QuizAttemptViewProps) {
  const { quizAttemptText: text } = useText(quizCatalogue);
  const submitAttempt = useSubmitQuizAttempt();
  const [answers, setAnswers] = useState<DraftAnswers>(() => savedAnswers(attempt.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unanswered, setUnanswered] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    // Kept from the start, so the card knows of the open attempt even before an answer.
    saveAnswers(attempt.id, quizId, savedAnswers(attempt.id));
  }, [attempt.id, quizId]);

  const change = (questionId: string, answer: DraftAnswer) => {
    const next = { ...answers, [questionId]: answer };
    setAnswers(next);
    saveAnswers(attempt.id, quizId, next);
    setErrors(({ [questionId]: _mended, ...rest }) => rest);
  };

  const send = useCallback(
    async (toSend: DraftAnswers) => {
      setSubmitting(true);
      const result = await submitAttempt(attempt.id, answersToSend(attempt, toSend));
      setSubmitting(false);
      if (!result) return;
      clearAnswers(attempt.id);
      onSubmitted(result);
    },
    [attempt, onSubmitted, submitAttempt],
  );

  const submit = (anyway: boolean) => {
    const found: Record<string, string> = {};
    let missing = 0;
    for (const question of attempt.questions) {
      const answer = answers[question.id];
      if (!isAnswered(answer)) {
        missing += 1;
        if (!anyway) found[question.id] = text.unanswered;
      } else if (answer && 'value' in answer && numberOf(answer.value) === null) {
        found[question.id] = text.notANumber;
      }
    }
    setErrors(found);
    setUnanswered(anyway ? 0 : missing);
    const first = attempt.questions.find((question) => found[question.id]);
    if (first) {
      // The summary is read out (role alert); focus goes where the student has to act.
      window.requestAnimationFrame(() => {
        document.getElementById(questionFieldId(first.id))?.focus();
      });
      return;
    }
    void send(answers);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) submit(false);
  };

  const onExpire = useCallback(() => void send(answers), [answers, send]);

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${attempt.id}-heading`}
    >
      <Stack gap="2">
        <Heading
          as="h2"
          id={`${attempt.id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          size="xl"
          overflowWrap="anywhere"
        >
          {text.heading(title)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {text.intro}
        </Text>
        {attempt.expiresAt ? <QuizTimer expiresAt={attempt.expiresAt} onExpire={onExpire} /> : null}
      </Stack>
      {attempt.questions.map((question, index) => (
        <QuizQuestion
          key={question.id}
          question={question}
          index={index + 1}
          total={attempt.questions.length}
          answer={answers[question.id]}
          onChange={(answer) => change(question.id, answer)}
          error={errors[question.id] ?? null}
        />
      ))}
      {unanswered > 0 ? (
        <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="md" p="3">
          <Text>{text.unansweredSummary(unanswered)}</Text>
          <Button mt="3" variant="outline" disabled={submitting} onClick={() => submit(true)}>
            {text.submitAnyway}
          </Button>
        </Box>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <BusyButton busy={submitting} busyLabel={text.submitting}>
          {text.submit}
        </BusyButton>
        <Button variant="ghost" onClick={onClose} disabled={submitting}>
          {text.close}
        </Button>
      </Stack>
    </chakra.form>
  );
}
