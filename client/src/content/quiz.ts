/**
 * The weekly quizzes on View Classes (issue 40): the card at the end of each week, an
 * attempt and its review. A catalogue of its own, imported only by the classes page's
 * quiz components, so its words load with that page's chunk and no other page's.
 */
import { defineCatalogue } from '@/lib/i18n/catalogue.ts';
import { plural } from '@/lib/i18n/translation.ts';

export const quizCardText = {
  /** Above the quiz's title, so the card reads as the end of its week. */
  eyebrow: (week: number) => `Week ${week} quiz`,
  questions: plural({ one: '1 question', other: '{count} questions' }),
  passMark: (percent: number) => `Pass mark ${percent}%`,
  timeLimit: (minutes: number) => `Time limit ${minutes} min`,
  attemptsLeft: plural({ one: '1 attempt left', other: '{count} attempts left' }),
  noAttemptsLeft: 'No attempts left',
  bestScore: (percent: number) => `Best score ${percent}%`,
  notTried: 'Not attempted yet',
  passed: 'Passed',
  /** A week not open yet: when it opens (a date), or its week when the date is unknown. */
  opensOn: (when: string) => `This quiz opens ${when}, with its week.`,
  opensInWeek: (week: number) => `This quiz opens in Week ${week}.`,
  start: 'Start quiz',
  /** An attempt started on this device and not submitted yet. */
  resume: 'Continue quiz',
  starting: 'Starting...',
} as const;

export const quizAttemptText = {
  heading: (title: string) => `${title}: your attempt`,
  intro:
    'Your answers are kept on this device until you submit them, so a dropped connection loses nothing.',
  position: (index: number, total: number) => `Question ${index} of ${total}`,
  hint: {
    SINGLE: 'Choose one answer.',
    MULTIPLE: 'Choose every right answer.',
    NUMERIC: 'Write a number.',
  },
  numberLabel: 'Your answer',
  chartAlt: (prompt: string) => `Chart for the question: ${prompt}`,
  /** Shown on the clock, every second; screen readers hear the announcements below instead. */
  clock: (time: string) => `Time left ${time}`,
  /** Heard by screen readers: the minutes left, the last minute, the end. */
  announceMinutes: plural({ one: '1 minute left.', other: '{count} minutes left.' }),
  announceLastMinute: 'Less than a minute left: submit your answers now.',
  announceTimeUp: 'Time is up: your answers are being submitted.',
  unanswered: 'This question has no answer yet.',
  notANumber: 'Write a number, such as 2000 or 1.5.',
  unansweredSummary: plural({
    one: '1 question has no answer. Answer it, or submit anyway: it counts as wrong.',
    other: '{count} questions have no answer. Answer them, or submit anyway: they count as wrong.',
  }),
  submit: 'Submit answers',
  submitAnyway: 'Submit anyway',
  submitting: 'Submitting...',
  close: 'Back to the lessons',
} as const;

export const quizResultText = {
  heading: 'Your result',
  score: (percent: number) => `Score ${percent}%`,
  passed: (mark: number) => `Passed: the pass mark is ${mark}%.`,
  failed: (mark: number) => `Not passed: the pass mark is ${mark}%.`,
  attemptsLeft: plural({ one: '1 attempt left.', other: '{count} attempts left.' }),
  noAttemptsLeft: 'No attempts left.',
  reviewHeading: 'Review',
  question: (index: number) => `Question ${index}`,
  correct: 'Correct',
  wrong: 'Wrong',
  yourAnswer: 'Your answer',
  rightAnswer: 'Right answer',
  noAnswer: 'No answer',
  explanation: 'Why',
  tryAgain: 'Try again',
  close: 'Back to the lessons',
} as const;

/** This feature's text in each language (Hindi: ./hi/quiz.ts). */
export const quizCatalogue = defineCatalogue(
  'quiz',
  { quizCardText, quizAttemptText, quizResultText },
  () => import('./hi/quiz.ts'),
);
