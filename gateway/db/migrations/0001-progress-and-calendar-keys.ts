/**
 * Lesson progress per (customer, class item) and one calendar feed key per customer. The
 * column types read the same on SQLite and PostgreSQL: bigint epoch milliseconds, integer
 * 0/1 flags, double precision seconds.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lesson_progress')
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('class_item_id', 'text', (column) => column.notNull())
    .addColumn('position_s', 'double precision', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`position_s >= 0`),
    )
    .addColumn('completed', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`completed in (0, 1)`),
    )
    .addColumn('recorded_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('lesson_progress_pk', ['customer_id', 'class_item_id'])
    .execute();

  await db.schema
    .createTable('calendar_keys')
    .addColumn('customer_id', 'text', (column) => column.primaryKey())
    .addColumn('feed_key', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
}
