/**
 * Coupons (issue 39, item 5): the codes owners make, and one row per checkout that holds a
 * code (reserved while its quote lives, used once its payment is recorded, released when
 * it will not be paid), so a code's `max_uses` can be counted in one place.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    // Kept upper-case: a code is found however the student types it.
    .addColumn('code', 'text', (column) => column.primaryKey())
    // Exactly one of the two is set.
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off_paise', 'bigint')
    .addColumn('max_uses', 'integer')
    .addColumn('valid_until', 'bigint')
    // A JSON array of course ids; empty for every course.
    .addColumn('course_ids', 'text', (column) => column.notNull())
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('disabled', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('coupon_uses')
    // The reservation's own id: it is taken before its payment order exists.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('coupon_code', 'text', (column) => column.notNull())
    .addColumn('payment_order_id', 'text', (column) => column.unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('reserved_until', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('coupon_uses_code')
    .on('coupon_uses')
    .columns(['coupon_code', 'state'])
    .execute();
}
