/**
 * A weekly quiz's settings and their bounds, in one place: the GIFT reader's `//@pass-mark:`,
 * `//@attempts:` and `//@time-limit:` (gateway/quizzes/gift-parse.ts), the console's settings
 * check (gateway/quizzes/settings.ts) and the console's settings form all read them, so a quiz
 * saved one way exports and imports the other way unchanged.
 */

/** The pass mark in whole percent; 70 when a quiz names none, Open edX's usual cut-off. */
export const PASS_MARK_PERCENT = { min: 1, max: 100, default: 70 } as const;

/** How many attempts a student has at the quiz. */
export const MAX_ATTEMPTS = { min: 1, max: 20, default: 3 } as const;

/** An attempt's time limit in seconds, when the quiz has one: half a minute to a day. */
export const TIME_LIMIT_S = { min: 30, max: 86_400 } as const;

/** The longest title (and its Hindi), in characters, as for an answer's text. */
export const QUIZ_TITLE_MAX_CHARS = 500;

/** Whether `value` is a whole number within `bounds`. */
export function withinBounds(value: number, bounds: { min: number; max: number }): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}
