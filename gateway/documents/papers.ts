/**
 * A student's papers, shared by the GraphQL fields that link to them and the routes that
 * serve them: an order's receipt number (given once, in the financial year of the order's
 * date) and its receipt's facts, read from its invoice as issued (issued now, from the
 * academy's records, for an order paid before invoices were kept); a course's certificate,
 * issued once it is finished.
 */
import { type DateLanguage, formatDate } from '../../common/dates.ts';
import { printable } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import type { CertificateRecord, Certificates } from '../db/certificates.ts';
import type { ProgressRecord } from '../db/progress.ts';
import type { InvoiceRecord, Invoices } from '../db/invoices.ts';
import type { ReceiptNumbers } from '../db/receipts.ts';
import type { RecordedPayments } from '../db/recorded-payments.ts';
import { courseFinishedAtMs, finalScore, type CourseQuizzes } from '../domain/certificates.ts';
import { invoiceDraft } from '../domain/invoice-drafts.ts';
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
  invoices: Invoices;
  seller: Seller;
  brandName: string;
  siteUrl: string;
  provider: {
    orders(customerId: string): Promise<OrderModel[]>;
    customer(customerId: string): Promise<CustomerModel>;
  };
}

/** A receipt's facts: its invoice as issued, with the seller's name and address of today. */
function factsOf(invoice: InvoiceRecord, sources: ReceiptSources): ReceiptFacts {
  return {
    number: invoice.number,
    date: paperDate(invoice.paidAtMs),
    hindiDate: paperDate(invoice.paidAtMs, 'hi'),
    seller: sources.seller,
    sellerGstin: invoice.sellerGstin,
    brandName: sources.brandName,
    siteUrl: sources.siteUrl,
    student: { name: invoice.buyerName, email: invoice.buyerEmail },
    courseTitle: invoice.courseTitle,
    placeOfSupply: invoice.placeOfSupply,
    listPricePaise: invoice.listPricePaise,
    discountPaise: invoice.discountPaise,
    couponCode: invoice.couponCode,
    tax: {
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
    },
    totalPaise: invoice.totalPaise,
    orderId: invoice.orderId,
    bookingCode: invoice.bookingCode,
    payment: invoice.paymentId
      ? { paymentId: invoice.paymentId, paymentOrderId: invoice.paymentOrderId }
      : null,
  };
}

/**
 * What the customer's receipt for one of their paid orders says; null for any other order.
 * An order paid before invoices were kept is issued its invoice now, from the academy's
 * records as they stand, and reads the same from then on.
 */
export async function receiptFacts(
  sources: ReceiptSources,
  customerId: string,
  orderId: string,
): Promise<ReceiptFacts | null> {
  const issued = await sources.invoices.of(orderId);
  if (issued) return issued.customerId === customerId ? factsOf(issued, sources) : null;
  const order = (await sources.provider.orders(customerId)).find((row) => row.id === orderId);
  if (!order || !isPaid(order)) return null;
  const [customer, payment] = await Promise.all([
    sources.provider.customer(customerId),
    sources.recordedPayments.forCourse(customerId, order.course.id),
  ]);
  const invoice = await sources.invoices.issue(
    invoiceDraft({
      customerId,
      order,
      customer,
      seller: sources.seller,
      paidPaise: Math.round(order.amount * 100),
      coupon: null,
      payment: payment && { paymentId: payment.paymentId, paymentOrderId: payment.paymentOrderId },
      buyerStateCode: null,
    }),
  );
  return factsOf(invoice, sources);
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
  /** The course's weekly quizzes as the student stands with them (none: lessons alone). */
  quizzes: CourseQuizzes;
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
  const { unlocking, items, records, quizzes } = await lessons();
  const finishedAtMs = courseFinishedAtMs(unlocking, items, records, sources.now, quizzes);
  if (finishedAtMs === null) return null;
  const customer = await sources.customer(customerId);
  return sources.certificates.issue({
    customerId,
    courseId: order.course.id,
    orderId: order.id,
    studentName: [...printable(customer.name)].slice(0, NAME_LIMIT).join(''),
    courseTitle: order.course.title,
    completedAtMs: finishedAtMs,
    score: finalScore(quizzes),
  });
}
