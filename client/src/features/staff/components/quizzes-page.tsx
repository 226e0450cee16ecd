import { Button, Field, Heading, Input, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { staffCatalogue } from '@/content/staff.ts';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { StaffCourseChoicesDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useExportQuizGift, useImportQuizGift, type GiftProblem } from '../api/quiz-gift.ts';
import { CoursePicker } from './course-picker.tsx';
import { QuizList } from './quiz-list.tsx';
import { StaffPage } from './staff-page.tsx';
import { StaffForm } from './staff-form.tsx';
import { FieldNote, InputField } from './field-note.tsx';
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
  const [courseId, setCourseId] = useState(courses[0]?.id ?? '');
  return (
    <Stack gap="10">
      <CoursePicker label={text.course} courses={courses} value={courseId} onChange={setCourseId} />
      {/* Keyed by course: a quiz left open belongs to the course before. */}
      <QuizList key={courseId} courseId={courseId} />
      <Stack as="section" gap="4" aria-labelledby={giftHeadingId}>
        <Heading as="h2" size="lg" id={giftHeadingId}>
          {editorText.giftHeading}
        </Heading>
        <GiftForm courseId={courseId} />
      </Stack>
    </Stack>
  );
}

type Outcome =
  | { kind: 'imported'; count: number; week: number }
  | { kind: 'problems'; errors: GiftProblem[] }
  | { kind: 'said'; said: string; refused: boolean };

interface Exported {
  courseId: string;
  week: number;
  gift: string;
}

/** The week as typed, when it is one (1 to 52, as the gateway takes). */
const weekOf = (typed: string): number | null => {
  const week = Number(typed.trim());
  return Number.isInteger(week) && week >= 1 && week <= 52 ? week : null;
};

function GiftForm({ courseId }: { courseId: string }) {
  const { staffQuizzesText: text } = useText(staffQuizzesCatalogue);
  const { staffConsoleText } = useText(staffCatalogue);
  const importGift = useImportQuizGift(staffConsoleText.failed);
  const exportGift = useExportQuizGift(staffConsoleText.failed);
  const ids = { week: useId(), gift: useId(), file: useId(), out: useId() };
  const [weekText, setWeekText] = useState('1');
  const [gift, setGift] = useState('');
  const [problems, setProblems] = useState<{ week?: string; gift?: string }>({});
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [exported, setExported] = useState<Exported | null>(null);

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
    setBusy('import');
    const answer = await importGift(courseId, week, gift);
    setBusy(null);
    if (!answer.ok) setOutcome({ kind: 'said', said: answer.said, refused: answer.refused });
    else if (answer.value.errors.length > 0) {
      setOutcome({ kind: 'problems', errors: answer.value.errors });
    } else setOutcome({ kind: 'imported', count: answer.value.imported, week });
  };

  const onExport = async () => {
    const week = checkedWeek();
    if (week === null || busy) return;
    setBusy('export');
    const answer = await exportGift(courseId, week);
    setBusy(null);
    if (answer.ok) {
      setExported({ courseId, week, gift: answer.value });
      setOutcome(null);
    } else {
      setExported(null);
      setOutcome({ kind: 'said', said: answer.said, refused: answer.refused });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) setGift(await file.text());
  };

  return (
    <Stack gap="8">
      <StaffForm gap="5" onSubmit={onImport}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
          <InputField
            id={ids.week}
            label={text.week}
            error={problems.week}
            hint={text.weekHint}
            maxW="xs"
            inputMode="numeric"
            value={weekText}
            onChange={(event) => setWeekText(event.target.value)}
          />
        </Stack>
        <Field.Root invalid={Boolean(problems.gift)}>
          <Field.Label htmlFor={ids.gift}>{text.gift}</Field.Label>
          <Textarea
            id={ids.gift}
            value={gift}
            rows={12}
            fontFamily="mono"
            fontSize="sm"
            spellCheck={false}
            onChange={(event) => setGift(event.target.value)}
          />
          <FieldNote error={problems.gift} hint={text.giftHint} />
        </Field.Root>
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
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            loading={busy === 'import'}
            loadingText={text.importing}
          >
            {text.import}
          </Button>
          <Button
            variant="outline"
            loading={busy === 'export'}
            loadingText={text.exporting}
            onClick={() => void onExport()}
          >
            {text.export}
          </Button>
        </Stack>
      </StaffForm>
      {outcome ? <OutcomeNote outcome={outcome} /> : null}
      {exported ? (
        <Stack as="section" gap="3" aria-labelledby={ids.out}>
          <Heading as="h2" size="lg" id={ids.out}>
            {text.exported(exported.week)}
          </Heading>
          <Textarea
            aria-labelledby={ids.out}
            readOnly
            value={exported.gift}
            rows={12}
            fontFamily="mono"
            fontSize="sm"
          />
          <Link
            colorPalette="brand"
            fontWeight="semibold"
            alignSelf="flex-start"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(exported.gift)}`}
            download={text.fileName(exported.courseId, exported.week)}
          >
            {text.download}
          </Link>
        </Stack>
      ) : null}
    </Stack>
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
