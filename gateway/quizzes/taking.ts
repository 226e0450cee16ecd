/**
 * Taking a quiz (issue 40, item 3): what an order's owner sees of its quizzes, starting an
 * attempt and submitting it. Questions go out without anything that grades them; the review
 * (right options, right value, explanation) only in the answer to a submission that was taken.
 */
import type { Language } from '../../common/language.ts';
import type { AttemptRecord, QuestionRecord, QuizRecord, Quizzes } from '../db/quizzes.ts';
import {
  SUBMIT_GRACE_MS,
  answersFit,
  attemptExpiresAt,
  attemptLayout,
  gradeAttempt,
  standingOf,
  stillSubmittable,
  wholePercent,
  type AnswerInput,
} from '../domain/quizzes.ts';
import type { CourseQuizzes } from '../domain/certificates.ts';
import { orderForCourse } from '../domain/orders.ts';
import { isPaid, unlockedFor, weekOpensAtMs } from '../domain/unlock.ts';
import { forbidden, forbiddenWith, notFound, refusedField } from '../errors.ts';
import type { OrderModel } from '../upstream/legacy-api/models.ts';
import { SHOWN_KIND, said, settingsView, type QuizSettingsView, type ShownKind } from './views.ts';

/** What a quiz's fields need: the store, the time and the reader's language. */
export interface QuizSources {
  quizzes: Quizzes;
  now: Date;
  language: Language;
}

interface QuizView extends QuizSettingsView {
  unlocked: boolean;
  questionCount: number;
  attemptsUsed: number;
  bestScorePercent: number | null;
  passed: boolean;
}

/**
 * The course's quizzes that have a question, with how many each has. A quiz the console has
 * made but not yet filled is not shown to students and does not hold back a certificate.
 */
async function answerable(quizzes: Quizzes, courseId: string) {
  const all = await quizzes.ofCourse(courseId);
  const counts = await quizzes.questionCounts(all.map((quiz) => quiz.id));
  return { quizzes: all.filter((quiz) => (counts.get(quiz.id) ?? 0) > 0), counts };
}

/**
 * The course's quizzes as the owner of `unlocking` (their order dated from its first paid
 * one) stands with them; `customerId` null (not theirs, not paid) shows them locked, unused.
 */
export async function quizzesOfOrder(
  sources: QuizSources,
  unlocking: OrderModel,
  customerId: string | null,
): Promise<QuizView[]> {
  const { quizzes, counts } = await answerable(sources.quizzes, unlocking.course.id);
  if (quizzes.length === 0) return [];
  const ids = quizzes.map((quiz) => quiz.id);
  const attempts = customerId === null ? [] : await sources.quizzes.attemptsOf(customerId, ids);
  return quizzes.map((quiz) => {
    const standing = standingOf(attempts.filter((attempt) => attempt.quizId === quiz.id));
    return {
      ...settingsView(quiz, sources.language),
      unlocked: customerId !== null && unlockedFor(unlocking, quiz, sources.now),
      questionCount: counts.get(quiz.id) ?? 0,
      attemptsUsed: standing.attemptsUsed,
      bestScorePercent:
        standing.bestScorePercent === null ? null : wholePercent(standing.bestScorePercent),
      passed: standing.passed,
    };
  });
}

/** The course's quizzes as the customer stands with them, for the certificate rule. */
export async function courseQuizzes(
  quizzes: Quizzes,
  courseId: string,
  customerId: string,
): Promise<CourseQuizzes> {
  const { quizzes: all } = await answerable(quizzes, courseId);
  const attempts = await quizzes.attemptsOf(
    customerId,
    all.map((quiz) => quiz.id),
  );
  return {
    quizzes: all.map((quiz) => {
      const standing = standingOf(attempts.filter((attempt) => attempt.quizId === quiz.id));
      return {
        passMarkPercent: quiz.passMarkPercent,
        bestScorePercent: standing.bestScorePercent,
        passedAtMs: standing.passedAtMs,
      };
    }),
  };
}

interface AttemptView {
  id: string;
  expiresAt: string | null;
  questions: {
    id: string;
    kind: ShownKind;
    prompt: string;
    imageUrl: string | null;
    options: { id: string; text: string }[] | null;
  }[];
}

/** An attempt's questions in its order, with nothing that grades them. */
function attemptView(attempt: AttemptRecord, questions: QuestionRecord[], language: Language) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    id: attempt.id,
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
    questions: attempt.layout.flatMap(({ questionId, optionIds }) => {
      const question = byId.get(questionId);
      if (!question) return [];
      const texts = new Map(question.options.map((option) => [option.id, option.text]));
      return [
        {
          id: question.id,
          kind: SHOWN_KIND[question.kind],
          prompt: said(question.prompt, language),
          imageUrl: question.imageUrl,
          options:
            question.kind === 'numeric'
              ? null
              : optionIds.map((id) => ({
                  id,
                  text: said(texts.get(id) ?? { en: '', hi: null }, language),
                })),
        },
      ];
    }),
  };
}

