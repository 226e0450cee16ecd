import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import {
  MAX_ATTEMPTS,
  PASS_MARK_PERCENT,
  TIME_LIMIT_S,
  withinBounds,
} from '@common/quiz-settings.ts';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import type { QuizSettingsInput, StaffQuizzesQuery } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useSaveQuizSettings, type SavedQuiz } from '../api/save-quiz-settings.ts';
import { useServedForm } from '@/components/ui/form/served-form.tsx';
import { InputField } from './field-note.tsx';
import { StaffForm } from './staff-form.tsx';

type ListedQuiz = StaffQuizzesQuery['staffQuizzes'][number];

/** The form's fields, named as the gateway names them in a refusal. */
export type FieldName =
  'week' | 'title' | 'titleHi' | 'passMarkPercent' | 'maxAttempts' | 'timeLimitS';
export const FIELD_ORDER: readonly FieldName[] = [
  'week',
  'title',
  'titleHi',
  'passMarkPercent',
  'maxAttempts',
  'timeLimitS',
];

type Draft = Record<FieldName, string>;
type Problems = Partial<Record<FieldName, string>>;

/** Minutes as the field shows them: 600 s is "10", 90 s is "1.5". */
const minutesOf = (seconds: number) => String(Math.round((seconds / 60) * 100) / 100);

function draftOf(quiz: ListedQuiz | null): Draft {
  return {
    week: quiz ? String(quiz.week) : '',
    title: quiz?.title ?? '',
    titleHi: quiz?.titleHi ?? '',
    passMarkPercent: String(quiz?.passMarkPercent ?? PASS_MARK_PERCENT.default),
    maxAttempts: String(quiz?.maxAttempts ?? MAX_ATTEMPTS.default),
    timeLimitS: quiz?.timeLimitS == null ? '' : minutesOf(quiz.timeLimitS),
  };
}

/** A typed whole number, or null when it is not one. */
const wholeOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null);

type EditorText = (typeof staffQuizzesCatalogue.en)['staffQuizEditorText'];

/**
 * The week and input a settings form sends, or what is wrong with each field: the bounds the
 * gateway applies, in the app and for the form posted without it alike (app/form-actions.ts).
 * `week` is the quiz's own when it has one; a new quiz takes the typed one, not one of
 * `takenWeeks`.
 */
export function checkQuizSettings(
  draft: Readonly<Record<FieldName, string>>,
  { week: own, takenWeeks }: { week: number | null; takenWeeks: readonly number[] },
  text: EditorText,
): { week: number; input: QuizSettingsInput } | { problems: Problems } {
  const found: Problems = {};
  const week = own ?? wholeOf(draft.week);
  if (week === null || week < 1 || week > 52) found.week = text.newWeekInvalid;
  else if (own === null && takenWeeks.includes(week)) found.week = text.newWeekTaken(week);
  if (draft.title.trim() === '') found.title = text.quizTitleEmpty;
  const passMarkPercent = wholeOf(draft.passMarkPercent);
  if (passMarkPercent === null || !withinBounds(passMarkPercent, PASS_MARK_PERCENT)) {
    found.passMarkPercent = text.passMarkInvalid;
  }
  const maxAttempts = wholeOf(draft.maxAttempts);
  if (maxAttempts === null || !withinBounds(maxAttempts, MAX_ATTEMPTS)) {
    found.maxAttempts = text.maxAttemptsInvalid;
  }
  const minutes = draft.timeLimitS.trim().replace(',', '.');
  const timeLimitS = minutes === '' ? null : Math.round(Number(minutes) * 60);
  if (timeLimitS !== null && !withinBounds(timeLimitS, TIME_LIMIT_S)) {
    found.timeLimitS = text.timeLimitInvalid;
  }
  if (Object.keys(found).length > 0 || week === null) return { problems: found };
  return {
    week,
    input: {
      title: draft.title,
      titleHi: draft.titleHi.trim() === '' ? null : draft.titleHi,
      passMarkPercent: passMarkPercent ?? PASS_MARK_PERCENT.default,
      maxAttempts: maxAttempts ?? MAX_ATTEMPTS.default,
      timeLimitS,
    },
  };
}

