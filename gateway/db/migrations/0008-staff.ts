/**
 * The staff room (issue 39): staff accounts, kept in the gateway's database rather than the
 * legacy API, apart from students; the sessions staff sign in to; and the audit log of
 * everything staff do.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('email', 'text', (column) => column.primaryKey())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('totp_secret', 'text', (column) => column.notNull())
    // The time step of the last code accepted: a code is good once.
    .addColumn('last_code_step', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('disabled_at', 'bigint')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .addColumn('idle_expires_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_sessions_email')
    .on('staff_sessions')
    .column('email')
    .execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'bigint', (column) => column.notNull())
    // Who acted: the e-mail typed for a refused sign-in, which may name no account.
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .addColumn('address', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_time').on('staff_audit').column('at').execute();
}
