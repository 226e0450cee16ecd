/**
 * Credit notes (migration 0010): each refund made from the staff room gets one, numbered
 * within the financial year it is issued in. One statement takes the next serial and
 * inserts the note; when two gateways take the same serial at once, the unique (financial
 * year, serial) constraint refuses the second, which takes the next one. A refund noted
 * already (the same Razorpay refund, or the same staff request) is answered as it was.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { camelCased } from './columns.ts';
import type { Tables } from './tables.ts';

type CreditNoteRow = Selectable<Tables['credit_notes']>;

/** A credit note as issued. Amounts in paise. */
export interface CreditNoteRecord {
  number: string;
  orderId: string;
  refundId: string;
  /** Razorpay's status of the refund when the note was issued. */
  refundStatus: string;
  invoiceNumber: string;
  customerId: string;
  /** As printed: the student and the course when the note was issued. */
  studentName: string;
  studentEmail: string;
  courseTitle: string;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Whether the refund left nothing of the payment (the order is refunded in full). */
  closesOrder: boolean;
  reason: string;
  staffEmail: string;
  issuedAt: Date;
}

/** What to issue: everything but the number and the time, which are given here. */
interface NewCreditNote extends Omit<CreditNoteRecord, 'number' | 'issuedAt'> {
  /** The staff request it answers (one note per request). */
  requestKey: string;
  /** "26-27": the financial year of the issue date. */
  financialYear: string;
  /** The note's number for its serial in the year (domain/credit-notes.ts). */
  numberFor(serial: number): string;
}

/** Attempts at taking a serial that another gateway takes at the same moment. */
const ATTEMPTS = 8;

function recordOf(row: CreditNoteRow): CreditNoteRecord {
  // The year, the serial and the request's key only number a note and answer a repeated
  // request; the record leaves them out. Amounts come as numbers (database.ts reads int8 so).
  const {
    financial_year: _year,
    serial: _serial,
    request_key: _requestKey,
    closes_order: closesOrder,
    issued_at: issuedAt,
    ...kept
  } = row;
  return { ...camelCased(kept), closesOrder: closesOrder === 1, issuedAt: new Date(issuedAt) };
}

export class CreditNotes {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /**
   * Issues the note (the next number in its year, dated now), or answers the one its refund
   * has already.
   */
  async issue(note: NewCreditNote): Promise<CreditNoteRecord> {
    let lastError: unknown = null;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const found = await this.byRefund(note.refundId);
      if (found) return found;
      try {
        await this.take(note);
      } catch (error) {
        // The serial was taken meanwhile (or the refund noted): look again.
        lastError = error;
      }
    }
    const found = await this.byRefund(note.refundId);
    if (found) return found;
    throw new Error('no credit note number could be given', { cause: lastError });
  }

  /** The note answering a staff request, or null. */
  async byRequest(requestKey: string): Promise<CreditNoteRecord | null> {
    const row = await this.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('request_key', '=', requestKey)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** The note of a Razorpay refund, or null. */
  async byRefund(refundId: string): Promise<CreditNoteRecord | null> {
    const row = await this.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('refund_id', '=', refundId)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** A note by its number, or null. */
  async byNumber(number: string): Promise<CreditNoteRecord | null> {
    const row = await this.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** The order's notes, oldest first. */
  async forOrder(orderId: string): Promise<CreditNoteRecord[]> {
    const rows = await this.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('issued_at')
      .orderBy('serial')
      .execute();
    return rows.map(recordOf);
  }

  /**
   * The notes a sales report of [fromMs, toMs) needs: those issued in it, and those of the
   * orders named (paid in it), whenever issued. Oldest first.
   */
  async forReport(fromMs: number, toMs: number, orderIds: readonly string[]) {
    const rows = await this.db
      .selectFrom('credit_notes')
      .selectAll()
      .where((where) => {
        const inPeriod = where.and([
          where('issued_at', '>=', fromMs),
          where('issued_at', '<', toMs),
        ]);
        return orderIds.length > 0
          ? where.or([inPeriod, where('order_id', 'in', orderIds)])
          : inPeriod;
      })
      .orderBy('issued_at')
      .orderBy('serial')
      .execute();
    return rows.map(recordOf);
  }

  /** The customer's orders refunded in full. */
  async closedOrders(customerId: string): Promise<ReadonlySet<string>> {
    const rows = await this.db
      .selectFrom('credit_notes')
      .select('order_id')
      .where('customer_id', '=', customerId)
      .where('closes_order', '=', 1)
      .execute();
    return new Set(rows.map((row) => row.order_id));
  }

  private async take(note: NewCreditNote): Promise<void> {
    const { financialYear } = note;
    const last = await this.db
      .selectFrom('credit_notes')
      .select(sql<number | string | null>`MAX(serial)`.as('serial'))
      .where('financial_year', '=', financialYear)
      .executeTakeFirst();
    const serial = Number(last?.serial ?? 0) + 1;
    // Taken by another gateway meanwhile: the unique (financial year, serial) refuses this.
    await this.db
      .insertInto('credit_notes')
      .values({
        number: note.numberFor(serial),
        financial_year: financialYear,
        serial,
        order_id: note.orderId,
        refund_id: note.refundId,
        refund_status: note.refundStatus,
        request_key: note.requestKey,
        invoice_number: note.invoiceNumber,
        customer_id: note.customerId,
        student_name: note.studentName,
        student_email: note.studentEmail,
        course_title: note.courseTitle,
        amount_paise: note.amountPaise,
        taxable_paise: note.taxablePaise,
        cgst_paise: note.cgstPaise,
        sgst_paise: note.sgstPaise,
        igst_paise: note.igstPaise,
        closes_order: note.closesOrder ? 1 : 0,
        reason: note.reason,
        staff_email: note.staffEmail,
        issued_at: this.now().getTime(),
      })
      .execute();
  }
}
