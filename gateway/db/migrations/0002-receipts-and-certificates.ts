/**
 * Receipt numbers, one per order, consecutive within a financial year; certificates of
 * completion, one per (customer, course). The unique constraints are what keep two gateways
 * from giving one number, or one course two certificates, on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipt_numbers')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('prefix', 'text', (column) => column.notNull())
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('serial', 'integer', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('receipt_numbers_serial_unique', ['financial_year', 'serial'])
    .execute();

  await db.schema
    .createTable('certificates')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('course_id', 'text', (column) => column.notNull())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('student_name', 'text', (column) => column.notNull())
    .addColumn('course_title', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'bigint', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('certificates_course_unique', ['customer_id', 'course_id'])
    .execute();
}
