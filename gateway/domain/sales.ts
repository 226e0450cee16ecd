/**
 * The sales report of a period (issue 39, item 2): its dates read in India time, inclusive;
 * one row per invoice of an order paid in it (with what has been refunded of that order so
 * far), and one row per credit note issued in it, its figures negative, as the GST return
 * takes them: a refund lowers the tax of the period its note is issued in, whenever the sale
 * was. The money columns' totals are therefore net of the period's credit notes. Revenue day
 * by day and enrolments week by week (weeks from Monday) count sales. Every figure is the one
 * printed on the invoices and credit notes, to the paisa.
 */
import { addDays, differenceInCalendarDays, format, startOfWeek } from 'date-fns';
import { ACADEMY_TIME_ZONE, inZone, toIsoWithOffset } from '../../common/time-zone.ts';
import type { CreditNoteRecord } from '../db/credit-notes.ts';
import type { InvoiceRecord } from '../db/invoices.ts';
import { refusedField } from '../errors.ts';

const DAY_MS = 24 * 3600_000;
/** India keeps one offset all year: a day there starts at 00:00 +05:30. */
const INDIA_OFFSET = '+05:30';
/** The longest period one report covers: a year, a leap year included. */
const LONGEST_PERIOD_DAYS = 366;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A period of whole days in India time: from `fromMs` up to (not including) `toMs`. */
interface SalesPeriod {
  from: string;
  to: string;
  fromMs: number;
  toMs: number;
}

/** The start of a YYYY-MM-DD day in India time, or null for anything not a real date. */
function dayStartMs(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a date.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1) return null;
  if (utc.getUTCDate() !== day) return null;
  return Date.parse(`${text}T00:00:00${INDIA_OFFSET}`);
}

/**
 * The period `from` to `to` (both YYYY-MM-DD, inclusive); a BAD_USER_INPUT error naming the
 * field for a date that is not one, a period that ends before it starts, or one over a year.
 */
export function salesPeriod(from: string, to: string): SalesPeriod {
  const fromMs = dayStartMs(from.trim());
  if (fromMs === null) throw refusedField('from', 'salesDate');
  const lastMs = dayStartMs(to.trim());
  if (lastMs === null) throw refusedField('to', 'salesDate');
  if (lastMs < fromMs) throw refusedField('to', 'salesPeriodOrder');
  if ((lastMs - fromMs) / DAY_MS + 1 > LONGEST_PERIOD_DAYS) {
    throw refusedField('to', 'salesPeriodLength');
  }
  return { from: from.trim(), to: to.trim(), fromMs, toMs: lastMs + DAY_MS };
}

/**
 * A credit note issued for a refund of an order (issue 39, item 3), as printed: the invoice it
 * corrects, the buyer and course as the note names them, its figures and when it was issued.
 */
type SaleRefund = Pick<
  CreditNoteRecord,
  | 'orderId'
  | 'number'
  | 'invoiceNumber'
  | 'studentName'
  | 'studentEmail'
  | 'courseTitle'
  | 'amountPaise'
  | 'taxablePaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'issuedAt'
>;

export interface SalesRow {
  /** A sale (an invoice) or a refund (a credit note, its figures negative). */
  kind: 'SALE' | 'REFUND';
  /** The invoice; on a refund, the invoice its credit note corrects. */
  invoiceNumber: string;
  orderId: string;
  /** ISO 8601 in India time: 2026-11-07T10:42:00+05:30; on a refund, the note's date. */
  paidAt: string;
  paidAtMs: number;
  studentName: string;
  studentEmail: string;
  courseTitle: string;
  couponCode: string | null;
  /** "27-Maharashtra"; null on a payment receipt. */
  placeOfSupply: string | null;
  /** Whether GST was charged (the invoice was issued under a GSTIN). */
  taxInvoice: boolean;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  refundedPaise: number;
  /** The credit notes of the order's refunds, comma-separated; null when none. */
  creditNoteNumber: string | null;
}

