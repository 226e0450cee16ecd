/**
 * Unlock reminders: whether each student wants them (no row: yes), which week each order was
 * last reminded of (or passed over), and a "not before" time on the outbox's messages, so a
 * reminder written when its week opens in quiet hours waits for their end.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminder_settings')
    .addColumn('customer_id', 'text', (column) => column.primaryKey())
    .addColumn('reminders_enabled', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('unlock_schedule')
    .addColumn('payment_id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('course_id', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text')
    .addColumn('ordered_at', 'bigint')
    .addColumn('reminded_week', 'integer', (column) => column.notNull())
    .addColumn('found_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('unlock_schedule_by_date')
    .on('unlock_schedule')
    .columns(['ordered_at'])
    .execute();

  await db.schema.alterTable('mail_outbox').addColumn('not_before', 'bigint').execute();
}
