import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { quizCatalogue } from '@/content/quiz.ts';
import type { QuizCard_QuizFragment } from '@/gql/graphql.ts';
import { formatOpening } from '@common/dates.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useLanguage } from '@/lib/i18n/language.ts';
import { useStartQuizAttempt, type QuizAttempt, type QuizResult } from '../api/quiz-attempt.ts';
import { hasOpenAttempt } from '../quiz-answers.ts';
import { QuizAttemptView } from './quiz-attempt.tsx';
import { QuizResultView } from './quiz-result.tsx';

interface QuizCardProps {
  quiz: QuizCard_QuizFragment;
  /** When the quiz's week opens (ISO 8601), for a week not open yet; null when unknown. */
  opensAt: string | null;
}

type View =
  | { kind: 'card' }
  | { kind: 'attempt'; attempt: QuizAttempt }
  | { kind: 'result'; attempt: QuizAttempt; result: QuizResult };

/**
 * A week's quiz at the end of its lessons: what it asks (questions, pass mark, time limit),
 * how the student stands (attempts left, best score, passed), and Start quiz, which opens
 * the attempt in place of the card and then its result.
 */
export function QuizCard({ quiz, opensAt }: QuizCardProps) {
  const { quizCardText: text } = useText(quizCatalogue);
  const language = useLanguage();
  const startAttempt = useStartQuizAttempt();
  const [view, setView] = useState<View>({ kind: 'card' });
  const [starting, setStarting] = useState(false);

  const start = useCallback(async () => {
    setStarting(true);
    const attempt = await startAttempt(quiz.id);
    setStarting(false);
    if (attempt) setView({ kind: 'attempt', attempt });
  }, [quiz.id, startAttempt]);
  const close = useCallback(() => setView({ kind: 'card' }), []);
  const submitted = useCallback(
    (result: QuizResult) =>
      setView((current) =>
        current.kind === 'attempt' ? { kind: 'result', attempt: current.attempt, result } : current,
      ),
    [],
  );

  const headingId = `quiz-${quiz.id}-title`;
  const attemptsLeft = Math.max(0, quiz.maxAttempts - quiz.attemptsUsed);
  const resume = quiz.unlocked && hasOpenAttempt(quiz.id);

  return (
    <Card.Root
      as="section"
      aria-labelledby={view.kind === 'card' ? headingId : undefined}
      aria-label={view.kind === 'card' ? undefined : quiz.title}
      variant="outline"
      borderColor={quiz.passed ? 'fg.success' : 'brand.solid'}
      borderWidth="2px"
      gridColumn="1 / -1"
      data-testid={`quiz-card-${quiz.week}`}
    >
      <Card.Body gap="3" p={{ base: '4', md: '6' }}>
        {view.kind === 'attempt' ? (
          <QuizAttemptView
            quizId={quiz.id}
            title={quiz.title}
            attempt={view.attempt}
            onSubmitted={submitted}
            onClose={close}
          />
        ) : view.kind === 'result' ? (
          <QuizResultView
            attempt={view.attempt}
            result={view.result}
            passMarkPercent={quiz.passMarkPercent}
            onTryAgain={() => void start()}
            trying={starting}
            onClose={close}
          />
        ) : (
          <>
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
              {text.eyebrow(quiz.week)}
            </Text>
            <Heading as="h2" size="lg" id={headingId} overflowWrap="anywhere">
              {quiz.title}
            </Heading>
            <HStack as="ul" gap="2" wrap="wrap" listStyle="none" aria-label={quiz.title}>
              <Fact>{text.questions(quiz.questionCount)}</Fact>
              <Fact>{text.passMark(quiz.passMarkPercent)}</Fact>
              {quiz.timeLimitS ? (
                <Fact>{text.timeLimit(Math.ceil(quiz.timeLimitS / 60))}</Fact>
              ) : null}
              {quiz.unlocked ? (
                <Fact>
                  {attemptsLeft > 0 ? text.attemptsLeft(attemptsLeft) : text.noAttemptsLeft}
                </Fact>
              ) : null}
              {quiz.unlocked ? (
                <Fact>
                  {quiz.bestScorePercent === null
                    ? text.notTried
                    : text.bestScore(quiz.bestScorePercent)}
                </Fact>
              ) : null}
              {quiz.passed ? (
                <li>
                  <Badge bg="green.700" color="white" size="md">
                    {text.passed}
                  </Badge>
                </li>
              ) : null}
            </HStack>
            {!quiz.unlocked ? (
              <Text color="fg.muted">
                {opensAt
                  ? text.opensOn(formatOpening(opensAt, language))
                  : text.opensInWeek(quiz.week)}
              </Text>
            ) : attemptsLeft > 0 || resume ? (
              <Button
                alignSelf="flex-start"
                colorPalette="brand"
                onClick={() => void start()}
                loading={starting}
                loadingText={text.starting}
              >
                {resume ? text.resume : text.start}
              </Button>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ children }: { children: string }) {
  return (
    <Text as="li" fontSize="sm" bg="bg.muted" px="2" py="1" rounded="md">
      {children}
    </Text>
  );
}
