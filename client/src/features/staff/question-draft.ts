/**
 * A quiz question as its form holds it while staff write it (components/question-form.tsx),
 * and the input it sends: shared by the form in the app and by the same form posted without
 * it (app/quiz-form-actions.ts), which reads the draft back from the posted fields.
 */
import type { QuestionKind, QuizQuestionInput } from '@/gql/staff.ts';
import type { StaffQuizQuestion } from './api/quiz-editor.ts';

interface DraftOption {
  /** React's key for the row: stable while answers are added and removed. */
  key: number;
  id: string | null;
  text: string;
  textHi: string;
  right: boolean;
}

export interface Draft {
  kind: QuestionKind;
  prompt: string;
  promptHi: string;
  imageUrl: string;
  options: DraftOption[];
  value: string;
  tolerance: string;
  explanation: string;
  explanationHi: string;
}

/** The draft's texts: all but the kind and the answers. */
export type DraftText = Exclude<keyof Draft, 'kind' | 'options'>;
const TEXTS: readonly DraftText[] = [
  'prompt',
  'promptHi',
  'imageUrl',
  'value',
  'tolerance',
  'explanation',
  'explanationHi',
];

/** A choice question's answers, fewest and most (the gateway's bounds). */
export const OPTIONS = { min: 2, max: 10 } as const;

const KINDS: readonly QuestionKind[] = ['SINGLE', 'MULTIPLE', 'NUMERIC'];

/** A new answer row, keyed after the draft's others. */
function blankOption(options: readonly DraftOption[], right = false): DraftOption {
  const key = options.reduce((most, option) => Math.max(most, option.key), -1) + 1;
  return { key, id: null, text: '', textHi: '', right };
}

/** Two empty answers, the first marked right. */
const twoBlank = (): DraftOption[] => {
  const first = blankOption([], true);
  return [first, blankOption([first])];
};

export function draftOf(question: StaffQuizQuestion | null): Draft {
  if (!question) {
    return {
      kind: 'SINGLE',
      prompt: '',
      promptHi: '',
      imageUrl: '',
      options: twoBlank(),
      value: '',
      tolerance: '',
      explanation: '',
      explanationHi: '',
    };
  }
  return {
    kind: question.kind,
    prompt: question.prompt,
    promptHi: question.promptHi ?? '',
    imageUrl: question.imageUrl ?? '',
    options:
      question.kind === 'NUMERIC'
        ? twoBlank()
        : question.options.map((option, index) => ({
            key: index,
            id: option.id,
            text: option.text,
            textHi: option.textHi ?? '',
            right: option.right,
          })),
    value: question.value === null ? '' : String(question.value),
    tolerance: question.tolerance === null ? '' : String(question.tolerance),
    explanation: question.explanation ?? '',
    explanationHi: question.explanationHi ?? '',
  };
}

/** A typed number: "1,500" is 1500; null when empty; NaN when it is not a number. */
function numberOf(typed: string): number | null {
  const cleaned = typed.trim().replace(/[,\s]/g, '');
  return cleaned === '' ? null : Number(cleaned);
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The input to send, or the problem with a number typed (checked here: JSON has no NaN). */
export function inputOf(
  draft: Draft,
  questionId: string | null,
): { input: QuizQuestionInput } | { field: 'value' | 'tolerance' } {
  const numeric = draft.kind === 'NUMERIC';
  const value = numberOf(draft.value);
  const tolerance = numberOf(draft.tolerance);
  if (numeric && (value === null || Number.isNaN(value))) return { field: 'value' };
  if (numeric && tolerance !== null && (Number.isNaN(tolerance) || tolerance < 0)) {
    return { field: 'tolerance' };
  }
  return {
    input: {
      id: questionId,
      kind: draft.kind,
      prompt: draft.prompt,
      promptHi: orNull(draft.promptHi),
      imageUrl: orNull(draft.imageUrl),
      options: numeric
        ? []
        : draft.options.map((option) => ({
            id: option.id,
            text: option.text,
            textHi: orNull(option.textHi),
            right: option.right,
          })),
      value: numeric ? value : null,
      tolerance: numeric ? tolerance : null,
      explanation: orNull(draft.explanation),
      explanationHi: orNull(draft.explanationHi),
    },
  };
}

/**
 * The draft a form posted without the app carries: each answer row sends its id (empty for a
 * new one), its texts, and, when marked right, its place in `right`.
 */
export function draftOfPosted(
  fields: Readonly<Record<string, string>>,
  lists: Readonly<Record<string, readonly string[]>>,
): Draft {
  const kind = KINDS.find((one) => one === fields.kind) ?? 'SINGLE';
  const ids = lists.optionId ?? [];
  const right = new Set(lists.right ?? []);
  const options = ids.slice(0, OPTIONS.max).map((id, index) => ({
    key: index,
    id: id === '' ? null : id,
    text: lists.optionText?.[index] ?? '',
    textHi: lists.optionTextHi?.[index] ?? '',
    right: right.has(String(index)),
  }));
  const texts = Object.fromEntries(TEXTS.map((name) => [name, fields[name] ?? '']));
  return { ...(texts as Record<DraftText, string>), kind, options };
}

/**
 * A draft as a served page carries it back to its form (lib/form-post.ts holds strings):
 * the texts as they are, the answers as JSON.
 */
export function servedValuesOf(draft: Draft): Record<string, string> {
  const texts = Object.fromEntries(TEXTS.map((name) => [name, draft[name]]));
  const options = draft.options.map(({ id, text, textHi, right }) => ({ id, text, textHi, right }));
  return { ...texts, kind: draft.kind, options: JSON.stringify(options) };
}

/** The draft a served page carried back (servedValuesOf), or null when it is not one. */
export function draftOfServed(values: Readonly<Record<string, string>>): Draft | null {
  const kind = KINDS.find((one) => one === values.kind);
  if (!kind) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(values.options ?? '[]');
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const options = parsed.map((option: Partial<Omit<DraftOption, 'key'>>, index) => ({
    key: index,
    id: typeof option.id === 'string' ? option.id : null,
    text: String(option.text ?? ''),
    textHi: String(option.textHi ?? ''),
    right: option.right === true,
  }));
  const texts = Object.fromEntries(TEXTS.map((name) => [name, values[name] ?? '']));
  return { ...(texts as Record<DraftText, string>), kind, options };
}

/**
 * A step of the form that changes its answers rather than sending it ("Add answer", "Remove
 * answer N"): posted as the pressed button's `_step` without the app, run in the app alike.
 */
export function draftAfterStep(draft: Draft, step: string): Draft {
  if (step === 'add' && draft.options.length < OPTIONS.max) {
    return { ...draft, options: [...draft.options, blankOption(draft.options)] };
  }
  const removed = /^remove-(\d+)$/.exec(step);
  if (removed && draft.options.length > OPTIONS.min) {
    const index = Number(removed[1]);
    return { ...draft, options: draft.options.filter((_option, at) => at !== index) };
  }
  return draft;
}
