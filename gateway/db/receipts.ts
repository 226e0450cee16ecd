/**
 * Receipt numbers: each order gets one the first time its receipt is asked for, the next in
 * its financial year, and keeps it. One statement takes the next serial and inserts it; when
 * two gateways take the same serial at once, the unique (financial year, serial) constraint
 * refuses the second, which takes the next one.
 */
import { sql, type Kysely } from 'kysely';
import type { Tables } from './tables.ts';

interface ReceiptRecord {
  orderId: string;
  customerId: string;
  prefix: string;
  financialYear: string;
  serial: number;
  issuedAt: Date;
}

interface NumberRequest {
  orderId: string;
  customerId: string;
  prefix: string;
  financialYear: string;
}

/** Attempts at taking a serial that another gateway takes at the same moment. */
const ATTEMPTS = 8;

export class ReceiptNumbers {
  private readonly db: Kysely<Tables>;
  private readonly now: () => Date;

  constructor(db: Kysely<Tables>, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  /** The order's receipt number, given now (the next in its financial year) if it has none. */
  async numberFor(request: NumberRequest): Promise<ReceiptRecord> {
    let lastError: unknown = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const found = await this.find(request.orderId);
      if (found) return found;
      try {
        await this.take(request);
      } catch (error) {
        // The serial was taken meanwhile (or the order numbered): look again.
        lastError = error;
      }
    }
    const found = await this.find(request.orderId);
    if (found) return found;
    throw new Error('no receipt number could be given', { cause: lastError });
  }

  /** The order's receipt number, or null when it has none yet. */
  async find(orderId: string): Promise<ReceiptRecord | null> {
    const row = await this.db
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

  private async take({ orderId, customerId, prefix, financialYear }: NumberRequest) {
    const issuedAt = this.now().getTime();
    await sql`
      INSERT INTO receipt_numbers (order_id, customer_id, prefix, financial_year, serial, issued_at)
      SELECT CAST(${orderId} AS text), CAST(${customerId} AS text), CAST(${prefix} AS text),
             CAST(${financialYear} AS text), COALESCE(MAX(serial), 0) + 1, CAST(${issuedAt} AS bigint)
      FROM receipt_numbers
      WHERE financial_year = ${financialYear}
      ON CONFLICT (order_id) DO NOTHING
    `.execute(this.db);
  }
}
