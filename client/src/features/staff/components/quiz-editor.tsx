import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useQuizEdits, type StaffQuizDetail, type StaffQuizQuestion } from '../api/quiz-editor.ts';
import { quizAddress, quizQuery, type QuizOpened } from '../quiz-address.ts';
import { QuestionForm } from './question-form.tsx';
import { StaffForm } from './staff-form.tsx';

/** The most questions a quiz takes (the gateway's bound). */
const MAX_QUESTIONS = 50;

interface QuizEditorProps {
  courseId: string;
  /** The editor's address: the question whose form is open, or whose deletion is asked. */
  opened: QuizOpened;
  quiz: StaffQuizDetail;
}

/**
 * A quiz's questions in order, each with its answers (the right ones marked), Up and Down to
 * reorder, Edit and Delete; "Add question" opens the form for a new one at the end. Up and
 * Down are forms and Edit, Delete and Add are links to the page's address (quiz-address.ts),
 * so all of it works before and without the app; Delete asks to be confirmed first. With the
 * app, what each change came to is said in a polite live region.
 */
export function QuizEditor({ courseId, opened, quiz }: QuizEditorProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const edits = useQuizEdits(text.failed);
  const [, setSearch] = useSearchParams();
  const [note, setNote] = useState<{ said: string; alert: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const total = quiz.questions.length;
  const base = useId();
  const buttonId = (questionId: string, which: 'up' | 'down') => `${base}-${questionId}-${which}`;
  /** The editor's address with a question's form open, or its deletion asked, or neither. */
  const at = (also: Pick<QuizOpened, 'question' | 'remove'> = {}): QuizOpened => ({
    quizId: quiz.id,
    view: 'edit',
    ...also,
  });
  const go = (also?: Pick<QuizOpened, 'question' | 'remove'>) =>
    setSearch(quizQuery(courseId, at(also)));
  // After a move the question's own Up (or Down) button keeps the focus; at the top or the
  // bottom that button is disabled, so the other one takes it.
  // Set before a move is sent; the quiz it answers with (a new `questions`) takes it up.
  const focusAfterMove = useRef<{ id: string; which: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    const position = quiz.questions.findIndex((question) => question.id === pending.id) + 1;
    if (position === 0) return;
    focusAfterMove.current = null;
    const which =
      (pending.which === 'up' && position === 1) ||
      (pending.which === 'down' && position !== quiz.questions.length)
        ? 'down'
        : 'up';
    document.getElementById(`${base}-${pending.id}-${which}`)?.focus();
  }, [base, quiz.questions]);

  /** Runs one change at a time (buttons stay enabled, so the keyboard's focus stays put). */
  const change = async (run: () => ReturnType<typeof edits.move>, done: string) => {
    if (busy) return false;
    setBusy(true);
    const outcome = await run();
    setBusy(false);
    setNote(outcome.ok ? { said: done, alert: false } : { said: outcome.said, alert: true });
    return outcome.ok;
  };

  const move = async (question: StaffQuizQuestion, to: number, which: 'up' | 'down') => {
    if (busy) return;
    focusAfterMove.current = { id: question.id, which };
    if (!(await change(() => edits.move(question.id, to), text.moved(to)))) {
      focusAfterMove.current = null;
    }
  };

  const remove = async (question: StaffQuizQuestion) => {
    if (await change(() => edits.remove(question.id), text.deleted)) go();
  };

  const form = (editing: { question: StaffQuizQuestion; position: number } | null) => (
    <QuestionForm
      key={editing?.question.id ?? 'new'}
      quizId={quiz.id}
      courseId={courseId}
      editing={editing}
      cancel={quizAddress(courseId, at())}
      onSave={(input) => edits.save(quiz.id, input)}
      onDone={(outcome) => {
        go();
        setNote({ said: outcome === 'added' ? text.added : text.saved, alert: false });
      }}
    />
  );

  return (
    <Stack gap="4">
      <Box aria-live="polite" minH="6">
        {note ? (
          <Text role={note.alert ? 'alert' : 'status'} color={note.alert ? 'fg.error' : undefined}>
            {note.said}
          </Text>
        ) : null}
      </Box>
      <List.Root as="ol" listStyle="none" gap="3" ps="0">
        {quiz.questions.map((question, index) => {
          const editing = opened.question === question.id;
          const position = index + 1;
          return (
            <QuestionItem
              key={question.id}
              courseId={courseId}
              question={question}
              position={position}
              total={total}
              buttonId={(which) => buttonId(question.id, which)}
              editLink={quizAddress(courseId, at(editing ? {} : { question: question.id }))}
              editing={editing}
              deleteLink={quizAddress(courseId, at({ remove: question.id }))}
              onMove={(to, which) => void move(question, to, which)}
            >
              {editing ? form({ question, position }) : null}
              {opened.remove === question.id && total > 1 ? (
                <DeleteConfirmation
                  courseId={courseId}
                  questionId={question.id}
                  position={position}
                  keep={quizAddress(courseId, at())}
                  onDelete={() => void remove(question)}
                />
              ) : null}
            </QuestionItem>
          );
        })}
      </List.Root>
      {opened.question === 'new' ? (
        form(null)
      ) : total >= MAX_QUESTIONS ? (
        <Button alignSelf="flex-start" colorPalette="brand" disabled>
          {text.addQuestion}
        </Button>
      ) : (
        <Button asChild alignSelf="flex-start" colorPalette="brand">
          <RouterLink to={quizAddress(courseId, at({ question: 'new' }))}>
            {text.addQuestion}
          </RouterLink>
        </Button>
      )}
    </Stack>
  );
}

