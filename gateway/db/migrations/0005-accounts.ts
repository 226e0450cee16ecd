/**
 * Passwords the gateway checks itself (docs/decisions/0019): one row per customer with the
 * argon2id hash of their password, the address they sign in with, whether the legacy API
 * still holds the same password, and a generation that every password change, reset and
 * "sign out everywhere" raises (device tokens name it). Then the single-use reset tokens
 * and the e-mailed sign-in codes, both kept only as hashes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credentials')
    .addColumn('customer_id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('legacy_in_step', 'integer', (column) => column.notNull())
    .addColumn('generation', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('request_key', 'text', (column) => column.primaryKey())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sign_in_codes')
    .addColumn('request_key', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('failed_attempts', 'integer', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_codes_customer')
    .on('sign_in_codes')
    .columns(['customer_id', 'expires_at'])
    .execute();
}
