/**
 * Certificate rules: a course is finished when it has lessons, its last week is open on the
 * student's paid order, every one of its lessons is done and, for a course with quizzes,
 * every weekly quiz is passed. It was finished when the last of these happened, on the
 * gateway's clock: a device's clock never dates a certificate.
 */
import type { ProgressRecord } from '../db/progress.ts';
import type { ClassItemModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { isPaid, unlockedFor } from './unlock.ts';

/** How the student stands with the course's weekly quizzes. */
export interface CourseQuizzes {
  /** Each quiz's pass mark, best score (null before an attempt) and first pass (epoch ms). */
  quizzes: readonly {
    passMarkPercent: number;
    bestScorePercent: number | null;
    passedAtMs: number | null;
  }[];
}

/**
 * When the student finished the course (epoch ms): the latest moment a lesson was done or a
 * quiz first passed; null while it is not finished, and for a course without lessons.
 */
export function courseFinishedAtMs(
  order: Pick<OrderModel, 'status' | 'orderedAtMs'>,
  items: readonly Pick<ClassItemModel, 'id' | 'week'>[],
  records: ReadonlyMap<string, Pick<ProgressRecord, 'completed' | 'completedAt' | 'updatedAt'>>,
  now: Date,
  quizzes: CourseQuizzes = { quizzes: [] },
): number | null {
  if (items.length === 0 || !isPaid(order)) return null;
  let finishedAt = 0;
  for (const item of items) {
    const record = records.get(item.id);
    if (!unlockedFor(order, item, now) || record?.completed !== true) return null;
    finishedAt = Math.max(finishedAt, (record.completedAt ?? record.updatedAt).getTime());
  }
  for (const quiz of quizzes.quizzes) {
    if (quiz.passedAtMs === null) return null;
    finishedAt = Math.max(finishedAt, quiz.passedAtMs);
  }
  return finishedAt;
}

/**
 * What a certificate of a course with quizzes prints: the final score (the mean of each
 * week's best attempt, rounded down) and the pass mark (the highest of the quizzes'); null for
 * a course without quizzes.
 */
export function finalScore(
  quizzes: CourseQuizzes,
): { finalScorePercent: number; passMarkPercent: number } | null {
  if (quizzes.quizzes.length === 0) return null;
  const bests = quizzes.quizzes.map((quiz) => quiz.bestScorePercent ?? 0);
  return {
    finalScorePercent: Math.floor(bests.reduce((sum, best) => sum + best, 0) / bests.length + 1e-9),
    passMarkPercent: Math.max(...quizzes.quizzes.map((quiz) => quiz.passMarkPercent)),
  };
}
