/** A week's quiz, an attempt at it and its graded result, as the gateway answers them. */
import type { QuizCard_QuizFragment } from '@/gql/graphql.ts';

export const quiz: QuizCard_QuizFragment = {
  id: 'quiz-2',
  week: 2,
  title: 'Reading the market',
  passMarkPercent: 70,
  maxAttempts: 3,
  timeLimitS: null,
  unlocked: true,
  questionCount: 3,
  attemptsUsed: 1,
  bestScorePercent: 33,
  passed: false,
};

export const attempt = {
  __typename: 'QuizAttempt',
  id: 'attempt-9',
  expiresAt: null,
  questions: [
    {
      __typename: 'QuizQuestion',
      id: 'q-exchange',
      kind: 'SINGLE',
      prompt: 'Which exchange is the older one?',
      imageUrl: null,
      options: [
        { __typename: 'QuizOption', id: 'o-nse', text: 'NSE' },
        { __typename: 'QuizOption', id: 'o-bse', text: 'BSE' },
      ],
    },
    {
      __typename: 'QuizQuestion',
      id: 'q-patterns',
      kind: 'MULTIPLE',
      prompt: 'Which of these are candlestick patterns?',
      imageUrl: '/quiz-images/doji.png',
      options: [
        { __typename: 'QuizOption', id: 'o-doji', text: 'Doji' },
        { __typename: 'QuizOption', id: 'o-ma', text: 'Moving average' },
        { __typename: 'QuizOption', id: 'o-hammer', text: 'Hammer' },
      ],
    },
    {
      __typename: 'QuizQuestion',
      id: 'q-size',
      kind: 'NUMERIC',
      prompt: 'Risking 1% of 2,00,000 with a 10-rupee stop, how many shares?',
      imageUrl: null,
      options: null,
    },
  ],
};

/** The result of the answers the taking test gives: the multiple choice is half right. */
export const result = {
  __typename: 'QuizResult',
  scorePercent: 66,
  passed: false,
  attemptsLeft: 1,
  review: [
    {
      __typename: 'QuestionReview',
      questionId: 'q-exchange',
      chosenOptionIds: ['o-bse'],
      chosenValue: null,
      rightOptionIds: ['o-bse'],
      rightValue: null,
      correct: true,
      explanation: 'BSE opened in 1875, NSE in 1992.',
    },
    {
      __typename: 'QuestionReview',
      questionId: 'q-patterns',
      chosenOptionIds: ['o-doji'],
      chosenValue: null,
      rightOptionIds: ['o-doji', 'o-hammer'],
      rightValue: null,
      correct: false,
      explanation: 'A moving average is an indicator; doji and hammer are candles.',
    },
    {
      __typename: 'QuestionReview',
      questionId: 'q-size',
      chosenOptionIds: null,
      chosenValue: 200,
      rightOptionIds: null,
      rightValue: 200,
      correct: true,
      explanation: '2,000 rupees of risk over a 10-rupee stop is 200 shares.',
    },
  ],
};
