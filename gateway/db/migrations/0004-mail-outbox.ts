/**
 * The mail outbox: one row per message to send, keyed by what caused it (`receipt:{payment}`),
 * so enqueuing a cause twice is one row; its state, attempts, next try and the lease of the
 * gateway sending it. And the language each student last acted in, for mail sent later.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['state', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('customer_languages')
    .addColumn('customer_id', 'text', (column) => column.primaryKey())
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();
}