interface QuizSettingsFormProps {
  courseId: string;
  /** The quiz whose settings change; null: a new week's quiz, its week asked for. */
  quiz: ListedQuiz | null;
  /** The weeks that have a quiz already: a new quiz takes another. */
  takenWeeks?: readonly number[];
  /** Told of the quiz as saved (a new one's editor opens). */
  onSaved?: (quiz: SavedQuiz) => void;
}

/**
 * A quiz's settings: its title in English and Hindi, pass mark, attempts and time limit (in
 * minutes, empty for none), checked here by the bounds the gateway applies, then by the
 * gateway, whose refusal is said under the field it names. For a new quiz, its week too.
 */
export function QuizSettingsForm({
  courseId,
  quiz,
  takenWeeks = [],
  onSaved,
}: QuizSettingsFormProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const save = useSaveQuizSettings(text.failed);
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  // The form posts to this page without the app too: refused, it comes back as typed.
  const postAs = quiz ? 'quizSettings' : 'createQuiz';
  const served = useServedForm(postAs);
  const [draft, setDraft] = useState<Draft>(() =>
    served ? { ...draftOf(quiz), ...served.values } : draftOf(quiz),
  );
  const [problems, setProblems] = useState<Problems>(() => served?.errors ?? {});
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Shows the problems and takes the keyboard to the first field at fault. */
  const refuse = (found: Problems) => {
    setProblems(found);
    const first = FIELD_ORDER.find((name) => found[name] !== undefined);
    if (first) document.getElementById(id(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const result = checkQuizSettings(draft, { week: quiz?.week ?? null, takenWeeks }, text);
    if ('problems' in result) {
      setSaid(null);
      refuse(result.problems);
      return;
    }
    setBusy(true);
    const outcome = await save(courseId, result.week, result.input);
    setBusy(false);
    if (outcome.ok) {
      setProblems({});
      setSaid({
        text: quiz ? text.settingsSaved : text.quizCreated(result.week),
        alert: false,
      });
      onSaved?.(outcome.quiz);
      return;
    }
    const field = FIELD_ORDER.find((name) => name === outcome.field);
    if (field) {
      setSaid(null);
      refuse({ [field]: outcome.said });
    } else {
      setProblems({});
      setSaid({ text: outcome.said, alert: true });
    }
  };

  const set = (name: FieldName) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const field = (name: FieldName, label: string, hint: string | null, numeric = false) => (
    <InputField
      id={id(name)}
      name={name}
      label={label}
      error={problems[name]}
      hint={hint}
      maxW={numeric ? 'xs' : undefined}
      value={draft[name]}
      inputMode={numeric ? (name === 'timeLimitS' ? 'decimal' : 'numeric') : undefined}
      onChange={set(name)}
    />
  );

  return (
    <StaffForm
      onSubmit={onSubmit}
      postAs={postAs}
      aria-label={quiz ? text.settingsHeading(quiz.week) : text.newQuizHeading}
    >
      <input type="hidden" name="course" value={courseId} />
      {quiz ? (
        <>
          <input type="hidden" name="quizId" value={quiz.id} />
          <input type="hidden" name="week" value={quiz.week} />
        </>
      ) : (
        <input type="hidden" name="takenWeeks" value={takenWeeks.join(',')} />
      )}
      {quiz ? null : field('week', text.newWeek, text.newWeekHint, true)}
      {field('title', text.quizTitle, null)}
      {field('titleHi', text.quizTitleHi, text.quizTitleHint)}
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        {field('passMarkPercent', text.passMark, text.passMarkHint, true)}
        {field('maxAttempts', text.maxAttempts, text.maxAttemptsHint, true)}
      </Stack>
      {field('timeLimitS', text.timeLimit, text.timeLimitHint, true)}
      <Button
        type="submit"
        colorPalette="brand"
        alignSelf="flex-start"
        loading={busy}
        loadingText={text.saving}
      >
        {quiz ? text.saveSettings : text.createQuiz}
      </Button>
      {/* Said where the form ends, next to the button just pressed. */}
      <Box aria-live="polite" minH="6">
        {said ? (
          <Text role={said.alert ? 'alert' : 'status'} color={said.alert ? 'fg.error' : undefined}>
            {said.text}
          </Text>
        ) : null}
      </Box>
    </StaffForm>
  );
}
