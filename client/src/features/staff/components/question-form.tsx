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
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useServedForm } from '@/components/ui/form/served-form.tsx';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import type { QuestionKind, QuizQuestionInput } from '@/gql/staff.ts';
import { STEP_FIELD } from '@/lib/form-post.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import type { EditOutcome, StaffQuizQuestion } from '../api/quiz-editor.ts';
import {
  draftAfterStep,
  draftOf,
  draftOfServed,
  inputOf,
  OPTIONS,
  type Draft,
  type DraftText,
} from '../question-draft.ts';
import { FieldNote } from './field-note.tsx';
import { StaffForm } from './staff-form.tsx';

interface QuestionFormProps {
  courseId: string;
  quizId: string;
  /** The question edited, with its place from 1; null for a new one. */
  editing: { question: StaffQuizQuestion; position: number } | null;
  /** Where Cancel leads: the editor with the form closed. */
  cancel: string;
  onSave: (input: QuizQuestionInput) => Promise<EditOutcome>;
  onDone: (outcome: 'added' | 'saved') => void;
}

/** What the parts of the form share: the draft, its setters, the refusal and the ids. */
interface PartProps {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  /** The refusal's words when they are about `field`. */
  errorFor: (field: string) => string | undefined;
  id: (name: string) => string;
}

/** The first of a served refusal's field messages, as the form says a refusal. */
function servedProblem(errors: Readonly<Record<string, string>> | undefined) {
  const [field, said] = Object.entries(errors ?? {})[0] ?? [];
  return field === undefined || said === undefined ? null : { field, said };
}

/**
 * A question as staff write it: its kind, prompt in English and Hindi, a picture, the answers
 * with the right ones marked (radios for a single choice, checkboxes for a multiple one) or a
 * number with its tolerance, and the explanation. The gateway checks it as it checks a GIFT
 * import; its refusal is said at the top and under the field it names.
 *
 * It posts to its page without the app too (app/quiz-form-actions.ts): each field has its
 * name, Add answer and Remove answer are buttons whose step the gateway applies to the form
 * it serves again, and the fields of the kind not chosen are hidden by the style sheet.
 */
export function QuestionForm({
  courseId,
  quizId,
  editing,
  cancel,
  onSave,
  onDone,
}: QuestionFormProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const served = useServedForm('saveQuizQuestion');
  const [draft, setDraft] = useState<Draft>(
    () => (served && draftOfServed(served.values)) ?? draftOf(editing?.question ?? null),
  );
  const [problem, setProblem] = useState<{ field: string | null; said: string } | null>(() =>
    servedProblem(served?.errors),
  );
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A served form comes back with its problem said: the page opens there already.
    if (!served) heading.current?.focus();
  }, [served]);

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
      postAs="saveQuizQuestion"
      onSubmit={onSubmit}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '5' }}
      aria-labelledby={id('heading')}
    >
      <input type="hidden" name="course" value={courseId} />
      <input type="hidden" name="quizId" value={quizId} />
      <input type="hidden" name="questionId" value={editing?.question.id ?? ''} />
      {/*
        The form's default button, first in it: Enter in a field saves, rather than pressing
        the first answer's Remove (a submit button too, for the form posted without the app).
      */}
      <chakra.button type="submit" srOnly tabIndex={-1} aria-hidden>
        {text.save}
      </chakra.button>
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
      <NumberFields {...parts} />
      <ChoiceFields {...parts} />
      <TextField {...parts} name="explanation" hint={text.explanationHint} long />
      <TextField {...parts} name="explanationHi" long />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button type="submit" colorPalette="brand" loading={busy} loadingText={text.saving}>
          {text.save}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={cancel}>{text.cancel}</RouterLink>
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
  name: DraftText;
  hint?: string;
  long?: boolean;
  inputMode?: 'decimal';
}) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const error = errorFor(name);
  const props = {
    id: id(name),
    name,
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
          name="kind"
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

/**
 * Hides a part while the kind chosen is not its own: read from the kind's chosen option, so
 * it holds before and without the app, as soon as the kind is changed.
 */
const shownFor = (numeric: boolean) => ({
  [`form:has(option[value="NUMERIC"]${numeric ? ':not(:checked)' : ':checked'}) &`]: {
    display: 'none',
  },
});

function NumberFields(parts: PartProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" css={shownFor(true)}>
      <TextField {...parts} name="value" inputMode="decimal" />
      <TextField {...parts} name="tolerance" hint={text.toleranceHint} inputMode="decimal" />
    </Stack>
  );
}

/** A step button's own action in the app; without it, the button posts its step. */
const stepOf = (run: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  run();
};

/** The answers of a choice question, as a fieldset: each with its texts and its "right" mark. */
function ChoiceFields({ draft, set, errorFor, id }: PartProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const error = errorFor('options');
  const setOption = (key: number, change: Partial<Draft['options'][number]>) =>
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
  const step = (name: string) => () => setDraft(draftAfterStep(draft, name));
  const setDraft = (next: Draft) => set({ options: next.options });
  return (
    <Box
      as="fieldset"
      borderWidth="1px"
      borderColor={error ? 'border.error' : 'border'}
      rounded="md"
      p="3"
      aria-describedby={id('options-hint')}
      aria-invalid={error ? true : undefined}
      css={shownFor(false)}
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
            <input type="hidden" name="optionId" value={option.id ?? ''} />
            <Field.Root flex="2">
              <Field.Label htmlFor={id(`o${index}`)}>{text.optionText(index + 1)}</Field.Label>
              <Input
                id={id(`o${index}`)}
                name="optionText"
                value={option.text}
                onChange={(event) => setOption(option.key, { text: event.target.value })}
              />
            </Field.Root>
            <Field.Root flex="2">
              <Field.Label htmlFor={id(`h${index}`)}>{text.optionTextHi(index + 1)}</Field.Label>
              <Input
                id={id(`h${index}`)}
                name="optionTextHi"
                value={option.textHi}
                onChange={(event) => setOption(option.key, { textHi: event.target.value })}
              />
            </Field.Root>
            <chakra.label display="flex" alignItems="center" gap="2" minH="10" flexShrink="0">
              <chakra.input
                type={draft.kind === 'SINGLE' ? 'radio' : 'checkbox'}
                name="right"
                value={String(index)}
                checked={option.right}
                onChange={(event) => setOption(option.key, { right: event.target.checked })}
                boxSize="5"
                accentColor="brand.solid"
              />
              {text.optionRight(index + 1)}
            </chakra.label>
            <Button
              type="submit"
              name={STEP_FIELD}
              value={`remove-${index}`}
              variant="ghost"
              size="sm"
              disabled={draft.options.length <= OPTIONS.min}
              onClick={stepOf(step(`remove-${index}`))}
            >
              {text.removeOption(index + 1)}
            </Button>
          </Stack>
        ))}
        <Button
          type="submit"
          name={STEP_FIELD}
          value="add"
          variant="outline"
          size="sm"
          alignSelf="flex-start"
          disabled={draft.options.length >= OPTIONS.max}
          onClick={stepOf(step('add'))}
        >
          {text.addOption}
        </Button>
      </Stack>
    </Box>
  );
}
