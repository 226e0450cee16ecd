/**
 * Weekly quizzes (migration 0013): each course week's quiz with its questions and options, and
 * the attempts students make. The rules (who may start, grading, the shuffle) live in
 * gateway/domain/quizzes.ts; this file stores and reads, and makes the two decisions that
 * must hold however many requests race: an attempt's number is unique per student and quiz,
 * and an attempt is submitted by one conditional update.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { QuizEditing } from './quiz-editing.ts';
import {
  questionColumns,
  type OptionRecord,
  type QuestionRecord,
  type QuizRecord,
  type StoredText,
} from './quiz-records.ts';
import type { Tables } from './tables.ts';

export type { QuestionRecord, QuizRecord, StoredText } from './quiz-records.ts';

/** A quiz's content as staff write it: settings and questions in order. */
interface QuizContent {
  title: StoredText | null;
  passMarkPercent: number;
  maxAttempts: number;
  timeLimitS: number | null;
  questions: ContentQuestion[];
}

/** A question as staff write it, before it is stored (its ids are given then). */
interface ContentQuestion extends Omit<QuestionRecord, 'id' | 'options'> {
  options: Omit<OptionRecord, 'id'>[];
}

/** The order an attempt shows its questions, and each question's options, in. */
export type AttemptLayout = { questionId: string; optionIds: string[] }[];

/** One answer of a submitted attempt, graded. */
export interface GradedAnswer {
  questionId: string;
  optionIds: string[] | null;
  value: number | null;
  correct: boolean;
}

export interface AttemptRecord {
  id: string;
  quizId: string;
  customerId: string;
  number: number;
  startedAt: Date;
  expiresAt: Date | null;
  submittedAt: Date | null;
  scorePercent: number | null;
  passed: boolean;
  layout: AttemptLayout;
  answers: GradedAnswer[] | null;
}

type QuizRow = Selectable<Tables['quizzes']>;

function quizOf(row: QuizRow): QuizRecord {
  return {
    id: row.id,
    courseId: row.course_id,
    week: row.week,
    title: { en: row.title_en, hi: row.title_hi },
    passMarkPercent: row.pass_mark_percent,
    maxAttempts: row.max_attempts,
    timeLimitS: row.time_limit_s,
  };
}

