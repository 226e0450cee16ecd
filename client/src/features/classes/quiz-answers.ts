/**
 * An attempt's answers kept in the browser (localStorage, keyed by the attempt's id) until
 * it is submitted, so a reload or a dropped connection loses nothing: the gateway gives the
 * same open attempt again on a reload, and its answers come back from here.
 */

/** A choice question's chosen options, or a numeric question's text as typed. */
export type DraftAnswer = { optionIds: string[] } | { value: string };

export type DraftAnswers = Record<string, DraftAnswer>;

interface Saved {
  quizId: string;
  answers: DraftAnswers;
}

const PREFIX = 'quiz-attempt:';

const keyOf = (attemptId: string) => `${PREFIX}${attemptId}`;

const isDraft = (value: unknown): value is DraftAnswer => {
  if (typeof value !== 'object' || value === null) return false;
  if ('value' in value) return typeof value.value === 'string';
  return (
    'optionIds' in value &&
    Array.isArray(value.optionIds) &&
    value.optionIds.every((id) => typeof id === 'string')
  );
};

/** The saved record under a key, or null when there is none or it is not one of ours. */
function read(key: string): Saved | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    if (!('quizId' in parsed) || typeof parsed.quizId !== 'string') return null;
    if (!('answers' in parsed) || typeof parsed.answers !== 'object' || !parsed.answers) {
      return null;
    }
    const answers = Object.fromEntries(
      Object.entries(parsed.answers).filter((entry): entry is [string, DraftAnswer] =>
        isDraft(entry[1]),
      ),
    );
    return { quizId: parsed.quizId, answers };
  } catch {
    // Storage blocked (a private window) or edited by hand: nothing to restore.
    return null;
  }
}

/** The answers saved for an attempt; none when nothing was saved. */
export function savedAnswers(attemptId: string): DraftAnswers {
  return read(keyOf(attemptId))?.answers ?? {};
}

/** Keeps an attempt's answers; a full or blocked storage only means they are not kept. */
export function saveAnswers(attemptId: string, quizId: string, answers: DraftAnswers): void {
  try {
    window.localStorage.setItem(keyOf(attemptId), JSON.stringify({ quizId, answers }));
  } catch {
    // The attempt goes on; only the copy on this device is missing.
  }
}

/** Forgets an attempt's answers, once it is submitted. */
export function clearAnswers(attemptId: string): void {
  try {
    window.localStorage.removeItem(keyOf(attemptId));
  } catch {
    // Nothing was kept.
  }
}

/** Whether this device holds an attempt at the quiz not submitted yet. */
export function hasOpenAttempt(quizId: string): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(PREFIX) && read(key)?.quizId === quizId) return true;
    }
  } catch {
    // Storage blocked: no attempt is known here.
  }
  return false;
}
