/**
 * Credit notes (issue 39): one per refund the academy makes from the staff room, numbered
 * CN/{YY-YY}/{six digits} consecutively within the financial year, naming the invoice it
 * corrects. The unique constraints keep two gateways from giving one number twice, from
 * noting one Razorpay refund twice, and from answering one staff request with two notes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_notes')
    .addColumn('number', 'text', (column) => column.primaryKey())
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('serial', 'integer', (column) => column.notNull())
    .addColumn('order_id', 'text', (column) => column.notNull())
    .addColumn('refund_id', 'text', (column) => column.notNull().unique())
    // The refund's status as Razorpay gave it when the note was issued (processed, pending).
    .addColumn('refund_status', 'text', (column) => column.notNull())
    // The staff request it answers: the same request again is answered with this note.
    .addColumn('request_key', 'text', (column) => column.notNull().unique())
    .addColumn('invoice_number', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    // What the note prints of the student and the course, as they were when it was issued.
    .addColumn('student_name', 'text', (column) => column.notNull())
    .addColumn('student_email', 'text', (column) => column.notNull())
    .addColumn('course_title', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('taxable_paise', 'bigint', (column) => column.notNull())
    .addColumn('cgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('sgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('igst_paise', 'bigint', (column) => column.notNull())
    // 1 when nothing of the payment was left after this refund: the order is refunded.
    .addColumn('closes_order', 'integer', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('credit_notes_serial_unique', ['financial_year', 'serial'])
    .execute();
  await db.schema.createIndex('credit_notes_order').on('credit_notes').column('order_id').execute();
  await db.schema
    .createIndex('credit_notes_customer')
    .on('credit_notes')
    .column('customer_id')
    .execute();
}
