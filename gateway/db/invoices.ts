/**
 * Invoices as issued (migration 0009): one row per paid order, written with the order's
 * receipt number in one transaction, holding everything its copies print. A row is never
 * changed: a profile edit, a new course title or a new price leaves every copy as it was.
 * Two writers of one order (the payment's recording, a first download, another gateway)
 * meet at the year's counter (receipts.ts): the second finds the first's number and its row.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { numberIn, type NumberRequest, type ReceiptRecord } from './receipts.ts';
import type { InvoicesTable } from './academy-tables.ts';
import type { Tables } from './tables.ts';

/** What an invoice prints, but its number and time of issue. */
export interface InvoiceDraft {
  orderId: string;
  customerId: string;
  buyerName: string;
  buyerEmail: string;
  buyerState: string | null;
  placeOfSupply: string | null;
  sellerGstin: string | null;
  courseId: string;
  courseTitle: string;
  listPricePaise: number;
  discountPaise: number;
  couponCode: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  bookingCode: string | null;
  paymentId: string | null;
  paymentOrderId: string | null;
  paidAtMs: number;
  /** How its number is made: the prefix and financial year of the order. */
  numbering: Omit<NumberRequest, 'orderId' | 'customerId'>;
  /** The number as printed, from the receipt number given. */
  numberText: (record: ReceiptRecord) => string;
}

export interface InvoiceRecord extends Omit<InvoiceDraft, 'numbering' | 'numberText'> {
  number: string;
  issuedAt: Date;
}

function recordOf(row: Selectable<InvoicesTable>): InvoiceRecord {
  return {
    orderId: row.order_id,
    number: row.number,
    customerId: row.customer_id,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    buyerState: row.buyer_state,
    placeOfSupply: row.place_of_supply,
    sellerGstin: row.seller_gstin,
    courseId: row.course_id,
    courseTitle: row.course_title,
    listPricePaise: Number(row.list_price_paise),
    discountPaise: Number(row.discount_paise),
    couponCode: row.coupon_code,
    taxablePaise: Number(row.taxable_paise),
    cgstPaise: Number(row.cgst_paise),
    sgstPaise: Number(row.sgst_paise),
    igstPaise: Number(row.igst_paise),
    totalPaise: Number(row.total_paise),
    bookingCode: row.booking_code,
    paymentId: row.payment_id,
    paymentOrderId: row.payment_order_id,
    paidAtMs: Number(row.paid_at),
    issuedAt: new Date(Number(row.issued_at)),
  };
}

/**
 * Issues the draft's invoice inside `trx`: the order's number (given now unless it has one)
 * and its row, unless the order has an invoice already (which stays as it is).
 */
export async function issueIn(
  trx: Transaction<Tables>,
  draft: InvoiceDraft,
  issuedAt: Date,
): Promise<void> {
  const { numbering, numberText, paidAtMs, ...printed } = draft;
  const numbered = await numberIn(
    trx,
    { ...numbering, orderId: draft.orderId, customerId: draft.customerId },
    issuedAt,
  );
  await trx
    .insertInto('invoices')
    .values({
      order_id: printed.orderId,
      number: numberText(numbered),
      customer_id: printed.customerId,
      buyer_name: printed.buyerName,
      buyer_email: printed.buyerEmail,
      buyer_state: printed.buyerState,
      place_of_supply: printed.placeOfSupply,
      seller_gstin: printed.sellerGstin,
      course_id: printed.courseId,
      course_title: printed.courseTitle,
      list_price_paise: printed.listPricePaise,
      discount_paise: printed.discountPaise,
      coupon_code: printed.couponCode,
      taxable_paise: printed.taxablePaise,
      cgst_paise: printed.cgstPaise,
      sgst_paise: printed.sgstPaise,
      igst_paise: printed.igstPaise,
      total_paise: printed.totalPaise,
      booking_code: printed.bookingCode,
      payment_id: printed.paymentId,
      payment_order_id: printed.paymentOrderId,
      paid_at: paidAtMs,
      issued_at: issuedAt.getTime(),
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute();
}

export class Invoices {
  /** Issues under way in this process, by order: asks for one order share one transaction. */
  private readonly issuing = new Map<string, Promise<InvoiceRecord>>();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** The order's invoice, or null when none was issued yet. */
  async of(orderId: string): Promise<InvoiceRecord | null> {
    const row = await this.db
      .selectFrom('invoices')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** The order's invoice: the one issued before, else the draft's, issued now. */
  issue(draft: InvoiceDraft): Promise<InvoiceRecord> {
    const running = this.issuing.get(draft.orderId);
    if (running) return running;
    const attempt = this.issueOnce(draft).finally(() => this.issuing.delete(draft.orderId));
    this.issuing.set(draft.orderId, attempt);
    return attempt;
  }

  private async issueOnce(draft: InvoiceDraft): Promise<InvoiceRecord> {
    const before = await this.of(draft.orderId);
    if (before) return before;
    await this.db.transaction().execute((trx) => issueIn(trx, draft, this.now()));
    const issued = await this.of(draft.orderId);
    if (!issued) throw new Error(`the invoice of order ${draft.orderId} was not kept`);
    return issued;
  }

  /** The invoices of orders paid from `fromMs` up to (not including) `toMs`, in number order. */
  async paidBetween(fromMs: number, toMs: number): Promise<InvoiceRecord[]> {
    const rows = await this.db
      .selectFrom('invoices')
      .selectAll()
      .where('paid_at', '>=', fromMs)
      .where('paid_at', '<', toMs)
      .orderBy('paid_at')
      .orderBy('number')
      .execute();
    return rows.map(recordOf);
  }
}
