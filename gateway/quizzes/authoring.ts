/**
 * The staff room's quiz work (issue 40, items 2 and 5): a week's quiz imported from GIFT (all
 * or nothing) and exported as GIFT, and what students' attempts say about each quiz.
 */
import type { Quizzes } from '../db/quizzes.ts';
import { parseGift, type GiftProblem } from './gift-parse.ts';
import { writeGift } from './gift-write.ts';

/** The longest GIFT file taken, in characters: fifty long questions fit many times over. */
const GIFT_MAX_CHARS = 200_000;
const WEEK_MAX = 52;

/** Whether `week` names a course week a quiz may belong to. */
export function isQuizWeek(week: number): boolean {
  return Number.isInteger(week) && week >= 1 && week <= WEEK_MAX;
}

/** Imports a GIFT file as the course week's quiz, or nothing when it has any problem. */
export async function importGift(
  quizzes: Quizzes,
  courseId: string,
  week: number,
  gift: string,
): Promise<{ imported: number; errors: GiftProblem[] }> {
  if (gift.length > GIFT_MAX_CHARS) {
    return {
      imported: 0,
      errors: [{ line: 1, message: `The file is longer than ${GIFT_MAX_CHARS} characters.` }],
    };
  }
  const { quiz, problems } = parseGift(gift);
  if (problems.length > 0) return { imported: 0, errors: problems };
  await quizzes.replaceWeek(courseId, week, quiz);
  return { imported: quiz.questions.length, errors: [] };
}

/** The course week's quiz as GIFT; null when the week has none. */
export async function exportGift(
  quizzes: Quizzes,
  courseId: string,
  week: number,
): Promise<string | null> {
  const quiz = await quizzes.forWeek(courseId, week);
  if (!quiz) return null;
  return writeGift({ ...quiz, questions: await quizzes.questions(quiz.id) });
}

interface QuizStatsView {
  attempts: number;
  passRate: number;
  meanBestScore: number;
  questions: { questionId: string; prompt: string; rightShare: number }[];
}

/** Two decimals are plenty for a share or a percentage on a dashboard. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * How a quiz went: submitted attempts; the share of students who tried it and passed; the
 * mean of each student's best score; each current question's share of right answers among
 * the attempts that showed it, the hardest first (in the quiz's order when tied). null when
 * there is no such quiz.
 */
export async function quizStats(quizzes: Quizzes, quizId: string): Promise<QuizStatsView | null> {
  const quiz = await quizzes.byId(quizId.trim());
  if (!quiz) return null;
  const [attempts, questions] = await Promise.all([
    quizzes.submittedAttempts(quiz.id),
    quizzes.questions(quiz.id),
  ]);
  const students = new Map<string, { best: number; passed: boolean }>();
  const tally = new Map<string, { right: number; seen: number }>();
  for (const attempt of attempts) {
    const student = students.get(attempt.customerId) ?? { best: 0, passed: false };
    student.best = Math.max(student.best, attempt.scorePercent ?? 0);
    student.passed ||= attempt.passed;
    students.set(attempt.customerId, student);
    for (const answer of attempt.answers ?? []) {
      const count = tally.get(answer.questionId) ?? { right: 0, seen: 0 };
      count.seen += 1;
      if (answer.correct) count.right += 1;
      tally.set(answer.questionId, count);
    }
  }
  const bests = [...students.values()];
  const shares = questions.map((question, position) => {
    const count = tally.get(question.id);
    const rightShare = count && count.seen > 0 ? count.right / count.seen : 0;
    return { position, questionId: question.id, prompt: question.prompt.en, rightShare };
  });
  shares.sort((a, b) => a.rightShare - b.rightShare || a.position - b.position);
  return {
    attempts: attempts.length,
    passRate: bests.length === 0 ? 0 : rounded(bests.filter((s) => s.passed).length / bests.length),
    meanBestScore:
      bests.length === 0 ? 0 : rounded(bests.reduce((sum, s) => sum + s.best, 0) / bests.length),
    questions: shares.map(({ questionId, prompt, rightShare }) => ({
      questionId,
      prompt,
      rightShare: rounded(rightShare),
    })),
  };
}
