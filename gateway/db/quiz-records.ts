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

/** A question's own columns in `quiz_questions`, as both stores write them. */
export function questionColumns(question: Omit<QuestionRecord, 'id' | 'options' | 'title'>) {
  return {
    kind: question.kind,
    prompt_en: question.prompt.en,
    prompt_hi: question.prompt.hi,
    image_url: question.imageUrl,
    explanation_en: question.explanation?.en ?? null,
    explanation_hi: question.explanation?.hi ?? null,
    numeric_answer: question.numeric?.answer ?? null,
    numeric_tolerance: question.numeric?.tolerance ?? null,
  };
}
