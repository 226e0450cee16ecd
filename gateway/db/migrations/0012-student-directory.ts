/**
 * The student directory (issues 38 and 39): the legacy API finds a customer only by id, so the
 * gateway keeps what its answers said of each customer (id, e-mail, name, mobile), the paid
 * orders it has seen in their order lists, and where the one-time walk over customer ids
 * stands (one row, leased by the gateway doing it).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('student_directory')
    .addColumn('customer_id', 'text', (column) => column.primaryKey())
    // Trimmed and lower-cased, as sign-in compares it.
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('mobile', 'text', (column) => column.notNull())
    .addColumn('first_seen_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('student_orders')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('course_id', 'text', (column) => column.notNull())
    .addColumn('ordered_at', 'bigint', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('seen_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('student_orders_customer')
    .on('student_orders')
    .column('customer_id')
    .execute();
  await db.schema
    .createIndex('student_orders_course')
    .on('student_orders')
    .column('course_id')
    .execute();

  await db.schema
    .createTable('directory_backfill')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('next_id', 'bigint', (column) => column.notNull())
    // Unknown ids in a row just before next_id.
    .addColumn('misses', 'bigint', (column) => column.notNull())
    .addColumn('done_at', 'bigint')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
