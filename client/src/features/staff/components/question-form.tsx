import {
  Box,
  Button,
  chakra,
  Field,
  Heading,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import type { QuestionKind, QuizQuestionInput } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { EditOutcome, StaffQuizQuestion } from '../api/quiz-editor.ts';
import { FieldNote } from './field-note.tsx';
import { StaffForm } from './staff-form.tsx';

interface DraftOption {
  /** React's key for the row: stable while answers are added and removed. */
  key: number;
  id: string | null;
  text: string;
  textHi: string;
  right: boolean;
}

interface Draft {
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

let nextKey = 0;
const blankOption = (right = false): DraftOption => ({
  key: (nextKey += 1),
  id: null,
  text: '',
  textHi: '',
  right,
});

function draftOf(question: StaffQuizQuestion | null): Draft {
  if (!question) {
    return {
      kind: 'SINGLE',
      prompt: '',
      promptHi: '',
      imageUrl: '',
      options: [blankOption(true), blankOption()],
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
        ? [blankOption(true), blankOption()]
        : question.options.map((option) => ({
            key: (nextKey += 1),
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

interface QuestionFormProps {
  /** The question edited, with its place from 1; null for a new one. */
  editing: { question: StaffQuizQuestion; position: number } | null;
  onSave: (input: QuizQuestionInput) => Promise<EditOutcome>;
  onDone: (outcome: 'added' | 'saved' | 'cancelled') => void;
}

/** The input to send, or the problem with a number typed (checked here: JSON has no NaN). */
function inputOf(
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

/** What the parts of the form share: the draft, its setters, the refusal and the ids. */
interface PartProps {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  /** The refusal's words when they are about `field`. */
  errorFor: (field: string) => string | undefined;
  id: (name: string) => string;
}

/**
 * A question as staff write it: its kind, prompt in English and Hindi, a picture, the answers
 * with the right ones marked (radios for a single choice, checkboxes for a multiple one) or a
 * number with its tolerance, and the explanation. The gateway checks it as it checks a GIFT
 * import; its refusal is said at the top and under the field it names.
 */
export function QuestionForm({ editing, onSave, onDone }: QuestionFormProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing?.question ?? null));
  const [problem, setProblem] = useState<{ field: string | null; said: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const errorFor = (field: string) => (problem?.field === field ? problem.said : undefined);
  const parts: PartProps = { draft, set, errorFor, id };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = inputOf(draft, editing?.question.id ?? null);
    if ('field' in checked) {
      const said = checked.field === 'value' ? text.valueInvalid : text.toleranceInvalid;
      setProblem({ field: checked.field, said });
      return;
    }
    setBusy(true);
    const outcome = await onSave(checked.input);
    setBusy(false);
    if (outcome.ok) onDone(editing ? 'saved' : 'added');
    else setProblem({ field: outcome.field, said: outcome.said });
  };

  return (
    <StaffForm
      onSubmit={onSubmit}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '5' }}
      aria-labelledby={id('heading')}
    >
      <Heading as="h4" size="md" id={id('heading')} ref={heading} tabIndex={-1}>
        {editing ? text.formEdit(editing.position) : text.formAdd}
      </Heading>
      {problem ? (
        <Text role="alert" color="fg.error" fontWeight="medium">
          {problem.said}
        </Text>
      ) : null}
      <KindField {...parts} />
      <TextField {...parts} name="prompt" long />
      <TextField {...parts} name="promptHi" long />
      <TextField {...parts} name="imageUrl" hint={text.imageHint} />
      {draft.kind === 'NUMERIC' ? <NumberFields {...parts} /> : <ChoiceFields {...parts} />}
      <TextField {...parts} name="explanation" hint={text.explanationHint} long />
      <TextField {...parts} name="explanationHi" long />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button type="submit" colorPalette="brand" loading={busy} loadingText={text.saving}>
          {text.save}
        </Button>
        <Button variant="outline" onClick={() => onDone('cancelled')}>
          {text.cancel}
        </Button>
      </Stack>
    </StaffForm>
  );
}

function TextField({
  draft,
  set,
  errorFor,
  id,
  name,
  hint,
  long = false,
  inputMode,
}: PartProps & {
  /** Any of the draft's texts: all but the kind and the answers. */
  name: Exclude<keyof Draft, 'kind' | 'options'>;
  hint?: string;
  long?: boolean;
  inputMode?: 'decimal';
}) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const error = errorFor(name);
  const props = {
    id: id(name),
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id(name)}>{text[name]}</Field.Label>
      {long ? <Textarea {...props} rows={3} /> : <Input {...props} inputMode={inputMode} />}
      <FieldNote error={error} hint={hint} />
    </Field.Root>
  );
}

function KindField({ draft, set, id }: PartProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  return (
    <Field.Root maxW="xs">
      <Field.Label htmlFor={id('kind')}>{text.kind}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id('kind')}
          value={draft.kind}
          onChange={(event) => {
            const kind = event.currentTarget.value as QuestionKind;
            // Going to a single choice keeps only the first right answer marked.
            const firstRight = draft.options.findIndex((option) => option.right);
            set({
              kind,
              options:
                kind === 'SINGLE'
                  ? draft.options.map((option, index) => ({
                      ...option,
                      right: index === firstRight,
                    }))
                  : draft.options,
            });
          }}
        >
          {(['SINGLE', 'MULTIPLE', 'NUMERIC'] as const).map((kind) => (
            <option key={kind} value={kind}>
              {text.kinds[kind]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function NumberFields(parts: PartProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
      <TextField {...parts} name="value" inputMode="decimal" />
      <TextField {...parts} name="tolerance" hint={text.toleranceHint} inputMode="decimal" />
    </Stack>
  );
}

/** The answers of a choice question, as a fieldset: each with its texts and its "right" mark. */
function ChoiceFields({ draft, set, errorFor, id }: PartProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const error = errorFor('options');
  const setOption = (key: number, change: Partial<DraftOption>) =>
    set({
      options: draft.options.map((option) =>
        option.key === key
          ? { ...option, ...change }
          : // A single choice has one right answer: marking one unmarks the others.
            change.right && draft.kind === 'SINGLE'
            ? { ...option, right: false }
            : option,
      ),
    });
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'border'}
      rounded="md"
      p="3"
      aria-describedby={id('options-hint')}
      aria-invalid={error ? true : undefined}
    >
      <Box as="legend" px="1" fontWeight="semibold">
        {text.options}
      </Box>
      <Text id={id('options-hint')} fontSize="sm" color={error ? 'fg.error' : 'fg.muted'}>
        {error ?? (draft.kind === 'SINGLE' ? text.optionsHintSingle : text.optionsHintMultiple)}
      </Text>
      <Stack gap="3" mt="3">
        {draft.options.map((option, index) => (
          <Stack
            key={option.key}
            direction={{ base: 'column', md: 'row' }}
            gap="2"
            alignItems={{ md: 'flex-end' }}
          >
            <Field.Root flex="2">
              <Field.Label htmlFor={id(`o${option.key}`)}>{text.optionText(index + 1)}</Field.Label>
              <Input
                id={id(`o${option.key}`)}
                value={option.text}
                onChange={(event) => setOption(option.key, { text: event.target.value })}
              />
            </Field.Root>
            <Field.Root flex="2">
              <Field.Label htmlFor={id(`h${option.key}`)}>
                {text.optionTextHi(index + 1)}
              </Field.Label>
              <Input
                id={id(`h${option.key}`)}
                value={option.textHi}
                onChange={(event) => setOption(option.key, { textHi: event.target.value })}
              />
            </Field.Root>
            <chakra.label display="flex" alignItems="center" gap="2" minH="10" flexShrink="0">
              <chakra.input
                type={draft.kind === 'SINGLE' ? 'radio' : 'checkbox'}
                name={id('right')}
                checked={option.right}
                onChange={(event) => setOption(option.key, { right: event.target.checked })}
                boxSize="5"
                accentColor="brand.solid"
              />
              {text.optionRight(index + 1)}
            </chakra.label>
            <Button
              variant="ghost"
              size="sm"
              disabled={draft.options.length <= 2}
              onClick={() =>
                set({ options: draft.options.filter((other) => other.key !== option.key) })
              }
            >
              {text.removeOption(index + 1)}
            </Button>
          </Stack>
        ))}
        <Button
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          disabled={draft.options.length >= 10}
          onClick={() => set({ options: [...draft.options, blankOption()] })}
        >
          {text.addOption}
        </Button>
      </Stack>
    </Box>
  );
}
