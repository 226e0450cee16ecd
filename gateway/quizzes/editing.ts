/**
 * The staff console's quiz editor (issue 40, item 2): a course's quizzes, one quiz with every
 * answer, and single questions checked by the rules the GIFT reader applies (gift-parse.ts),
 * so whatever is saved here exports as GIFT and imports again. Every view here carries the
 * answers: only staff resolvers use it.
 */
import type { QuestionRecord, QuizRecord, Quizzes } from '../db/quizzes.ts';
import type { EditedQuestion, EditOutcome } from '../db/quiz-editing.ts';
import type { QuestionKind } from '../db/tables.ts';
import { notFound, refusedField, type ErrorKey } from '../errors.ts';
import { SHOWN_KIND, settingsView, type QuizSettingsView, type ShownKind } from './views.ts';

/** The GIFT reader's bounds (gift-parse.ts). */
const MAX_QUESTIONS = 50;
const MAX_OPTIONS = 10;
const MIN_OPTIONS = 2;
const MAX_PROMPT = 2000;
const MAX_TEXT = 500;
const MAX_URL = 500;
const PICTURE_URL = /^(https:\/\/|\/)[^\s"'<>]+$/;

const STORED_KIND: Readonly<Record<ShownKind, QuestionKind>> = {
  SINGLE: 'single',
  MULTIPLE: 'multiple',
  NUMERIC: 'numeric',
};

/** QuizQuestionInput as GraphQL hands it over. */
interface QuestionInput {
  id?: string | null;
  kind: ShownKind;
  prompt: string;
  promptHi?: string | null;
  imageUrl?: string | null;
  options?:
    readonly { id?: string | null; text: string; textHi?: string | null; right: boolean }[] | null;
  value?: number | null;
  tolerance?: number | null;
  explanation?: string | null;
  explanationHi?: string | null;
}

interface StaffQuizView extends QuizSettingsView {
  questionCount: number;
  titleHi: string | null;
}

interface StaffQuizDetailView extends Omit<StaffQuizView, 'questionCount' | 'titleHi'> {
  courseId: string;
  questions: {
    id: string;
    kind: ShownKind;
    prompt: string;
    promptHi: string | null;
    imageUrl: string | null;
    options: { id: string; text: string; textHi: string | null; right: boolean }[];
    value: number | null;
    tolerance: number | null;
    explanation: string | null;
    explanationHi: string | null;
  }[];
}

/** The course's quizzes in week order, each with how many questions it holds. */
export async function staffQuizList(quizzes: Quizzes, courseId: string): Promise<StaffQuizView[]> {
  return listed(quizzes, await quizzes.ofCourse(courseId.trim()));
}

/** The quiz as the list shows it; NOT_FOUND when there is none. */
export async function staffQuizListed(quizzes: Quizzes, quizId: string): Promise<StaffQuizView> {
  const quiz = await quizzes.byId(quizId);
  if (!quiz) throw notFound('quizNotFound');
  const [view] = await listed(quizzes, [quiz]);
  if (!view) throw notFound('quizNotFound');
  return view;
}

async function listed(quizzes: Quizzes, list: QuizRecord[]): Promise<StaffQuizView[]> {
  const counts = await quizzes.questionCounts(list.map((quiz) => quiz.id));
  return list.map((quiz) => ({
    ...settingsView(quiz, 'en'),
    titleHi: quiz.title.hi,
    questionCount: counts.get(quiz.id) ?? 0,
  }));
}

function questionView(question: QuestionRecord): StaffQuizDetailView['questions'][number] {
  return {
    id: question.id,
    kind: SHOWN_KIND[question.kind],
    prompt: question.prompt.en,
    promptHi: question.prompt.hi,
    imageUrl: question.imageUrl,
    options: question.options.map((option) => ({
      id: option.id,
      text: option.text.en,
      textHi: option.text.hi,
      right: option.right,
    })),
    value: question.numeric?.answer ?? null,
    tolerance: question.numeric?.tolerance ?? null,
    explanation: question.explanation?.en ?? null,
    explanationHi: question.explanation?.hi ?? null,
  };
}

/** The quiz with every question and its answers, in order; NOT_FOUND when there is none. */
export async function staffQuizDetail(
  quizzes: Quizzes,
  quizId: string,
): Promise<StaffQuizDetailView> {
  const quiz = await quizzes.byId(quizId.trim());
  if (!quiz) throw notFound('quizNotFound');
  const questions = await quizzes.questions(quiz.id);
  return {
    ...settingsView(quiz, 'en'),
    courseId: quiz.courseId,
    questions: questions.map(questionView),
  };
}

/** A text as written: trimmed, null when empty. */
function optional(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** An English text and its optional Hindi, each within `max` characters. */
function bilingual(
  en: string | null | undefined,
  hi: string | null | undefined,
  max: number,
  fields: { en: string; hi: string },
  tooLong: ErrorKey,
) {
  const text = { en: optional(en) ?? '', hi: optional(hi) };
  if (text.en.length > max) throw refusedField(fields.en, tooLong);
  if ((text.hi?.length ?? 0) > max) throw refusedField(fields.hi, tooLong);
  return text;
}

/** The question's text `name` and its Hindi (`name`Hi), each within MAX_PROMPT characters. */
function longText(input: QuestionInput, name: 'prompt' | 'explanation', tooLong: ErrorKey) {
  const hi = `${name}Hi` as const;
  return bilingual(input[name], input[hi], MAX_PROMPT, { en: name, hi }, tooLong);
}

/** The choices of a choice question, checked; a refusal names the field at fault. */
function choicesOf(input: QuestionInput): EditedQuestion['options'] {
  const options = (input.options ?? []).map((option) => ({
    id: optional(option.id),
    text: bilingual(
      option.text,
      option.textHi,
      MAX_TEXT,
      { en: 'options', hi: 'options' },
      'quizOptionTooLong',
    ),
    right: option.right,
  }));
  if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) {
    throw refusedField('options', 'quizOptionCount');
  }
  if (options.some((option) => option.text.en === '')) {
    throw refusedField('options', 'quizOptionEmpty');
  }
  const rights = options.filter((option) => option.right).length;
  if (input.kind === 'SINGLE' && rights !== 1) throw refusedField('options', 'quizSingleRight');
  if (input.kind === 'MULTIPLE' && rights < 1) throw refusedField('options', 'quizMultipleRight');
  return options;
}

function numericOf(input: QuestionInput): EditedQuestion['numeric'] {
  if ((input.options ?? []).length > 0) throw refusedField('options', 'quizNumericOptions');
  const value = input.value;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw refusedField('value', 'quizNumericValue');
  }
  const tolerance = input.tolerance ?? 0;
  if (!Number.isFinite(tolerance) || tolerance < 0) {
    throw refusedField('tolerance', 'quizNumericTolerance');
  }
  return { answer: value, tolerance };
}