function attemptOf(row: Selectable<Tables['quiz_attempts']>): AttemptRecord {
  return {
    id: row.id,
    quizId: row.quiz_id,
    customerId: row.customer_id,
    number: row.number,
    startedAt: new Date(row.started_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
    scorePercent: row.score_percent,
    passed: row.passed === 1,
    layout: JSON.parse(row.layout) as AttemptLayout,
    answers: row.answers === null ? null : (JSON.parse(row.answers) as GradedAnswer[]),
  };
}

export class Quizzes {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** The staff console's editing of single questions (quiz-editing.ts). */
  get editing(): QuizEditing {
    return new QuizEditing(this.db, this.now);
  }

  /**
   * Makes `content` the course week's quiz, in one transaction: the quiz keeps its id and its
   * submitted attempts (their scores stand), its questions are replaced, and attempts still
   * open are dropped (their questions are gone; they never counted). Returns the quiz.
   */
  async replaceWeek(courseId: string, week: number, content: QuizContent): Promise<QuizRecord> {
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('quizzes')
        .select('id')
        .where('course_id', '=', courseId)
        .where('week', '=', week)
        .executeTakeFirst();
      const id = existing?.id ?? randomUUID();
      const values = {
        title_en: content.title?.en ?? `Week ${week} quiz`,
        title_hi: content.title === null ? `सप्ताह ${week} क्विज़` : content.title.hi,
        pass_mark_percent: content.passMarkPercent,
        max_attempts: content.maxAttempts,
        time_limit_s: content.timeLimitS,
        updated_at: this.now().getTime(),
      };
      if (existing) {
        await trx.updateTable('quizzes').set(values).where('id', '=', id).execute();
        await removeQuestions(trx, id);
        await trx
          .deleteFrom('quiz_attempts')
          .where('quiz_id', '=', id)
          .where('submitted_at', 'is', null)
          .execute();
      } else {
        await trx
          .insertInto('quizzes')
          .values({ id, course_id: courseId, week, ...values })
          .execute();
      }
      await insertQuestions(trx, id, content.questions);
      const row = await trx
        .selectFrom('quizzes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return quizOf(row);
    });
  }

  /** The course's quizzes in week order. */
  async ofCourse(courseId: string): Promise<QuizRecord[]> {
    const rows = await this.db
      .selectFrom('quizzes')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('week')
      .execute();
    return rows.map(quizOf);
  }

  async byId(quizId: string): Promise<QuizRecord | null> {
    const row = await this.db
      .selectFrom('quizzes')
      .selectAll()
      .where('id', '=', quizId)
      .executeTakeFirst();
    return row ? quizOf(row) : null;
  }

  async forWeek(courseId: string, week: number): Promise<QuizRecord | null> {
    const row = await this.db
      .selectFrom('quizzes')
      .selectAll()
      .where('course_id', '=', courseId)
      .where('week', '=', week)
      .executeTakeFirst();
    return row ? quizOf(row) : null;
  }

  /** How many questions each quiz holds, by quiz id. */
  async questionCounts(quizIds: readonly string[]): Promise<Map<string, number>> {
    if (quizIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('quiz_questions')
      .select(['quiz_id', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('quiz_id', 'in', [...quizIds])
      .groupBy('quiz_id')
      .execute();
    return new Map(rows.map((row) => [row.quiz_id, Number(row.count)]));
  }

  /** The quiz's questions in order, each with its options in order. */
  async questions(quizId: string): Promise<QuestionRecord[]> {
    const questions = await this.db
      .selectFrom('quiz_questions')
      .selectAll()
      .where('quiz_id', '=', quizId)
      .orderBy('position')
      .execute();
    if (questions.length === 0) return [];
    const options = await this.db
      .selectFrom('quiz_options')
      .selectAll()
      .where(
        'question_id',
        'in',
        questions.map((question) => question.id),
      )
      .orderBy('position')
      .execute();
    return questions.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      prompt: { en: row.prompt_en, hi: row.prompt_hi },
      imageUrl: row.image_url,
      explanation:
        row.explanation_en === null ? null : { en: row.explanation_en, hi: row.explanation_hi },
      numeric:
        row.numeric_answer === null
          ? null
          : { answer: row.numeric_answer, tolerance: row.numeric_tolerance ?? 0 },
      options: options
        .filter((option) => option.question_id === row.id)
        .map((option) => ({
          id: option.id,
          text: { en: option.text_en, hi: option.text_hi },
          right: option.is_right === 1,
        })),
    }));
  }

  /** The customer's attempts at the given quizzes, oldest first. */
  async attemptsOf(customerId: string, quizIds: readonly string[]): Promise<AttemptRecord[]> {
    if (quizIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('quiz_id', 'in', [...quizIds])
      .orderBy('number')
      .execute();
    return rows.map(attemptOf);
  }

  async attempt(attemptId: string): Promise<AttemptRecord | null> {
    const row = await this.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('id', '=', attemptId)
      .executeTakeFirst();
    return row ? attemptOf(row) : null;
  }

  /**
   * Records attempt `number` of the customer at the quiz; null when that number was taken
   * meanwhile (another tab started it first).
   */
  async startAttempt(attempt: {
    quizId: string;
    customerId: string;
    number: number;
    expiresAt: Date | null;
    layout: AttemptLayout;
  }): Promise<AttemptRecord | null> {
    const id = randomUUID();
    const inserted = await this.db
      .insertInto('quiz_attempts')
      .values({
        id,
        quiz_id: attempt.quizId,
        customer_id: attempt.customerId,
        number: attempt.number,
        started_at: this.now().getTime(),
        expires_at: attempt.expiresAt?.getTime() ?? null,
        submitted_at: null,
        score_percent: null,
        passed: null,
        layout: JSON.stringify(attempt.layout),
        answers: null,
      })
      .onConflict((conflict) => conflict.columns(['quiz_id', 'customer_id', 'number']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
    return this.attempt(id);
  }

  /**
   * Submits an open attempt of the customer's: one update that succeeds only while it is
   * unsubmitted and `deadline` (epoch ms, its expiry plus the grace) has not passed, so of two
   * submissions at once exactly one wins. false when it did not.
   */
  async submit(submission: {
    attemptId: string;
    customerId: string;
    scorePercent: number;
    passed: boolean;
    answers: GradedAnswer[];
    graceMs: number;
  }): Promise<boolean> {
    const nowMs = this.now().getTime();
    const result = await this.db
      .updateTable('quiz_attempts')
      .set({
        submitted_at: nowMs,
        score_percent: submission.scorePercent,
        passed: submission.passed ? 1 : 0,
        answers: JSON.stringify(submission.answers),
      })
      .where('id', '=', submission.attemptId)
      .where('customer_id', '=', submission.customerId)
      .where('submitted_at', 'is', null)
      .where((eb) =>
        eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', nowMs - submission.graceMs)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every submitted attempt at the quiz, for its statistics. */
  async submittedAttempts(quizId: string): Promise<AttemptRecord[]> {
    const rows = await this.db
      .selectFrom('quiz_attempts')
      .selectAll()
      .where('quiz_id', '=', quizId)
      .where('submitted_at', 'is not', null)
      .orderBy('submitted_at')
      .execute();
    return rows.map(attemptOf);
  }
}

async function removeQuestions(trx: Transaction<Tables>, quizId: string) {
  const ids = await trx
    .selectFrom('quiz_questions')
    .select('id')
    .where('quiz_id', '=', quizId)
    .execute();
  if (ids.length > 0) {
    await trx
      .deleteFrom('quiz_options')
      .where(
        'question_id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
  }
  await trx.deleteFrom('quiz_questions').where('quiz_id', '=', quizId).execute();
}

async function insertQuestions(
  trx: Transaction<Tables>,
  quizId: string,
  questions: QuizContent['questions'],
) {
  for (const [position, question] of questions.entries()) {
    const questionId = randomUUID();
    await trx
      .insertInto('quiz_questions')
      .values({
        id: questionId,
        quiz_id: quizId,
        position,
        title: question.title,
        ...questionColumns(question),
      })
      .execute();
    if (question.options.length === 0) continue;
    await trx
      .insertInto('quiz_options')
      .values(
        question.options.map((option, index) => ({
          id: randomUUID(),
          question_id: questionId,
          position: index,
          text_en: option.text.en,
          text_hi: option.text.hi,
          is_right: option.right ? 1 : 0,
        })),
      )
      .execute();
  }
}
