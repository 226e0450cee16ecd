/**
 * A student's papers, shared by the GraphQL fields that link to them and the routes that
 * serve them: an order's receipt number (given once, in the financial year of the order's
 * date) and its receipt's facts; a course's certificate, issued once it is finished.
 */
import { type DateLanguage, formatDate } from '../../common/dates.ts';
import { printable } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import type { CertificateRecord, Certificates } from '../db/certificates.ts';
import type { ProgressRecord } from '../db/progress.ts';
import type { ReceiptNumbers } from '../db/receipts.ts';
import type { RecordedPayments } from '../db/recorded-payments.ts';
import { courseFinishedAtMs } from '../domain/certificates.ts';
import { financialYearOf, receiptNumber } from '../domain/invoices.ts';
import { isPaid } from '../domain/unlock.ts';
import type { ClassItemModel, CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';
import type { ReceiptFacts } from './receipt-pdf.ts';

/** A date as the papers print it, in IST: "7 Nov 2026" ("7 नवंबर 2026" in Hindi). */
export const paperDate = (instantMs: number, language: DateLanguage = 'en') =>
  formatDate(instantMs, language);

/** The longest name a certificate keeps, in characters. */
const NAME_LIMIT = 500;

/** The order's receipt number, given now if it has none; null for an order not paid. */
export async function receiptNumberOf(
  receiptNumbers: ReceiptNumbers,
  seller: Seller,
  customerId: string,
  order: OrderModel,
): Promise<string | null> {
  if (!isPaid(order)) return null;
  const record = await receiptNumbers.numberFor({
    orderId: order.id,
    customerId,
    prefix: seller.invoicePrefix,
    financialYear: financialYearOf(order.orderedAtMs),
  });
  return receiptNumber(record.prefix, record.financialYear, record.serial);
}

export interface ReceiptSources {
  receiptNumbers: ReceiptNumbers;
  recordedPayments: RecordedPayments;
  seller: Seller;
  brandName: string;
  siteUrl: string;
  provider: {
    orders(customerId: string): Promise<OrderModel[]>;
    customer(customerId: string): Promise<CustomerModel>;
  };
}

/** What the customer's receipt for one of their paid orders says; null for any other order. */
export async function receiptFacts(
  sources: ReceiptSources,
  customerId: string,
  orderId: string,
): Promise<ReceiptFacts | null> {
  const order = (await sources.provider.orders(customerId)).find((row) => row.id === orderId);
  if (!order || !isPaid(order)) return null;
  const [number, customer, payment] = await Promise.all([
    receiptNumberOf(sources.receiptNumbers, sources.seller, customerId, order),
    sources.provider.customer(customerId),
    sources.recordedPayments.forCourse(customerId, order.course.id),
  ]);
  if (number === null) return null;
  return {
    number,
    date: paperDate(order.orderedAtMs),
    seller: sources.seller,
    brandName: sources.brandName,
    siteUrl: sources.siteUrl,
    student: { name: customer.name, email: customer.email },
    courseTitle: order.course.title,
    totalPaise: Math.round(order.amount * 100),
    orderId: order.id,
    bookingCode: order.bookingCode,
    payment: payment && { paymentId: payment.paymentId, paymentOrderId: payment.paymentOrderId },
  };
}

interface CertificateSources {
  certificates: Certificates;
  customer(customerId: string): Promise<CustomerModel>;
  now: Date;
}

/** A course's lessons and the customer's progress in them, for the order dating its weeks. */
interface CourseLessons {
  /** The order dated as the unlock rule sees it (from the first paid order for the course). */
  unlocking: OrderModel;
  items: readonly ClassItemModel[];
  records: ReadonlyMap<string, ProgressRecord>;
}

/**
 * The customer's certificate for the order's course: the one issued before, else one issued
 * now when the course is finished (every lesson done, its last week open); null otherwise.
 * The lessons are read only when no certificate was issued yet.
 */
export async function certificateOf(
  sources: CertificateSources,
  customerId: string,
  order: OrderModel,
  lessons: () => Promise<CourseLessons>,
): Promise<CertificateRecord | null> {
  if (!isPaid(order)) return null;
  const issued = await sources.certificates.forCourse(customerId, order.course.id);
  if (issued) return issued;
  const { unlocking, items, records } = await lessons();
  const finishedAtMs = courseFinishedAtMs(unlocking, items, records, sources.now);
  if (finishedAtMs === null) return null;
  const customer = await sources.customer(customerId);
  return sources.certificates.issue({
    customerId,
    courseId: order.course.id,
    orderId: order.id,
    studentName: [...printable(customer.name)].slice(0, NAME_LIMIT).join(''),
    courseTitle: order.course.title,
    completedAtMs: finishedAtMs,
  });
}