const MONEY = [
  'taxablePaise',
  'cgstPaise',
  'sgstPaise',
  'igstPaise',
  'totalPaise',
  'refundedPaise',
] as const;

type SalesTotals = Record<(typeof MONEY)[number], number> & { orders: number };

export interface SalesReport {
  period: SalesPeriod;
  rows: SalesRow[];
  totals: SalesTotals;
  /** Every day of the period, with the invoices' totals and count. */
  revenueByDay: { date: string; revenuePaise: number; orders: number }[];
  /** Every week (from Monday) the period touches, with the orders paid in it. */
  enrolmentsByWeek: { weekStart: string; enrolments: number }[];
}

const indiaDay = (instantMs: number) => format(inZone(instantMs, ACADEMY_TIME_ZONE), 'yyyy-MM-dd');

function rowOf(invoice: InvoiceRecord, refunds: readonly SaleRefund[]): SalesRow {
  const own = refunds.filter((refund) => refund.orderId === invoice.orderId);
  return {
    kind: 'SALE',
    invoiceNumber: invoice.number,
    orderId: invoice.orderId,
    paidAt: toIsoWithOffset(invoice.paidAtMs, ACADEMY_TIME_ZONE),
    paidAtMs: invoice.paidAtMs,
    studentName: invoice.buyerName,
    studentEmail: invoice.buyerEmail,
    courseTitle: invoice.courseTitle,
    couponCode: invoice.couponCode,
    placeOfSupply: invoice.placeOfSupply,
    taxInvoice: invoice.sellerGstin !== null,
    taxablePaise: invoice.taxablePaise,
    cgstPaise: invoice.cgstPaise,
    sgstPaise: invoice.sgstPaise,
    igstPaise: invoice.igstPaise,
    totalPaise: invoice.totalPaise,
    refundedPaise: own.reduce((sum, refund) => sum + refund.amountPaise, 0),
    creditNoteNumber: own.length > 0 ? own.map((refund) => refund.number).join(', ') : null,
  };
}

/** A credit note as a row: its figures negative, the refunded amount positive. */
function refundRowOf(note: SaleRefund, invoice: InvoiceRecord | undefined): SalesRow {
  return {
    kind: 'REFUND',
    invoiceNumber: note.invoiceNumber,
    orderId: note.orderId,
    paidAt: toIsoWithOffset(note.issuedAt.getTime(), ACADEMY_TIME_ZONE),
    paidAtMs: note.issuedAt.getTime(),
    studentName: note.studentName,
    studentEmail: note.studentEmail,
    courseTitle: note.courseTitle,
    couponCode: invoice?.couponCode ?? null,
    placeOfSupply: invoice?.placeOfSupply ?? null,
    taxInvoice: note.cgstPaise + note.sgstPaise + note.igstPaise > 0,
    taxablePaise: -note.taxablePaise,
    cgstPaise: -note.cgstPaise,
    sgstPaise: -note.sgstPaise,
    igstPaise: -note.igstPaise,
    totalPaise: -note.amountPaise,
    refundedPaise: note.amountPaise,
    creditNoteNumber: note.number,
  };
}

/**
 * The report of `period` from the invoices of orders paid in it and the credit notes issued
 * in it or of those orders.
 */
