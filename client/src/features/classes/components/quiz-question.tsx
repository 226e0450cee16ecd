import { Box, chakra, Image, Input, Stack, Text } from '@chakra-ui/react';
import { loadingOf } from '@/components/ui/picture.tsx';
import { quizCatalogue } from '@/content/quiz.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { questionFieldId } from '@/lib/quiz-question-field.ts';
import type { QuizAttempt } from '../api/quiz-attempt.ts';
import type { DraftAnswer } from '../quiz-answers.ts';

type Question = QuizAttempt['questions'][number];

interface QuizQuestionProps {
  question: Question;
  index: number;
  total: number;
  answer: DraftAnswer | undefined;
  onChange: (answer: DraftAnswer) => void;
  /** What is wrong with the answer, said under the question and tied to it. */
  error: string | null;
}

/**
 * One question as a fieldset whose legend is its prompt: radios for a single choice,
 * checkboxes for a multiple one, a text field for a number (typed as the student writes it,
 * "1,500" or "2000.5", and read when submitted). Native inputs, so the keyboard and screen
 * readers treat them as any form's.
 */
export function QuizQuestion({
  question,
  index,
  total,
  answer,
  onChange,
  error,
}: QuizQuestionProps) {
  const { quizAttemptText: text } = useText(quizCatalogue);
  const fieldId = questionFieldId(question.id);
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const chosen = answer && 'optionIds' in answer ? answer.optionIds : [];

  return (
    <Box
      as="fieldset"
      id={fieldId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      tabIndex={-1}
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'border'}
      rounded="lg"
      p={{ base: '3', md: '5' }}
      minW="0"
    >
      <Box as="legend" px="1" fontWeight="semibold" maxW="full">
        <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="medium">
          {text.position(index, total)}
        </Text>
        <Text as="span" display="block" whiteSpace="pre-line" overflowWrap="anywhere">
          {question.prompt}
        </Text>
      </Box>
      <Stack gap="3" mt="2">
        {question.imageUrl ? (
          <Image
            src={question.imageUrl}
            alt={text.chartAlt(question.prompt)}
            {...loadingOf(false)}
            maxW="full"
            h="auto"
            rounded="md"
          />
        ) : null}
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {text.hint[question.kind]}
        </Text>
        {question.kind === 'NUMERIC' ? (
          <Stack gap="1" maxW="xs">
            <chakra.label htmlFor={`${fieldId}-value`} fontSize="sm" fontWeight="medium">
              {text.numberLabel}
            </chakra.label>
            <Input
              id={`${fieldId}-value`}
              name={`${fieldId}-value`}
              inputMode="decimal"
              autoComplete="off"
              value={answer && 'value' in answer ? answer.value : ''}
              onChange={(event) => onChange({ value: event.target.value })}
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
            />
          </Stack>
        ) : (
          <Stack gap="2">
            {(question.options ?? []).map((option) => {
              const checked = chosen.includes(option.id);
              const single = question.kind === 'SINGLE';
              return (
                <chakra.label
                  key={option.id}
                  display="flex"
                  alignItems="center"
                  gap="3"
                  minH="11"
                  px="3"
                  py="2"
                  borderWidth="1px"
                  borderColor={checked ? 'brand.solid' : 'border'}
                  rounded="md"
                  cursor="pointer"
                  _hover={{ bg: 'bg.muted' }}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                >
                  <chakra.input
                    type={single ? 'radio' : 'checkbox'}
                    name={fieldId}
                    value={option.id}
                    checked={checked}
                    onChange={() =>
                      onChange({
                        optionIds: single
                          ? [option.id]
                          : checked
                            ? chosen.filter((id) => id !== option.id)
                            : [...chosen, option.id],
                      })
                    }
                    boxSize="5"
                    flexShrink="0"
                    accentColor="brand.solid"
                  />
                  <Text as="span" overflowWrap="anywhere">
                    {option.text}
                  </Text>
                </chakra.label>
              );
            })}
          </Stack>
        )}
        {error ? (
          <Text id={errorId} color="fg.error" fontSize="sm" fontWeight="medium">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
