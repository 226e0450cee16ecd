/**
 * Whose an order is, for the staff room: the legacy API lists orders only by customer, so
 * the gateway finds an order's customer in its own records: the order's invoice number
 * (given when the payment is recorded, or at the receipt's first download) or, failing
 * that, the unlock reminders' record of the order.
 */
import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/** An order the gateway knows, and whose it is. */
export interface KnownOrder {
  orderId: string;
  customerId: string;
}

/** An invoice number's parts: SL/26-27/000001 is SL, 26-27 and 1. */
interface InvoiceParts {
  prefix: string;
  financialYear: string;
  serial: number;
}

export class OrderOwners {
  constructor(private readonly db: Kysely<Tables>) {}

  /** The order's customer, or null when the gateway has no record of the order. */
  async ofOrder(orderId: string): Promise<KnownOrder | null> {
    const numbered = await this.db
      .selectFrom('receipt_numbers')
      .select(['order_id', 'customer_id'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (numbered) return { orderId: numbered.order_id, customerId: numbered.customer_id };
    const followed = await this.db
      .selectFrom('unlock_schedule')
      .select(['order_id', 'customer_id'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!followed?.order_id) return null;
    return { orderId: followed.order_id, customerId: followed.customer_id };
  }

  /** The order an invoice number was given to, or null. */
  async ofInvoice(invoice: InvoiceParts): Promise<KnownOrder | null> {
    const row = await this.db
      .selectFrom('receipt_numbers')
      .select(['order_id', 'customer_id'])
      .where('prefix', '=', invoice.prefix)
      .where('financial_year', '=', invoice.financialYear)
      .where('serial', '=', invoice.serial)
      .executeTakeFirst();
    return row ? { orderId: row.order_id, customerId: row.customer_id } : null;
  }
}