export function salesReport(
  period: SalesPeriod,
  invoices: readonly InvoiceRecord[],
  refunds: readonly SaleRefund[],
): SalesReport {
  const within = (instantMs: number) => instantMs >= period.fromMs && instantMs < period.toMs;
  const sales = invoices
    .filter((invoice) => within(invoice.paidAtMs))
    .map((invoice) => rowOf(invoice, refunds));
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.orderId, invoice]));
  const refundRows = refunds
    .filter((note) => within(note.issuedAt.getTime()))
    .map((note) => refundRowOf(note, invoiceOf.get(note.orderId)));
  const rows = [...sales, ...refundRows].sort((a, b) => a.paidAtMs - b.paidAtMs);
  const totals: SalesTotals = {
    orders: sales.length,
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
    totalPaise: 0,
    refundedPaise: 0,
  };
  // A sale row's refunded amount is said again by its credit notes' rows: counted once, there.
  for (const row of rows) {
    for (const field of MONEY) {
      if (field !== 'refundedPaise' || row.kind === 'REFUND') totals[field] += row[field];
    }
  }

  const firstDay = inZone(period.fromMs, ACADEMY_TIME_ZONE);
  const days = differenceInCalendarDays(inZone(period.toMs - 1, ACADEMY_TIME_ZONE), firstDay) + 1;
  const revenueByDay = Array.from({ length: days }, (_, index) => {
    const date = format(addDays(firstDay, index), 'yyyy-MM-dd');
    const paid = sales.filter((row) => indiaDay(row.paidAtMs) === date);
    const revenuePaise = paid.reduce((sum, row) => sum + row.totalPaise, 0);
    return { date, revenuePaise, orders: paid.length };
  });

  const weekOf = (instantMs: number) =>
    format(startOfWeek(inZone(instantMs, ACADEMY_TIME_ZONE), { weekStartsOn: 1 }), 'yyyy-MM-dd');
  const weeks = [
    ...new Set(
      revenueByDay.map((day) => weekOf(Date.parse(`${day.date}T12:00:00${INDIA_OFFSET}`))),
    ),
  ];
  const enrolmentsByWeek = weeks.map((weekStart) => ({
    weekStart,
    enrolments: sales.filter((row) => weekOf(row.paidAtMs) === weekStart).length,
  }));
  return { period, rows, totals, revenueByDay, enrolmentsByWeek };
}

/** Paise as rupees with two decimals, as GST returns take them: 338898 -> "3388.98". */
function rupeesDecimal(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, its quotes
 * doubled. A text starting like a formula (=, +, -, @) is prefixed with an apostrophe, so a
 * spreadsheet shows a student's name instead of running it.
 */
function csvField(value: string, text: boolean): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_HEADER = [
  'Document',
  'Invoice number',
  'Invoice date',
  'Order ID',
  'Buyer name',
  'Buyer e-mail',
  'Course',
  'Coupon',
  'Place of supply',
  'Rate',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Invoice value',
  'Refunded',
  'Credit note',
];

/**
 * The report's rows as CSV with a header row: GSTR-1's invoice-level columns (number, date
 * DD-MM-YYYY, place of supply "NN-State", rate, taxable value and taxes in rupees), and the
 * buyer, course, coupon and refunds beside them; a credit note is a row of its own, its
 * figures negative. Lines end in CRLF.
 */
export function salesCsv(report: SalesReport): string {
  const lines = [CSV_HEADER.map((name) => csvField(name, true)).join(',')];
  for (const row of report.rows) {
    const texts = [
      row.kind === 'SALE' ? 'Invoice' : 'Credit note',
      row.invoiceNumber,
      format(inZone(row.paidAtMs, ACADEMY_TIME_ZONE), 'dd-MM-yyyy'),
      row.orderId,
      row.studentName,
      row.studentEmail,
      row.courseTitle,
      row.couponCode ?? '',
      row.placeOfSupply ?? '',
    ].map((value) => csvField(value, true));
    const figures = [
      row.taxInvoice ? '18' : '0',
      rupeesDecimal(row.taxablePaise),
      rupeesDecimal(row.cgstPaise),
      rupeesDecimal(row.sgstPaise),
      rupeesDecimal(row.igstPaise),
      rupeesDecimal(row.totalPaise),
      rupeesDecimal(row.refundedPaise),
    ];
    lines.push([...texts, ...figures, csvField(row.creditNoteNumber ?? '', true)].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
