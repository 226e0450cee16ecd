/**
 * Weekly quizzes (issue 40): one quiz per course week with its questions and options, kept in
 * the gateway's database (the legacy API has none), and every attempt a student starts, with
 * the order its questions and options were shown in (fixed for the attempt) and, once
 * submitted, its answers and score. Lessons also learn when they were first done, on the
 * gateway's clock, so a certificate's date is never one a device chose.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quizzes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('course_id', 'text', (column) => column.notNull())
    .addColumn('week', 'integer', (column) => column.notNull())
    .addColumn('title_en', 'text', (column) => column.notNull())
    .addColumn('title_hi', 'text')
    .addColumn('pass_mark_percent', 'integer', (column) => column.notNull().defaultTo(70))
    .addColumn('max_attempts', 'integer', (column) => column.notNull().defaultTo(3))
    .addColumn('time_limit_s', 'integer')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('quizzes_course_week')
    .on('quizzes')
    .columns(['course_id', 'week'])
    .unique()
    .execute();

  await db.schema
    .createTable('quiz_questions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('quiz_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('title', 'text')
    .addColumn('prompt_en', 'text', (column) => column.notNull())
    .addColumn('prompt_hi', 'text')
    .addColumn('image_url', 'text')
    .addColumn('explanation_en', 'text')
    .addColumn('explanation_hi', 'text')
    // A numeric question's answer and how far from it an answer may be and still be right.
    .addColumn('numeric_answer', 'double precision')
    .addColumn('numeric_tolerance', 'double precision')
    .execute();
  await db.schema
    .createIndex('quiz_questions_quiz')
    .on('quiz_questions')
    .columns(['quiz_id', 'position'])
    .execute();

  await db.schema
    .createTable('quiz_options')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('question_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('text_en', 'text', (column) => column.notNull())
    .addColumn('text_hi', 'text')
    .addColumn('is_right', 'integer', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_options_question')
    .on('quiz_options')
    .columns(['question_id', 'position'])
    .execute();

  await db.schema
    .createTable('quiz_attempts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('quiz_id', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    // 1, 2, 3... per (quiz, customer): unique, so two tabs starting at once cannot both
    // take the last attempt.
    .addColumn('number', 'integer', (column) => column.notNull())
    .addColumn('started_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('submitted_at', 'bigint')
    .addColumn('score_percent', 'double precision')
    .addColumn('passed', 'integer')
    .addColumn('layout', 'text', (column) => column.notNull())
    .addColumn('answers', 'text')
    .execute();
  await db.schema
    .createIndex('quiz_attempts_number')
    .on('quiz_attempts')
    .columns(['quiz_id', 'customer_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('quiz_attempts_customer')
    .on('quiz_attempts')
    .columns(['customer_id', 'quiz_id'])
    .execute();

  // A certificate of a course with quizzes prints its final score and pass mark.
  await db.schema.alterTable('certificates').addColumn('final_score_percent', 'integer').execute();
  await db.schema.alterTable('certificates').addColumn('pass_mark_percent', 'integer').execute();

  await db.schema.alterTable('lesson_progress').addColumn('completed_at', 'bigint').execute();
  // Lessons done before this migration: the gateway's own time of their last write.
  await sql`update lesson_progress set completed_at = updated_at where completed = 1`.execute(db);
}
