/**
 * Quiz rules (issue 40), in one place: the order an attempt shows (shuffled once, then fixed),
 * how an attempt is graded (on the server only), how long it may be submitted, and what a
 * student's attempts add up to (the best one counts).
 */
import { randomInt } from 'node:crypto';
import type { AttemptLayout, AttemptRecord, GradedAnswer, QuestionRecord } from '../db/quizzes.ts';
import { NUMERIC_SLACK, choicesAreRight, numberIsRight } from '../../common/quiz-marking.ts';

/** A submission this long after an attempt's time is up is still taken (a slow connection). */
export const SUBMIT_GRACE_MS = 30_000;
/** Numbers typed as decimals are compared with this much slack, so 0.1 + 0.2 reads as 0.3. */

/** A copy of `items` in a random order (Fisher-Yates with the platform's strong random numbers). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let last = copy.length - 1; last > 0; last -= 1) {
    const pick = randomInt(last + 1);
    [copy[last], copy[pick]] = [copy[pick] as T, copy[last] as T];
  }
  return copy;
}

/** A new attempt's order: questions shuffled, and each question's options. */
export function attemptLayout(questions: readonly QuestionRecord[]): AttemptLayout {
  return shuffled(questions).map((question) => ({
    questionId: question.id,
    optionIds: shuffled(question.options.map((option) => option.id)),
  }));
}

/** When an attempt started at `startedAt` runs out of time; null without a time limit. */
export function attemptExpiresAt(startedAt: Date, timeLimitS: number | null): Date | null {
  return timeLimitS === null ? null : new Date(startedAt.getTime() + timeLimitS * 1000);
}

/** Whether an open attempt may still be submitted at `now` (its time plus the grace). */
export function stillSubmittable(attempt: Pick<AttemptRecord, 'expiresAt'>, now: Date): boolean {
  return (
    attempt.expiresAt === null || now.getTime() <= attempt.expiresAt.getTime() + SUBMIT_GRACE_MS
  );
}

/** What a student sent for one question. */
export interface AnswerInput {
  questionId: string;
  optionIds?: readonly string[] | null;
  value?: number | null;
}

/** Whether every answer names a question of the attempt (once) and options of its question. */
export function answersFit(layout: AttemptLayout, answers: readonly AnswerInput[]): boolean {
  const shown = new Map(layout.map((entry) => [entry.questionId, new Set(entry.optionIds)]));
  const seen = new Set<string>();
  for (const answer of answers) {
    const options = shown.get(answer.questionId);
    if (!options || seen.has(answer.questionId)) return false;
    seen.add(answer.questionId);
    if ((answer.optionIds ?? []).some((id) => !options.has(id))) return false;
    if (answer.value !== undefined && answer.value !== null && !Number.isFinite(answer.value)) {
      return false;
    }
  }
  return true;
}

function isRight(question: QuestionRecord, answer: AnswerInput | undefined): boolean {
  if (!answer) return false;
  if (question.kind === 'numeric') {
    const { value } = answer;
    if (question.numeric === null || value === undefined || value === null) return false;
    return numberIsRight(value, question.numeric.answer, question.numeric.tolerance);
  }
  const right = question.options.filter((option) => option.right).map((option) => option.id);
  return choicesAreRight(answer.optionIds ?? [], right);
}

interface Grading {
  answers: GradedAnswer[];
  /** The share of questions answered right, in percent (not rounded). */
  scorePercent: number;
  passed: boolean;
}

/**
 * Grades an attempt: each question of its layout, in the order shown, right or wrong (an
 * unanswered one is wrong); the score is the share right; it passes at the pass mark.
 */
export function gradeAttempt(
  layout: AttemptLayout,
  questions: readonly QuestionRecord[],
  answers: readonly AnswerInput[],
  passMarkPercent: number,
): Grading {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map(answers.map((answer) => [answer.questionId, answer]));
  const graded = layout.map(({ questionId }) => {
    const question = byId.get(questionId);
    const answer = given.get(questionId);
    return {
      questionId,
      optionIds: answer?.optionIds ? [...answer.optionIds] : null,
      value: answer?.value ?? null,
      correct: question !== undefined && isRight(question, answer),
    };
  });
  const right = graded.filter((answer) => answer.correct).length;
  const total = graded.length;
  return {
    answers: graded,
    scorePercent: total === 0 ? 0 : (right * 100) / total,
    // Compared in whole numbers: 7 of 10 at a 70% mark passes, with no rounding in the way.
    passed: total > 0 && right * 100 >= passMarkPercent * total,
  };
}

/** A score as students read it: a whole percentage, rounded down. */
export function wholePercent(scorePercent: number): number {
  return Math.floor(scorePercent + NUMERIC_SLACK);
}

/** What a student's attempts at one quiz add up to. */
interface QuizStanding {
  attemptsUsed: number;
  bestScorePercent: number | null;
  passed: boolean;
  /** When the first passing attempt was submitted (epoch ms); null until one passed. */
  passedAtMs: number | null;
}

/** Every attempt started counts against the limit; the best submitted one counts for the score. */
export function standingOf(attempts: readonly AttemptRecord[]): QuizStanding {
  const submitted = attempts.filter((attempt) => attempt.submittedAt !== null);
  const scores = submitted.map((attempt) => attempt.scorePercent ?? 0);
  const passing = submitted
    .filter((attempt) => attempt.passed)
    .map((attempt) => attempt.submittedAt?.getTime() ?? 0);
  return {
    attemptsUsed: attempts.length,
    bestScorePercent: scores.length === 0 ? null : Math.max(...scores),
    passed: passing.length > 0,
    passedAtMs: passing.length === 0 ? null : Math.min(...passing),
  };
}
