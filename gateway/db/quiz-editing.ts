/**
 * The staff console's editing of single quiz questions (issue 40, item 2): add, edit in place,
 * move and delete, each in one transaction. Each transaction first touches its quiz's row, so
 * two editors of one quiz take turns (PostgreSQL locks the row until commit; SQLite has one
 * writer at a time) and positions stay 0, 1, 2... without gaps or repeats.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { questionColumns, type QuestionRecord } from './quiz-records.ts';
import type { Tables } from './tables.ts';

/** A question as the editor saves it; an option's id is kept when it was the question's. */
export interface EditedQuestion extends Omit<QuestionRecord, 'id' | 'options'> {
  options: { id: string | null; text: QuestionRecord['prompt']; right: boolean }[];
}

/** A quiz's settings as the console saves them, checked (gateway/quizzes/settings.ts). */
export interface QuizSettings {
  title: QuestionRecord['prompt'];
  passMarkPercent: number;
  maxAttempts: number;
  timeLimitS: number | null;
}

/** Why an edit was not made; the caller says it to staff. */
type EditRefusal = 'quizNotFound' | 'questionNotFound' | 'tooMany' | 'position' | 'last';

/** The quiz changed, or why not. */
export type EditOutcome = { quizId: string } | { refused: EditRefusal };

export class QuizEditing {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /**
   * Adds `question` at the end of the quiz (`questionId` null) or replaces the question's
   * content, keeping its id. Attempts still open at the quiz are dropped: their layout names
   * the options as they were, and they never counted. A new question is refused when the quiz
   * holds `maxQuestions` already.
   */
  async save(
    quizId: string,
    questionId: string | null,
    question: EditedQuestion,
    maxQuestions: number,
  ): Promise<EditOutcome> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await this.touch(trx, quizId))) return { refused: 'quizNotFound' };
      const ids = await questionIds(trx, quizId);
      const values = questionColumns(question);
      let id: string;
      if (questionId === null) {
        if (ids.length >= maxQuestions) return { refused: 'tooMany' };
        id = randomUUID();
        await trx
          .insertInto('quiz_questions')
          .values({ id, quiz_id: quizId, position: ids.length, title: null, ...values })
          .execute();
      } else {
        if (!ids.includes(questionId)) return { refused: 'questionNotFound' };
        id = questionId;
        await trx.updateTable('quiz_questions').set(values).where('id', '=', id).execute();
      }
      await replaceOptions(trx, id, question.options);
      await dropOpenAttempts(trx, quizId);
      return { quizId };
    });
  }

  /** Moves the question to `position` (from 0) of its quiz, the others keeping their order. */
  async move(questionId: string, position: number): Promise<EditOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const quizId = await quizOf(trx, questionId);
      if (quizId === null || !(await this.touch(trx, quizId))) {
        return { refused: 'questionNotFound' };
      }
      const ids = (await questionIds(trx, quizId)).filter((id) => id !== questionId);
      if (!Number.isInteger(position) || position < 0 || position > ids.length) {
        return { refused: 'position' };
      }
      ids.splice(position, 0, questionId);
      await renumber(trx, ids);
      return { quizId };
    });
  }

  /** Deletes the question and its options; a quiz keeps at least one question. */
  async remove(questionId: string): Promise<EditOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const quizId = await quizOf(trx, questionId);
      if (quizId === null || !(await this.touch(trx, quizId))) {
        return { refused: 'questionNotFound' };
      }
      const ids = await questionIds(trx, quizId);
      if (ids.length <= 1) return { refused: 'last' };
      await trx.deleteFrom('quiz_options').where('question_id', '=', questionId).execute();
      await trx.deleteFrom('quiz_questions').where('id', '=', questionId).execute();
      await renumber(
        trx,
        ids.filter((id) => id !== questionId),
      );
      await dropOpenAttempts(trx, quizId);
      return { quizId };
    });
  }

  /**
   * Makes `settings` the course week's quiz's: a new quiz with no questions when the week has
   * none, else its row changed in place, so its questions, ids and attempts stay (a submitted
   * attempt keeps its score and pass as graded). One statement decides which, so two editors
   * saving a new week at once make one quiz. Returns the quiz's id.
   */
  async saveSettings(courseId: string, week: number, settings: QuizSettings): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const values = {
        title_en: settings.title.en,
        title_hi: settings.title.hi,
        pass_mark_percent: settings.passMarkPercent,
        max_attempts: settings.maxAttempts,
        time_limit_s: settings.timeLimitS,
        updated_at: this.now().getTime(),
      };
      await trx
        .insertInto('quizzes')
        .values({ id: randomUUID(), course_id: courseId, week, ...values })
        .onConflict((conflict) => conflict.columns(['course_id', 'week']).doUpdateSet(values))
        .execute();
      const row = await trx
        .selectFrom('quizzes')
        .select('id')
        .where('course_id', '=', courseId)
        .where('week', '=', week)
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  /** Marks the quiz changed now, which also holds its row for this transaction; false: none. */
  private async touch(trx: Transaction<Tables>, quizId: string): Promise<boolean> {
    const result = await trx
      .updateTable('quizzes')
      .set({ updated_at: this.now().getTime() })
      .where('id', '=', quizId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

async function quizOf(trx: Transaction<Tables>, questionId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('quiz_questions')
    .select('quiz_id')
    .where('id', '=', questionId)
    .executeTakeFirst();
  return row?.quiz_id ?? null;
}

/** The quiz's question ids in order. */
async function questionIds(trx: Transaction<Tables>, quizId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('quiz_questions')
    .select('id')
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives each question its place in `ids`, from 0; only rows whose place changed are written. */
async function renumber(trx: Transaction<Tables>, ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows = await trx
    .selectFrom('quiz_questions')
    .select(['id', 'position'])
    .where('id', 'in', [...ids])
    .execute();
  const was = new Map(rows.map((row) => [row.id, row.position]));
  for (const [position, id] of ids.entries()) {
    if (was.get(id) === position) continue;
    await trx.updateTable('quiz_questions').set({ position }).where('id', '=', id).execute();
  }
}

/**
 * The question's options become `options`, in order. An option keeps its id when it was one
 * of this question's; a new one gets a new id.
 */
async function replaceOptions(
  trx: Transaction<Tables>,
  questionId: string,
  options: EditedQuestion['options'],
) {
  const before = await trx
    .selectFrom('quiz_options')
    .select('id')
    .where('question_id', '=', questionId)
    .execute();
  const own = new Set(before.map((row) => row.id));
  await trx.deleteFrom('quiz_options').where('question_id', '=', questionId).execute();
  if (options.length === 0) return;
  const used = new Set<string>();
  await trx
    .insertInto('quiz_options')
    .values(
      options.map((option, position) => {
        // An id named twice, or another question's, is not kept: the option gets a new one.
        const keep = option.id !== null && own.has(option.id) && !used.has(option.id);
        const id = keep && option.id !== null ? option.id : randomUUID();
        used.add(id);
        return {
          id,
          question_id: questionId,
          position,
          text_en: option.text.en,
          text_hi: option.text.hi,
          is_right: option.right ? 1 : 0,
        };
      }),
    )
    .execute();
}

async function dropOpenAttempts(trx: Transaction<Tables>, quizId: string) {
  await trx
    .deleteFrom('quiz_attempts')
    .where('quiz_id', '=', quizId)
    .where('submitted_at', 'is', null)
    .execute();
}
