/**
 * The records of a quiz and its questions as the gateway's database keeps them (migration
 * 0013), apart from the stores (quizzes.ts, quiz-editing.ts) that both read them.
 */
import type { QuestionKind } from './tables.ts';

/** A text in English and, when given, Hindi. */
export interface StoredText {
  en: string;
  hi: string | null;
}

export interface QuizRecord {
  id: string;
  courseId: string;
  week: number;
  title: StoredText;
  passMarkPercent: number;
  maxAttempts: number;
  timeLimitS: number | null;
}

export interface OptionRecord {
  id: string;
  text: StoredText;
  right: boolean;
}

/** A question with what grades it: never sent to a student before their attempt is submitted. */
export interface QuestionRecord {
  id: string;
  title: string | null;
  kind: QuestionKind;
  prompt: StoredText;
  imageUrl: string | null;
  explanation: StoredText | null;
  options: OptionRecord[];
  numeric: { answer: number; tolerance: number } | null;
}
