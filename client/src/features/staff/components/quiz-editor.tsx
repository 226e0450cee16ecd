import { Badge, Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { useQuizEdits, type StaffQuizDetail, type StaffQuizQuestion } from '../api/quiz-editor.ts';
import { QuestionForm } from './question-form.tsx';

/** What the form is open for: a new question, or the question with this id. */
type Open = { kind: 'new' } | { kind: 'edit'; questionId: string } | null;

/**
 * A quiz's questions in order, each with its answers (the right ones marked), Up and Down to
 * reorder, Edit and Delete; "Add question" opens the form for a new one at the end. What each
 * change came to is said in a polite live region.
 */
export function QuizEditor({ quiz }: { quiz: StaffQuizDetail }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const edits = useQuizEdits(text.failed);
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState<{ said: string; alert: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const total = quiz.questions.length;
  const base = useId();
  const buttonId = (questionId: string, which: 'up' | 'down') => `${base}-${questionId}-${which}`;
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

  const onDelete = (question: StaffQuizQuestion, position: number) => {
    if (!window.confirm(text.confirmDelete(position))) return;
    if (open?.kind === 'edit' && open.questionId === question.id) setOpen(null);
    void change(() => edits.remove(question.id), text.deleted);
  };

  const form = (editing: { question: StaffQuizQuestion; position: number } | null) => (
    <QuestionForm
      key={editing?.question.id ?? 'new'}
      editing={editing}
      onSave={(input) => edits.save(quiz.id, input)}
      onDone={(outcome) => {
        setOpen(null);
        if (outcome !== 'cancelled') {
          setNote({ said: outcome === 'added' ? text.added : text.saved, alert: false });
        }
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
          const editing = open?.kind === 'edit' && open.questionId === question.id;
          const position = index + 1;
          return (
            <QuestionItem
              key={question.id}
              question={question}
              position={position}
              total={total}
              buttonId={(which) => buttonId(question.id, which)}
              editing={editing}
              onMove={(to, which) => void move(question, to, which)}
              onEdit={() => setOpen(editing ? null : { kind: 'edit', questionId: question.id })}
              onDelete={() => onDelete(question, position)}
            >
              {editing ? form({ question, position }) : null}
            </QuestionItem>
          );
        })}
      </List.Root>
      {open?.kind === 'new' ? (
        form(null)
      ) : (
        <Button
          alignSelf="flex-start"
          colorPalette="brand"
          disabled={total >= 50}
          onClick={() => setOpen({ kind: 'new' })}
        >
          {text.addQuestion}
        </Button>
      )}
    </Stack>
  );
}

interface QuestionItemProps {
  question: StaffQuizQuestion;
  position: number;
  total: number;
  buttonId: (which: 'up' | 'down') => string;
  editing: boolean;
  onMove: (to: number, which: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The form editing it, when open. */
  children: ReactNode;
}

/** One question in the editor: its prompt, kind and answers, and its buttons. */
function QuestionItem({
  question,
  position,
  total,
  buttonId,
  editing,
  onMove,
  onEdit,
  onDelete,
  children,
}: QuestionItemProps) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
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
          <Button
            size="sm"
            variant="outline"
            id={buttonId('up')}
            aria-label={text.upFor(position)}
            disabled={position === 1}
            onClick={() => onMove(position - 1, 'up')}
          >
            {text.up}
          </Button>
          <Button
            size="sm"
            variant="outline"
            id={buttonId('down')}
            aria-label={text.downFor(position)}
            disabled={position === total}
            onClick={() => onMove(position + 1, 'down')}
          >
            {text.down}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={text.editQuestionFor(position)}
            aria-expanded={editing}
            onClick={onEdit}
          >
            {text.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={text.deleteFor(position)}
            disabled={total <= 1}
            onClick={onDelete}
          >
            {text.delete}
          </Button>
        </Stack>
        {children}
      </Stack>
    </List.Item>
  );
}
