/**
 * Receipt numbers: each order gets one when its invoice is issued (when the gateway records
 * its payment, or at the first copy of an older order's receipt), the next in its financial
 * year, and keeps it. Numbering locks the year's counter (receipt_serials) first and only
 * then looks whether the order has a number: a second numbering of the same order, here or
 * on another gateway, waits for the first to commit, finds its number and gives the serial
 * back, so numbers stay consecutive with no gaps and one per order.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Tables } from './tables.ts';

export interface ReceiptRecord {
  orderId: string;
  customerId: string;
  prefix: string;
  financialYear: string;
  serial: number;
  issuedAt: Date;
}

export interface NumberRequest {
  orderId: string;
  customerId: string;
  prefix: string;
  financialYear: string;
}

type Reader = Kysely<Tables> | Transaction<Tables>;

async function numberOf(db: Reader, orderId: string): Promise<ReceiptRecord | null> {
  const row = await db
    .selectFrom('receipt_numbers')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orderId: row.order_id,
    customerId: row.customer_id,
    prefix: row.prefix,
    financialYear: row.financial_year,
    serial: row.serial,
    issuedAt: new Date(row.issued_at),
  };
}

/**
 * The order's receipt number inside `trx`, given now if it has none. The year's counter row
 * stays locked until `trx` ends, so the caller should end it soon.
 */
export async function numberIn(
  trx: Transaction<Tables>,
  request: NumberRequest,
  issuedAt: Date,
): Promise<ReceiptRecord> {
  const { orderId, customerId, prefix, financialYear } = request;
  const taken = await sql<{ last_serial: number }>`
    INSERT INTO receipt_serials (financial_year, last_serial) VALUES (${financialYear}, 1)
    ON CONFLICT (financial_year) DO UPDATE SET last_serial = receipt_serials.last_serial + 1
    RETURNING last_serial
  `.execute(trx);
  const serial = Number(taken.rows[0]?.last_serial);
  const found = await numberOf(trx, orderId);
  if (found) {
    // Numbered meanwhile (we waited for that numbering's lock): the serial goes back.
    await sql`
      UPDATE receipt_serials SET last_serial = last_serial - 1
      WHERE financial_year = ${financialYear}
    `.execute(trx);
    return found;
  }
  await trx
    .insertInto('receipt_numbers')
    .values({
      order_id: orderId,
      customer_id: customerId,
      prefix,
      financial_year: financialYear,
      serial,
      issued_at: issuedAt.getTime(),
    })
    .execute();
  return { orderId, customerId, prefix, financialYear, serial, issuedAt };
}

export class ReceiptNumbers {
  private readonly db: Kysely<Tables>;
  private readonly now: () => Date;

  constructor(db: Kysely<Tables>, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  /** The order's receipt number, given now (the next in its financial year) if it has none. */
  async numberFor(request: NumberRequest): Promise<ReceiptRecord> {
    const found = await this.find(request.orderId);
    if (found) return found;
    return this.db.transaction().execute((trx) => numberIn(trx, request, this.now()));
  }

  /** The order's receipt number, or null when it has none yet. */
  find(orderId: string): Promise<ReceiptRecord | null> {
    return numberOf(this.db, orderId);
  }
}
