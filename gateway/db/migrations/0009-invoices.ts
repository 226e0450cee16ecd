/**
 * Invoices frozen when they are issued (issue 39, item 2): one row per paid order holding
 * everything its receipt prints (number, buyer, place of supply, course, amounts), so every
 * copy reads the same whatever changes later; and each financial year's last receipt serial,
 * one row per year, which a numbering locks while it takes the next serial, so numbers are
 * consecutive without gaps however many gateways number at once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoices')
    .addColumn('order_id', 'text', (column) => column.primaryKey())
    .addColumn('number', 'text', (column) => column.notNull().unique())
    .addColumn('customer_id', 'text', (column) => column.notNull())
    .addColumn('buyer_name', 'text', (column) => column.notNull())
    .addColumn('buyer_email', 'text', (column) => column.notNull())
    .addColumn('buyer_state', 'text')
    // "27-Maharashtra"; null on a payment receipt (no GSTIN, no tax).
    .addColumn('place_of_supply', 'text')
    .addColumn('seller_gstin', 'text')
    .addColumn('course_id', 'text', (column) => column.notNull())
    .addColumn('course_title', 'text', (column) => column.notNull())
    .addColumn('list_price_paise', 'bigint', (column) => column.notNull())
    .addColumn('discount_paise', 'bigint', (column) => column.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('taxable_paise', 'bigint', (column) => column.notNull())
    .addColumn('cgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('sgst_paise', 'bigint', (column) => column.notNull())
    .addColumn('igst_paise', 'bigint', (column) => column.notNull())
    .addColumn('total_paise', 'bigint', (column) => column.notNull())
    .addColumn('booking_code', 'text')
    .addColumn('payment_id', 'text')
    .addColumn('payment_order_id', 'text')
    .addColumn('paid_at', 'bigint', (column) => column.notNull())
    .addColumn('issued_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('invoices_paid_at').on('invoices').column('paid_at').execute();

  await db.schema
    .createTable('receipt_serials')
    .addColumn('financial_year', 'text', (column) => column.primaryKey())
    .addColumn('last_serial', 'integer', (column) => column.notNull())
    .execute();
  // The years numbered before: their counters start where their numbers stand.
  await sql`
    INSERT INTO receipt_serials (financial_year, last_serial)
    SELECT financial_year, MAX(serial) FROM receipt_numbers GROUP BY financial_year
  `.execute(db);
}
