import { paths } from '@/config/paths.ts';

/** What the quiz list opens below itself for one quiz. */
export type QuizView = 'edit' | 'preview' | 'stats' | 'settings';
const QUIZ_VIEWS: readonly QuizView[] = ['edit', 'preview', 'stats', 'settings'];

/** The opened quiz's section: the addresses below lead to it, so a served page opens there. */
export const QUIZ_PANEL_ID = 'quiz-panel';

/** One quiz opened in one view; in the editor, a question's form or its deletion asked. */
export interface QuizOpened {
  quizId: string;
  view: QuizView;
  /** The question whose form is open: its id, or 'new' for a question to add. */
  question?: string;
  /** The question whose deletion waits to be confirmed. */
  remove?: string;
}

/** The query of the quizzes page: the course, and what is opened, when anything is. */
export function quizQuery(courseId: string, opened?: QuizOpened): Record<string, string> {
  if (!opened) return { course: courseId };
  const { quizId, view, question, remove } = opened;
  return {
    course: courseId,
    quiz: quizId,
    view,
    ...(question === undefined ? {} : { question }),
    ...(remove === undefined ? {} : { remove }),
  };
}

/**
 * The quizzes page's address (a router path) for a course and what is opened: every view of
 * the panel has its own, so it opens from a link, and a form posted without the app comes
 * back to it.
 */
export function quizAddress(courseId: string, opened?: QuizOpened): string {
  const query = new URLSearchParams(quizQuery(courseId, opened)).toString();
  return `${paths.staffQuizzes}?${query}${opened ? `#${QUIZ_PANEL_ID}` : ''}`;
}

/** What the page's address opens, read from its query (the quiz is checked against the list). */
export function openedIn(search: URLSearchParams): QuizOpened | null {
  const quizId = search.get('quiz');
  const view = QUIZ_VIEWS.find((one) => one === search.get('view'));
  if (!quizId || !view) return null;
  const question = search.get('question') ?? undefined;
  const remove = search.get('remove') ?? undefined;
  return { quizId, view, ...(question ? { question } : {}), ...(remove ? { remove } : {}) };
}
