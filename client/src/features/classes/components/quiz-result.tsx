import { Badge, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { quizCatalogue } from '@/content/quiz.ts';
import { FactList } from '@/components/ui/fact-list.tsx';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { QuizAttempt, QuizResult } from '../api/quiz-attempt.ts';

interface QuizResultViewProps {
  attempt: QuizAttempt;
  result: QuizResult;
  passMarkPercent: number;
  /** Starts another attempt; shown while attempts are left. */
  onTryAgain: () => void;
  trying: boolean;
  onClose: () => void;
}

/**
 * A submitted attempt: its score, whether it passed, the attempts left, and each question
 * with the student's answer, the right one and why, so a wrong answer teaches something.
 */
export function QuizResultView(props: QuizResultViewProps) {
  const { attempt, result, passMarkPercent, onTryAgain, trying, onClose } = props;
  const { quizResultText: text } = useText(quizCatalogue);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const headingId = `${attempt.id}-result`;

  return (
    <Stack as="section" gap="5" aria-labelledby={headingId}>
      <Stack gap="1">
        <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="xl">
          {text.heading}
        </Heading>
        <Text fontSize="2xl" fontWeight="bold">
          {text.score(result.scorePercent)}
        </Text>
        <Text fontWeight="medium" color={result.passed ? 'green.700' : 'red.700'}>
          {result.passed ? text.passed(passMarkPercent) : text.failed(passMarkPercent)}
        </Text>
        <Text color="fg.muted">
          {result.attemptsLeft > 0 ? text.attemptsLeft(result.attemptsLeft) : text.noAttemptsLeft}
        </Text>
      </Stack>
      <Heading as="h3" size="lg">
        {text.reviewHeading}
      </Heading>
      <List.Root as="ol" listStyle="none" gap="4" ms="0">
        {result.review.map((review, index) => (
          <ReviewItem
            key={review.questionId}
            index={index + 1}
            review={review}
            question={attempt.questions.find((question) => question.id === review.questionId)}
          />
        ))}
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {result.attemptsLeft > 0 ? (
          <Button colorPalette="brand" onClick={onTryAgain} loading={trying}>
            {text.tryAgain}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          {text.close}
        </Button>
      </Stack>
    </Stack>
  );
}

type Review = QuizResult['review'][number];
type Question = QuizAttempt['questions'][number];

function ReviewItem({
  index,
  review,
  question,
}: {
  index: number;
  review: Review;
  question: Question | undefined;
}) {
  const { quizResultText: text } = useText(quizCatalogue);
  const optionTexts = (ids: readonly string[] | null | undefined) => {
    const texts = (ids ?? []).map(
      (id) => question?.options?.find((option) => option.id === id)?.text ?? id,
    );
    return texts.length > 0 ? texts.join('; ') : null;
  };
  const numeric = question?.kind === 'NUMERIC';
  const chosen = numeric
    ? review.chosenValue == null
      ? null
      : String(review.chosenValue)
    : optionTexts(review.chosenOptionIds);
  const right = numeric
    ? review.rightValue == null
      ? null
      : String(review.rightValue)
    : optionTexts(review.rightOptionIds);
  const facts: [string, string][] = [
    [text.yourAnswer, chosen ?? text.noAnswer],
    ...(right === null ? [] : [[text.rightAnswer, right] as [string, string]]),
    ...(review.explanation ? [[text.explanation, review.explanation] as [string, string]] : []),
  ];

  return (
    <List.Item
      borderWidth="1px"
      borderColor={review.correct ? 'border' : 'border.error'}
      rounded="lg"
      p={{ base: '3', md: '5' }}
      data-testid="quiz-review-item"
    >
      <Stack gap="2">
        <Stack direction="row" gap="3" align="center" wrap="wrap">
          <Heading as="h4" size="md">
            {text.question(index)}
          </Heading>
          <Badge colorPalette={review.correct ? 'green' : 'red'} size="md">
            {review.correct ? text.correct : text.wrong}
          </Badge>
        </Stack>
        {question ? (
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {question.prompt}
          </Text>
        ) : null}
        <FactList
          facts={facts}
          gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
          labelStyle={{ fontWeight: 'semibold' }}
          valueStyle={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        />
      </Stack>
    </List.Item>
  );
}
