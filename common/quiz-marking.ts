/**
 * How one answer to a quiz question is marked: the gateway grades attempts with it
 * (gateway/domain/quizzes.ts) and the staff console's preview checks with it, so the preview
 * marks exactly as a student's attempt will be.
 */

/** Room for a number's binary rounding (0.1 + 0.2), far below any tolerance a quiz sets. */
export const NUMERIC_SLACK = 1e-9;

/** A number is right within the question's tolerance, either side of its answer. */
export function numberIsRight(value: number, answer: number, tolerance: number): boolean {
  return Math.abs(value - answer) <= tolerance + NUMERIC_SLACK;
}

/**
 * A choice is right with every right option and nothing else: part of a multiple choice
 * counts as wrong.
 */
export function choicesAreRight(chosen: Iterable<string>, rightIds: readonly string[]): boolean {
  const picked = new Set(chosen);
  return picked.size === rightIds.length && rightIds.every((id) => picked.has(id));
}
