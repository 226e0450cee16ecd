/**
 * What a student's and the staff room's views of a quiz share: its settings as GraphQL's Quiz
 * and StaffQuiz both name them, a question's kind in GraphQL's spelling, and a stored text
 * in the reader's language.
 */
import type { Language } from '../../common/language.ts';
import type { QuizRecord, StoredText } from '../db/quizzes.ts';
import type { QuestionKind } from '../db/tables.ts';

/** QuestionKind as GraphQL spells it. */
export type ShownKind = 'SINGLE' | 'MULTIPLE' | 'NUMERIC';

export const SHOWN_KIND: Readonly<Record<QuestionKind, ShownKind>> = {
  single: 'SINGLE',
  multiple: 'MULTIPLE',
  numeric: 'NUMERIC',
};

export interface QuizSettingsView {
  id: string;
  week: number;
  title: string;
  passMarkPercent: number;
  maxAttempts: number;
  timeLimitS: number | null;
}

/** A text in the reader's language, English where no Hindi was written. */
export function said(text: StoredText, language: Language): string {
  return language === 'hi' && text.hi !== null && text.hi !== '' ? text.hi : text.en;
}

/** The quiz's settings, its title in `language` (staff read the English and the Hindi apart). */
export function settingsView(quiz: QuizRecord, language: Language): QuizSettingsView {
  return {
    id: quiz.id,
    week: quiz.week,
    title: said(quiz.title, language),
    passMarkPercent: quiz.passMarkPercent,
    maxAttempts: quiz.maxAttempts,
    timeLimitS: quiz.timeLimitS,
  };
}