/** The quiz, when the customer's order for its course is paid and its week is open. */
async function openQuiz(sources: QuizSources, orders: OrderModel[], quizId: string) {
  const quiz = await sources.quizzes.byId(quizId.trim());
  if (!quiz) throw notFound('quizNotFound');
  const order = orderForCourse(orders, quiz.courseId);
  if (!order || !isPaid(order)) throw forbidden('quizNotOwned');
  if (!unlockedFor(order, quiz, sources.now)) {
    throw forbiddenWith('quizLocked', {
      week: quiz.week,
      opensAt: new Date(weekOpensAtMs(order.orderedAtMs, quiz.week)),
    });
  }
  return quiz;
}

/**
 * Starts an attempt: the customer's open one when there is one (a reload shows the same
 * questions in the same order), else a new one while attempts are left.
 */
export async function startAttempt(
  sources: QuizSources,
  customerId: string,
  orders: OrderModel[],
  quizId: string,
): Promise<AttemptView> {
  const quiz = await openQuiz(sources, orders, quizId);
  const questions = await sources.quizzes.questions(quiz.id);
  if (questions.length === 0) throw notFound('quizNotFound');
  const open = async () => {
    const attempts = await sources.quizzes.attemptsOf(customerId, [quiz.id]);
    const live = attempts.find(
      (attempt) => attempt.submittedAt === null && stillSubmittable(attempt, sources.now),
    );
    return { attempts, live };
  };
  const { attempts, live } = await open();
  if (live) return attemptView(live, questions, sources.language);
  if (attempts.length >= quiz.maxAttempts)
    throw forbiddenWith('quizNoAttemptsLeft', { maxAttempts: quiz.maxAttempts });
  const started = await sources.quizzes.startAttempt({
    quizId: quiz.id,
    customerId,
    number: attempts.length + 1,
    expiresAt: attemptExpiresAt(sources.now, quiz.timeLimitS),
    layout: attemptLayout(questions),
  });
  if (started) return attemptView(started, questions, sources.language);
  // Another tab took this attempt's number a moment ago: its attempt is the one to show.
  const again = await open();
  if (again.live) return attemptView(again.live, questions, sources.language);
  throw forbiddenWith('quizNoAttemptsLeft', { maxAttempts: quiz.maxAttempts });
}

/** A submitted attempt's result, as submitQuizAttempt answers it. */
export interface ResultView {
  scorePercent: number;
  passed: boolean;
  attemptsLeft: number;
  review: {
    questionId: string;
    chosenOptionIds: string[] | null;
    chosenValue: number | null;
    rightOptionIds: string[] | null;
    rightValue: number | null;
    correct: boolean;
    explanation: string | null;
  }[];
}

function refusedSubmission(attempt: AttemptRecord, now: Date): never {
  if (attempt.submittedAt !== null) throw forbidden('quizAlreadySubmitted');
  if (!stillSubmittable(attempt, now)) throw forbidden('quizTimeUp');
  throw forbidden('quizAlreadySubmitted');
}

/** Grades and records the customer's attempt, once; the review says what was right and why. */
export async function submitAttempt(
  sources: QuizSources,
  customerId: string,
  attemptId: string,
  answers: readonly AnswerInput[],
): Promise<ResultView> {
  const attempt = await sources.quizzes.attempt(attemptId.trim());
  if (!attempt || attempt.customerId !== customerId) throw notFound('quizAttemptNotFound');
  if (attempt.submittedAt !== null || !stillSubmittable(attempt, sources.now)) {
    refusedSubmission(attempt, sources.now);
  }
  if (!answersFit(attempt.layout, answers)) throw refusedField('answers', 'quizAnswerInvalid');
  const quiz: QuizRecord | null = await sources.quizzes.byId(attempt.quizId);
  if (!quiz) throw notFound('quizNotFound');
  const questions = await sources.quizzes.questions(quiz.id);
  const grading = gradeAttempt(attempt.layout, questions, answers, quiz.passMarkPercent);
  const taken = await sources.quizzes.submit({
    attemptId: attempt.id,
    customerId,
    scorePercent: grading.scorePercent,
    passed: grading.passed,
    answers: grading.answers,
    graceMs: SUBMIT_GRACE_MS,
  });
  if (!taken) {
    const now = await sources.quizzes.attempt(attempt.id);
    refusedSubmission(now ?? attempt, sources.now);
  }
  const used = (await sources.quizzes.attemptsOf(customerId, [quiz.id])).length;
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    scorePercent: wholePercent(grading.scorePercent),
    passed: grading.passed,
    attemptsLeft: Math.max(0, quiz.maxAttempts - used),
    review: grading.answers.map((answer) => {
      const question = byId.get(answer.questionId);
      const numeric = question?.kind === 'numeric';
      const order = attempt.layout.find((entry) => entry.questionId === answer.questionId);
      const right = new Set(question?.options.filter((o) => o.right).map((o) => o.id) ?? []);
      return {
        questionId: answer.questionId,
        chosenOptionIds: numeric ? null : (answer.optionIds ?? []),
        chosenValue: numeric ? answer.value : null,
        rightOptionIds: numeric ? null : (order?.optionIds.filter((id) => right.has(id)) ?? []),
        rightValue: numeric ? (question.numeric?.answer ?? null) : null,
        correct: answer.correct,
        explanation: question?.explanation ? said(question.explanation, sources.language) : null,
      };
    }),
  };
}
