import { Button, Field, Heading, Input, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { StaffCourseChoicesDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useServedForm } from '@/components/ui/form/served-form.tsx';
import { useImportQuizGift, useQuizGift, type GiftProblem } from '../api/quiz-gift.ts';
import { CoursePicker } from './course-picker.tsx';
import { QuizList } from './quiz-list.tsx';
import { StaffPage } from './staff-page.tsx';
import { StaffForm } from './staff-form.tsx';
import { InputField, TextareaField } from './field-note.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

/**
 * /staff/quizzes: a course's quizzes, each to edit question by question, preview as a student
 * and read the stats of (quiz-list.tsx); and a course week's quiz imported from a GIFT file (pasted or chosen), with
 * each problem of a refused file by its line, or exported as GIFT to edit and import again.
 * Staff with the quizzes permission; the gateway decides, and says why to anyone else.
 */
export function QuizzesPage() {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  return (
    <StaffPage heading={text.heading} intro={text.intro} back={text.backToConsole} maxW="4xl">
      <QuizzesBody />
    </StaffPage>
  );
}

function QuizzesBody() {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  const { data, error, loading } = useStaffQuery(StaffCourseChoicesDocument);
  if (loading && !data) return <Text role="status">{text.loading}</Text>;
  if (error || !data) return <Text role="alert">{text.failed}</Text>;
  return <CourseQuizzes courses={data.courses} />;
}

type Courses = readonly { id: string; title: string }[];

/**
 * The chosen course's quizzes (to edit, preview and read the stats of), then a week's GIFT
 * import and export for that course.
 */
function CourseQuizzes({ courses }: { courses: Courses }) {
  const { staffQuizzesText: text, staffQuizEditorText: editorText } =
    useText(staffQuizzesCatalogue);
  const giftHeadingId = useId();
  // The course in the address: a GET form of this page picks it before (or without) the app;
  // with it, picking changes the address in place.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('course');
  const courseId = courses.some((course) => course.id === asked)
    ? (asked ?? '')
    : (courses[0]?.id ?? '');
  return (
    <Stack gap="10">
      <form method="get" action={paths.staffQuizzes} onSubmit={(event) => event.preventDefault()}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
          <CoursePicker
            label={text.course}
            name="course"
            courses={courses}
            value={courseId}
            onChange={(id) => setSearch({ course: id })}
          />
          <Button type="submit" variant="outline">
            {text.showCourse}
          </Button>
        </Stack>
      </form>
      {/* Keyed by course: a quiz left open belongs to the course before. */}
      <QuizList key={courseId} courseId={courseId} />
      <Stack as="section" gap="4" aria-labelledby={giftHeadingId}>
        <Heading as="h2" size="lg" id={giftHeadingId}>
          {editorText.giftHeading}
        </Heading>
        <GiftForm courseId={courseId} />
        <ExportForm courseId={courseId} />
      </Stack>
    </Stack>
  );
}

type Outcome =
  | { kind: 'imported'; count: number; week: number }
  | { kind: 'problems'; errors: GiftProblem[] }
  | { kind: 'said'; said: string; refused: boolean };

/** The week as typed, when it is one (1 to 52, as the gateway takes). */
export const weekOf = (typed: string): number | null => {
  const week = Number(typed.trim());
  return Number.isInteger(week) && week >= 1 && week <= 52 ? week : null;
};

/** A served page's import refused by the file's problems (app/form-actions.ts). */
function servedProblems(values: Readonly<Record<string, string>> | undefined): Outcome | null {
  if (!values?.problems) return null;
  try {
    return { kind: 'problems', errors: JSON.parse(values.problems) as GiftProblem[] };
  } catch {
    return null;
  }
}

function GiftForm({ courseId }: { courseId: string }) {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  const { staffConsoleText } = useText(staffCatalogue);
  const importGift = useImportQuizGift(staffConsoleText.failed);
  const ids = { week: useId(), gift: useId(), file: useId() };
  // The form posts to this page without the app: a refused one comes back as typed.
  const served = useServedForm('importQuizGift');
  const [weekText, setWeekText] = useState(() => served?.values.week ?? '1');
  const [gift, setGift] = useState(() => served?.values.gift ?? '');
  const [problems, setProblems] = useState<{ week?: string; gift?: string }>(
    () => served?.errors ?? {},
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(() => servedProblems(served?.values));

  const checkedWeek = (): number | null => {
    const week = weekOf(weekText);
    setProblems((current) => ({ ...current, week: week === null ? text.weekInvalid : undefined }));
    return week;
  };

  const onImport = async (event: FormEvent) => {
    event.preventDefault();
    const week = checkedWeek();
    const giftProblem = gift.trim() === '' ? text.giftEmpty : undefined;
    setProblems((current) => ({ ...current, gift: giftProblem }));
    if (week === null || giftProblem || busy) return;
    setBusy(true);
    const answer = await importGift(courseId, week, gift);
    setBusy(false);
    if (!answer.ok) setOutcome({ kind: 'said', said: answer.said, refused: answer.refused });
    else if (answer.value.errors.length > 0) {
      setOutcome({ kind: 'problems', errors: answer.value.errors });
    } else setOutcome({ kind: 'imported', count: answer.value.imported, week });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) setGift(await file.text());
  };

  return (
    <Stack gap="8">
      <StaffForm gap="5" postAs="importQuizGift" onSubmit={onImport}>
        <input type="hidden" name="course" value={courseId} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <WeekField
            id={ids.week}
            label={text.week}
            error={problems.week}
            name="week"
            value={weekText}
            onChange={setWeekText}
          />
        </Stack>
        <TextareaField
          id={ids.gift}
          label={text.gift}
          error={problems.gift}
          hint={text.giftHint}
          name="gift"
          value={gift}
          rows={12}
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
          onChange={(event) => setGift(event.target.value)}
        />
        <Field.Root>
          <Field.Label htmlFor={ids.file}>{text.file}</Field.Label>
          <Input
            id={ids.file}
            type="file"
            accept=".gift,.txt,text/plain"
            p="1"
            onChange={(event) => void onFile(event)}
          />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={busy}
          loadingText={text.importing}
        >
          {text.import}
        </Button>
      </StaffForm>
      {outcome ? <OutcomeNote outcome={outcome} /> : null}
    </Stack>
  );
}

/**
 * A week exported as GIFT, to read and download: a GET form of this page (`?export=` the
 * week), so it works before and without the app, and the page renders the week's file; with
 * the app, exporting changes the address in place.
 */
function ExportForm({ courseId }: { courseId: string }) {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  const { staffConsoleText } = useText(staffCatalogue);
  const ids = { week: useId(), out: useId() };
  const [search, setSearch] = useSearchParams();
  const asked = search.get('export');
  const [weekText, setWeekText] = useState(asked ?? '1');
  const week = asked === null ? null : weekOf(asked);
  const { outcome: exported, again } = useQuizGift(courseId, week, staffConsoleText.failed);
  const problem = asked !== null && week === null ? text.weekInvalid : undefined;

  const onExport = (event: FormEvent) => {
    event.preventDefault();
    if (asked === weekText.trim() && week !== null) again();
    else setSearch({ course: courseId, export: weekText.trim() });
  };

  return (
    <Stack gap="8">
      <form method="get" action={paths.staffQuizzes} onSubmit={onExport}>
        <input type="hidden" name="course" value={courseId} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-start' }}>
          <WeekField
            id={ids.week}
            label={text.exportWeek}
            error={problem}
            name="export"
            value={weekText}
            onChange={setWeekText}
          />
          <Button type="submit" variant="outline" mt={{ sm: '6' }}>
            {text.export}
          </Button>
        </Stack>
      </form>
      {week !== null && exported === null ? <Text role="status">{text.exporting}</Text> : null}
      {exported && !exported.ok ? (
        <OutcomeNote outcome={{ kind: 'said', said: exported.said, refused: exported.refused }} />
      ) : null}
      {exported?.ok && week !== null ? (
        <Stack as="section" gap="3" aria-labelledby={ids.out}>
          <Heading as="h2" size="lg" id={ids.out}>
            {text.exported(week)}
          </Heading>
          <Textarea
            aria-labelledby={ids.out}
            readOnly
            value={exported.value}
            rows={12}
            fontFamily="mono"
            fontSize="sm"
          />
          <Link
            colorPalette="brand"
            fontWeight="semibold"
            alignSelf="flex-start"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(exported.value)}`}
            download={text.fileName(courseId, week)}
          >
            {text.download}
          </Link>
        </Stack>
      ) : null}
    </Stack>
  );
}

interface WeekFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  name: string;
  value: string;
  onChange: (typed: string) => void;
}

/** A course week's number as typed, 1 to 52. */
function WeekField({ onChange, ...field }: WeekFieldProps) {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  return (
    <InputField
      {...field}
      hint={text.weekHint}
      maxW="xs"
      inputMode="numeric"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** What the last import or export came to, read out as it appears. */
function OutcomeNote({ outcome }: { outcome: Outcome }) {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  const { staffConsoleText } = useText(staffCatalogue);
  if (outcome.kind === 'imported') {
    return <Text role="status">{text.imported(outcome.count, outcome.week)}</Text>;
  }
  if (outcome.kind === 'said') {
    return (
      <Stack gap="2" role="alert">
        <Text>{outcome.said}</Text>
        {outcome.refused ? (
          <Link asChild colorPalette="brand" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={paths.staffSignIn}>{staffConsoleText.signInLink}</RouterLink>
          </Link>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="2" role="alert" data-testid="gift-problems">
      <Text fontWeight="semibold">{text.problems(outcome.errors.length)}</Text>
      <List.Root as="ol" ps="5">
        {outcome.errors.map((problem) => (
          <List.Item key={`${problem.line}-${problem.message}`}>
            <Text as="strong">{text.line(problem.line)}:</Text> {problem.message}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
