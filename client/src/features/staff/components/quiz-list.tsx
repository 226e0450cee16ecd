import { Box, Button, CloseButton, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { StaffQuizDocument, StaffQuizzesDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { QuizEditor } from './quiz-editor.tsx';
import { QuizPreview } from './quiz-preview.tsx';
import { QuizStats } from './quiz-stats.tsx';
import { QuizSettingsForm } from './quiz-settings-form.tsx';
import { StaffRefusal } from './staff-page.tsx';
import { DataTable } from './data-table.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

type View = 'edit' | 'preview' | 'stats' | 'settings';

interface Opened {
  quizId: string;
  week: number;
  view: View;
}

/**
 * The course's quizzes by week, each with Edit, Preview as a student, Stats and Settings; the
 * one opened shows below the table, its heading taking the focus, with Close to go back to the
 * list. Under them, New quiz makes a week's quiz and opens its question editor.
 */
export function QuizList({ courseId }: { courseId: string }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const headingId = useId();
  const { data, error, loading } = useStaffQuery(StaffQuizzesDocument, { courseId });
  const [opened, setOpened] = useState<Opened | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement | null>());
  const newQuizId = useId();
  const quizzes = data?.staffQuizzes ?? [];

  /** The settings form of a listed quiz (the list is there: its button was pressed). */
  const settingsOf = (quizId: string) => {
    const quiz = quizzes.find((listed) => listed.id === quizId);
    if (!quiz) return <Text role="alert">{text.quizFailed}</Text>;
    return <QuizSettingsForm courseId={courseId} quiz={quiz} />;
  };

  const close = () => {
    if (!opened) return;
    const opener = openers.current.get(`${opened.quizId}-${opened.view}`);
    setOpened(null);
    opener?.focus();
  };

  const body = () => {
    if (loading && !data) return <Text role="status">{text.listLoading}</Text>;
    if (error || !data) return <StaffRefusal error={error} failed={text.listFailed} />;
    if (data.staffQuizzes.length === 0) return <Text color="fg.muted">{text.listEmpty}</Text>;
    const actions: [View, string, (week: number) => string][] = [
      ['edit', text.edit, text.editFor],
      ['preview', text.preview, text.previewFor],
      ['stats', text.stats, text.statsFor],
      ['settings', text.settings, text.settingsFor],
    ];
    return (
      <DataTable
        label={text.listLabel}
        rows={data.staffQuizzes}
        rowKey={(quiz) => quiz.id}
        columns={[
          { header: text.columns.week, cell: (quiz) => quiz.week },
          { header: text.columns.title, cell: (quiz) => <Box minW="40">{quiz.title}</Box> },
          { header: text.columns.questions, cell: (quiz) => quiz.questionCount },
          { header: text.columns.passMark, cell: (quiz) => text.percent(quiz.passMarkPercent) },
          { header: text.columns.attempts, cell: (quiz) => quiz.maxAttempts },
          {
            header: text.columns.timeLimit,
            nowrap: true,
            cell: (quiz) =>
              quiz.timeLimitS === null ? text.noLimit : text.minutes(quiz.timeLimitS),
          },
          {
            header: text.columns.actions,
            cell: (quiz) => (
              <Stack direction="row" gap="2" flexWrap="wrap" minW="56">
                {actions.map(([view, label, named]) => (
                  <Button
                    key={view}
                    size="xs"
                    variant={
                      opened?.quizId === quiz.id && opened.view === view ? 'solid' : 'outline'
                    }
                    colorPalette="brand"
                    aria-label={named(quiz.week)}
                    aria-pressed={opened?.quizId === quiz.id && opened.view === view}
                    ref={(element) => {
                      openers.current.set(`${quiz.id}-${view}`, element);
                    }}
                    onClick={() => setOpened({ quizId: quiz.id, week: quiz.week, view })}
                  >
                    {label}
                  </Button>
                ))}
              </Stack>
            ),
          },
        ]}
      />
    );
  };

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {text.listHeading}
      </Heading>
      {body()}
      {opened ? (
        <QuizPanel
          key={`${opened.quizId}-${opened.view}`}
          opened={opened}
          onClose={close}
          settings={opened.view === 'settings' ? settingsOf(opened.quizId) : null}
        />
      ) : null}
      {data ? (
        <Stack as="section" gap="3" aria-labelledby={newQuizId} borderTopWidth="1px" pt="6">
          <Heading as="h3" size="md" id={newQuizId}>
            {text.newQuizHeading}
          </Heading>
          <Text color="fg.muted">{text.newQuizIntro}</Text>
          <QuizSettingsForm
            courseId={courseId}
            quiz={null}
            takenWeeks={quizzes.map((quiz) => quiz.week)}
            onSaved={(quiz) => setOpened({ quizId: quiz.id, week: quiz.week, view: 'edit' })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

interface QuizPanelProps {
  opened: Opened;
  onClose: () => void;
  /** The settings form, when the panel is open for it. */
  settings: ReactNode;
}

/** The quiz opened for editing, previewing, its stats or its settings, under its heading. */
function QuizPanel({ opened, onClose, settings }: QuizPanelProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = {
    edit: text.editorHeading,
    preview: text.previewHeading,
    stats: text.statsHeading,
    settings: text.settingsHeading,
  }[opened.view](opened.week);
  return (
    <Stack
      as="section"
      gap="4"
      aria-labelledby={headingId}
      borderTopWidth="1px"
      pt="6"
      data-testid="quiz-panel"
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center" gap="3">
        <Heading as="h3" size="md" id={headingId} ref={heading} tabIndex={-1}>
          {title}
        </Heading>
        <CloseButton aria-label={text.close} onClick={onClose} />
      </Stack>
      {opened.view === 'settings' ? (
        <>
          <Text color="fg.muted">{text.settingsIntro}</Text>
          {settings}
        </>
      ) : opened.view === 'stats' ? (
        <QuizStats quizId={opened.quizId} />
      ) : (
        <QuizDetail quizId={opened.quizId} view={opened.view} />
      )}
    </Stack>
  );
}

function QuizDetail({ quizId, view }: { quizId: string; view: 'edit' | 'preview' }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const { data, error, loading } = useStaffQuery(StaffQuizDocument, { quizId });
  if (loading && !data) return <Text role="status">{text.quizLoading}</Text>;
  if (error || !data) return <StaffRefusal error={error} failed={text.quizFailed} />;
  return view === 'edit' ? (
    <QuizEditor quiz={data.staffQuiz} />
  ) : (
    <QuizPreview quiz={data.staffQuiz} />
  );
}
