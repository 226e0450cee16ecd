/**
 * A week's quiz settings saved from the staff console (issue 40, item 2): the title and its
 * Hindi, the pass mark, the attempts and the time limit, checked by the bounds the GIFT reader
 * applies (common/quiz-settings.ts). Saving a week with no quiz makes one, with no questions
 * yet; students see it once it has one (taking.ts).
 */
import {
  MAX_ATTEMPTS,
  PASS_MARK_PERCENT,
  QUIZ_TITLE_MAX_CHARS,
  TIME_LIMIT_S,
  withinBounds,
} from '../../common/quiz-settings.ts';
import type { QuizSettings } from '../db/quiz-editing.ts';
import type { Quizzes } from '../db/quizzes.ts';
import { refusedField } from '../errors.ts';
import { isQuizWeek } from './authoring.ts';
import { staffQuizListed } from './editing.ts';

/** QuizSettingsInput as GraphQL hands it over. */
interface SettingsInput {
  title: string;
  titleHi?: string | null;
  passMarkPercent: number;
  maxAttempts: number;
  timeLimitS?: number | null;
}

/** The settings as they will be stored, or BAD_USER_INPUT naming the first field at fault. */
function checkedSettings(input: SettingsInput): QuizSettings {
  const en = input.title.trim();
  const hi = input.titleHi?.trim() ?? '';
  if (en === '') throw refusedField('title', 'quizTitleEmpty');
  if (en.length > QUIZ_TITLE_MAX_CHARS) throw refusedField('title', 'quizTitleTooLong');
  if (hi.length > QUIZ_TITLE_MAX_CHARS) throw refusedField('titleHi', 'quizTitleTooLong');
  if (!withinBounds(input.passMarkPercent, PASS_MARK_PERCENT)) {
    throw refusedField('passMarkPercent', 'quizPassMarkInvalid');
  }
  if (!withinBounds(input.maxAttempts, MAX_ATTEMPTS)) {
    throw refusedField('maxAttempts', 'quizAttemptsInvalid');
  }
  const timeLimitS = input.timeLimitS ?? null;
  if (timeLimitS !== null && !withinBounds(timeLimitS, TIME_LIMIT_S)) {
    throw refusedField('timeLimitS', 'quizTimeLimitInvalid');
  }
  return {
    title: { en, hi: hi === '' ? null : hi },
    passMarkPercent: input.passMarkPercent,
    maxAttempts: input.maxAttempts,
    timeLimitS,
  };
}

/**
 * Makes the settings the course week's quiz's, making the quiz when the week has none, and
 * answers with the quiz as the console lists it. The course is the caller's to check.
 */
export async function saveSettings(
  quizzes: Quizzes,
  courseId: string,
  week: number,
  input: SettingsInput,
) {
  if (!isQuizWeek(week)) throw refusedField('week', 'quizWeekInvalid');
  const settings = checkedSettings(input);
  const quizId = await quizzes.editing.saveSettings(courseId, week, settings);
  return staffQuizListed(quizzes, quizId);
}
