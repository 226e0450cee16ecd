/**
 * What a student's rights over their data need (DPDP Act 2023): the sign-ins of the last 90
 * days, for the data export; the accounts deleted at their owners' request, which no longer
 * sign in and which the academy passes on to the legacy system (it has no way to delete);
 * the receipts of deleted accounts, kept as printed since tax law keeps invoices; and when a
 * certificate was withdrawn, its student's name erased.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_ins')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('signed_in_at', 'bigint', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text', (column) => column.notNull())
    .addColumn('way', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sign_ins_customer')
    .on('sign_ins')
    .columns(['customer_id', 'signed_in_at'])
    .execute();
  // Pruning reads by time alone.
  await db.schema.createIndex('sign_ins_time').on('sign_ins').column('signed_in_at').execute();

  await db.schema
    .createTable('deleted_accounts')
    .addColumn('customer_id', 'text', (column) => column.primaryKey())
    .addColumn('email_hash', 'text', (column) => column.notNull())
    .addColumn('requested_at', 'bigint', (column) => column.notNull())
    .addColumn('passed_on_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('deleted_accounts_email')
    .on('deleted_accounts')
    .column('email_hash')
    .execute();

  await db.schema
    .createTable('kept_receipts')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('facts', 'text', (column) => column.notNull())
    .addColumn('kept_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema.alterTable('certificates').addColumn('withdrawn_at', 'bigint').execute();
}
