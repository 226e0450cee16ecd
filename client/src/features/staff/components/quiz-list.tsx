import { Box, Button, CloseButton, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { StaffQuizDocument, StaffQuizzesDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import {
  openedIn,
  QUIZ_PANEL_ID,
  quizAddress,
  quizQuery,
  type QuizOpened,
  type QuizView,
} from '../quiz-address.ts';
import { QuizEditor } from './quiz-editor.tsx';
import { QuizPreview } from './quiz-preview.tsx';
import { QuizStats } from './quiz-stats.tsx';
import { QuizSettingsForm } from './quiz-settings-form.tsx';
import { StaffRefusal } from './staff-page.tsx';
import { DataTable } from './data-table.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

/**
 * The course's quizzes by week, each with Edit, Preview as a student, Stats and Settings:
 * links to the page's own address with the quiz and the view (quiz-address.ts), so each
 * opens before and without the app, and a form posted without it comes back to it. The one
 * opened shows below the table, with Close to go back to the list; with the app, its heading
 * takes the focus and Close gives it back to the link that opened it. Under them, New quiz
 * makes a week's quiz and opens its question editor.
 */
export function QuizList({ courseId }: { courseId: string }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const headingId = useId();
  const { data, error, loading } = useStaffQuery(StaffQuizzesDocument, { courseId });
  const [search, setSearch] = useSearchParams();
  const openers = useRef(new Map<string, HTMLAnchorElement | null>());
  const newQuizId = useId();
  const quizzes = data?.staffQuizzes ?? [];
  const asked = openedIn(search);
  const quiz = asked ? quizzes.find((listed) => listed.id === asked.quizId) : undefined;
  const opened = asked && quiz ? asked : null;
  // What the page opened on is where the browser already is: only what opens later takes
  // the focus.
  const [openedFirst] = useState(() => (opened ? `${opened.quizId}-${opened.view}` : null));

  const close = () => {
    if (opened) openers.current.get(`${opened.quizId}-${opened.view}`)?.focus();
  };

  const body = () => {
    if (loading && !data) return <Text role="status">{text.listLoading}</Text>;
    if (error || !data) return <StaffRefusal error={error} failed={text.listFailed} />;
    if (data.staffQuizzes.length === 0) return <Text color="fg.muted">{text.listEmpty}</Text>;
    const actions: [QuizView, string, (week: number) => string][] = [
      ['edit', text.edit, text.editFor],
      ['preview', text.preview, text.previewFor],
      ['stats', text.stats, text.statsFor],
      ['settings', text.settings, text.settingsFor],
    ];
    return (
      <DataTable
        label={text.listLabel}
        rows={data.staffQuizzes}
        rowKey={(listed) => listed.id}
        columns={[
          { header: text.columns.week, cell: (listed) => listed.week },
          { header: text.columns.title, cell: (listed) => <Box minW="40">{listed.title}</Box> },
          { header: text.columns.questions, cell: (listed) => listed.questionCount },
          { header: text.columns.passMark, cell: (listed) => text.percent(listed.passMarkPercent) },
          { header: text.columns.attempts, cell: (listed) => listed.maxAttempts },
          {
            header: text.columns.timeLimit,
            nowrap: true,
            cell: (listed) =>
              listed.timeLimitS === null ? text.noLimit : text.minutes(listed.timeLimitS),
          },
          {
            header: text.columns.actions,
            cell: (listed) => (
              <Stack direction="row" gap="2" flexWrap="wrap" minW="56">
                {actions.map(([view, label, named]) => {
                  const current = opened?.quizId === listed.id && opened.view === view;
                  return (
                    <Button
                      key={view}
                      asChild
                      size="xs"
                      variant={current ? 'solid' : 'outline'}
                      colorPalette="brand"
                    >
                      <RouterLink
                        to={quizAddress(courseId, { quizId: listed.id, view })}
                        aria-label={named(listed.week)}
                        aria-current={current ? 'true' : undefined}
                        ref={(element) => {
                          openers.current.set(`${listed.id}-${view}`, element);
                        }}
                      >
                        {label}
                      </RouterLink>
                    </Button>
                  );
                })}
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
      {opened && quiz ? (
        <QuizPanel
          key={`${opened.quizId}-${opened.view}`}
          courseId={courseId}
          opened={opened}
          week={quiz.week}
          takesFocus={openedFirst !== `${opened.quizId}-${opened.view}`}
          onClose={close}
          settings={
            opened.view === 'settings' ? <QuizSettingsForm courseId={courseId} quiz={quiz} /> : null
          }
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
            takenWeeks={quizzes.map((listed) => listed.week)}
            onSaved={(saved) => setSearch(quizQuery(courseId, { quizId: saved.id, view: 'edit' }))}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

interface QuizPanelProps {
  courseId: string;
  opened: QuizOpened;
  week: number;
  /** Opened within the app (not the page's first address): its heading takes the focus. */
  takesFocus: boolean;
  onClose: () => void;
  /** The settings form, when the panel is open for it. */
  settings: ReactNode;
}

/** The quiz opened for editing, previewing, its stats or its settings, under its heading. */
function QuizPanel({ courseId, opened, week, takesFocus, onClose, settings }: QuizPanelProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) heading.current?.focus();
  }, [takesFocus]);
  const title = {
    edit: text.editorHeading,
    preview: text.previewHeading,
    stats: text.statsHeading,
    settings: text.settingsHeading,
  }[opened.view](week);
  return (
    <Stack
      as="section"
      id={QUIZ_PANEL_ID}
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
        <CloseButton asChild>
          <RouterLink to={quizAddress(courseId)} aria-label={text.close} onClick={onClose} />
        </CloseButton>
      </Stack>
      {opened.view === 'settings' ? (
        <>
          <Text color="fg.muted">{text.settingsIntro}</Text>
          {settings}
        </>
      ) : opened.view === 'stats' ? (
        <QuizStats quizId={opened.quizId} />
      ) : (
        <QuizDetail courseId={courseId} opened={opened} />
      )}
    </Stack>
  );
}

function QuizDetail({ courseId, opened }: { courseId: string; opened: QuizOpened }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const { data, error, loading } = useStaffQuery(StaffQuizDocument, { quizId: opened.quizId });
  if (loading && !data) return <Text role="status">{text.quizLoading}</Text>;
  if (error || !data) return <StaffRefusal error={error} failed={text.quizFailed} />;
  return opened.view === 'edit' ? (
    <QuizEditor courseId={courseId} opened={opened} quiz={data.staffQuiz} />
  ) : (
    <QuizPreview courseId={courseId} quiz={data.staffQuiz} />
  );
}
