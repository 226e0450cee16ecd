/**
 * The payments the gateway recorded as orders: the payment API's own ids, which the legacy
 * order list does not carry, for the receipt. One row per payment; a student's course is
 * bought by one payment (the one-charge rule), so (customer, course) finds it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recorded_payments')
    .addColumn('payment_id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('course_id', 'text', (column) => column.notNull())
    .addColumn('payment_order_id', 'text')
    .addColumn('recorded_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('recorded_payments_by_course')
    .on('recorded_payments')
    .columns(['customer_id', 'course_id'])
    .execute();
}