interface QuestionItemProps {
  courseId: string;
  question: StaffQuizQuestion;
  position: number;
  total: number;
  buttonId: (which: 'up' | 'down') => string;
  /** Where Edit leads: the question's form open, or closed again when it is open. */
  editLink: string;
  editing: boolean;
  /** Where Delete leads: the question's deletion to confirm. */
  deleteLink: string;
  onMove: (to: number, which: 'up' | 'down') => void;
  /** The form editing it, or its deletion to confirm, when open. */
  children: ReactNode;
}

/** One question in the editor: its prompt, kind and answers, and its controls. */
function QuestionItem({
  courseId,
  question,
  position,
  total,
  buttonId,
  editLink,
  editing,
  deleteLink,
  onMove,
  children,
}: QuestionItemProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const moveTo = (to: number, which: 'up' | 'down', label: string, named: string) => (
    <StaffForm
      display="inline-flex"
      postAs="moveQuizQuestion"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onMove(to, which);
      }}
    >
      <input type="hidden" name="course" value={courseId} />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="position" value={to} />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        id={buttonId(which)}
        aria-label={named}
        disabled={to < 1 || to > total}
      >
        {label}
      </Button>
    </StaffForm>
  );
  return (
    <List.Item display="block">
      <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="quiz-editor-question">
        <Stack direction="row" gap="2" alignItems="baseline" flexWrap="wrap">
          <Heading as="h4" size="sm">
            {position}. {question.prompt}
          </Heading>
          <Badge variant="subtle">{text.kinds[question.kind]}</Badge>
        </Stack>
        {question.kind === 'NUMERIC' ? (
          <Text fontSize="sm">
            {text.numericAnswer(question.value ?? 0, question.tolerance ?? 0)}
          </Text>
        ) : (
          <List.Root as="ul" ps="5" fontSize="sm">
            {question.options.map((option) => (
              <List.Item key={option.id} fontWeight={option.right ? 'semibold' : undefined}>
                {option.text} {option.right ? text.rightAnswer : null}
              </List.Item>
            ))}
          </List.Root>
        )}
        <Stack direction="row" gap="2" flexWrap="wrap">
          {moveTo(position - 1, 'up', text.up, text.upFor(position))}
          {moveTo(position + 1, 'down', text.down, text.downFor(position))}
          <Button asChild size="sm" variant={editing ? 'solid' : 'outline'}>
            <RouterLink
              to={editLink}
              aria-label={text.editQuestionFor(position)}
              aria-current={editing ? 'true' : undefined}
            >
              {text.edit}
            </RouterLink>
          </Button>
          {total <= 1 ? (
            <Button size="sm" variant="outline" colorPalette="red" disabled>
              {text.delete}
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline" colorPalette="red">
              <RouterLink to={deleteLink} aria-label={text.deleteFor(position)}>
                {text.delete}
              </RouterLink>
            </Button>
          )}
        </Stack>
        {children}
      </Stack>
    </List.Item>
  );
}

interface DeleteConfirmationProps {
  courseId: string;
  questionId: string;
  position: number;
  /** Where "Keep it" leads: the editor without the question asked. */
  keep: string;
  onDelete: () => void;
}

/**
 * What deleting a question means, said before it happens, with the deletion itself as a
 * form (posted without the app too) and the way back.
 */
function DeleteConfirmation({
  courseId,
  questionId,
  position,
  keep,
  onDelete,
}: DeleteConfirmationProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const saidId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <Stack
      role="group"
      aria-labelledby={saidId}
      gap="3"
      borderWidth="1px"
      borderColor="border.error"
      rounded="md"
      p="3"
    >
      <Text id={saidId}>{text.confirmDelete(position)}</Text>
      <StaffForm
        postAs="deleteQuizQuestion"
        flexDirection={{ base: 'column', sm: 'row' }}
        gap="3"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          onDelete();
        }}
      >
        <input type="hidden" name="course" value={courseId} />
        <input type="hidden" name="questionId" value={questionId} />
        <Button type="submit" colorPalette="red" ref={confirm}>
          {text.deleteFor(position)}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={keep}>{text.keep}</RouterLink>
        </Button>
      </StaffForm>
    </Stack>
  );
}