/** The question as it will be stored, or BAD_USER_INPUT naming the first field at fault. */
function checkedQuestion(input: QuestionInput): EditedQuestion {
  const prompt = longText(input, 'prompt', 'quizPromptTooLong');
  if (prompt.en === '') throw refusedField('prompt', 'quizPromptEmpty');
  const imageUrl = optional(input.imageUrl);
  if (imageUrl !== null && (imageUrl.length > MAX_URL || !PICTURE_URL.test(imageUrl))) {
    throw refusedField('imageUrl', 'quizImageUrl');
  }
  const explanation = longText(input, 'explanation', 'quizExplanationTooLong');
  if (explanation.en === '' && explanation.hi !== null) {
    throw refusedField('explanation', 'quizExplanationEnglish');
  }
  const numeric = input.kind === 'NUMERIC';
  return {
    title: null,
    kind: STORED_KIND[input.kind],
    prompt,
    imageUrl,
    explanation: explanation.en === '' ? null : explanation,
    options: numeric ? [] : choicesOf(input),
    numeric: numeric ? numericOf(input) : null,
  };
}

/** The quiz after an edit, or the refusal said to staff. */
async function afterEdit(quizzes: Quizzes, outcome: EditOutcome): Promise<StaffQuizDetailView> {
  if ('quizId' in outcome) return staffQuizDetail(quizzes, outcome.quizId);
  switch (outcome.refused) {
    case 'quizNotFound':
      throw notFound('quizNotFound');
    case 'questionNotFound':
      throw notFound('quizQuestionNotFound');
    case 'tooMany':
      throw refusedField('quizId', 'quizTooManyQuestions');
    case 'position':
      throw refusedField('position', 'quizPositionInvalid');
    case 'last':
      throw refusedField('questionId', 'quizLastQuestion');
  }
}

/** Adds (input.id null) or edits a question of the quiz. */
export async function saveQuestion(
  quizzes: Quizzes,
  quizId: string,
  input: QuestionInput,
): Promise<StaffQuizDetailView> {
  const question = checkedQuestion(input);
  const id = optional(input.id);
  const outcome = await quizzes.editing.save(quizId.trim(), id, question, MAX_QUESTIONS);
  return afterEdit(quizzes, outcome);
}

/** Moves a question to `position`, counted from 1 as the console shows it. */
export async function moveQuestion(
  quizzes: Quizzes,
  questionId: string,
  position: number,
): Promise<StaffQuizDetailView> {
  return afterEdit(quizzes, await quizzes.editing.move(questionId.trim(), position - 1));
}

export async function deleteQuestion(
  quizzes: Quizzes,
  questionId: string,
): Promise<StaffQuizDetailView> {
  return afterEdit(quizzes, await quizzes.editing.remove(questionId.trim()));
}
