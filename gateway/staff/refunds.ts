/**
 * Refunds from the staff room (issue 39): an owner finds an order by its id or its invoice
 * number and gives back all or part of its payment through Razorpay's Refunds API; each
 * refund gets a GST credit note naming the invoice it corrects, and a refund that leaves
 * nothing of the payment ends the student's access (the order is listed as Refunded).
 *
 * The same request twice refunds once: a request (order, amount, reason) has a key, its
 * credit note is found by that key, and the key goes to Razorpay as the refund's
 * idempotency key, so a retry after a lost answer gets the refund already made. A claim on
 * the order (as the payment recorder claims a payment) makes concurrent refunds of one
 * order, from this gateway or another, take turns: the second sees what the first did.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { CheckoutState } from '../checkout/state.ts';
import { ClaimBusyError, underClaim } from '../checkout/state.ts';
import type { Seller } from '../config.ts';
import type { CreditNoteRecord } from '../db/credit-notes.ts';
import type { GatewayDatabase } from '../db/database.ts';
import type { KnownOrder } from '../db/order-owners.ts';
import type { InvoiceRecord } from '../db/invoices.ts';
import {
  REFUND_REASON_LENGTH,
  creditNoteNumber,
  creditNoteTax,
  untaxedCreditNote,
  type SupplyKind,
} from '../domain/credit-notes.ts';
import { financialYearOf, receiptNumber } from '../domain/invoices.ts';
import { isChargeable, rupeesText } from '../domain/money.ts';
import {
  UpstreamUnavailableError,
  notFound,
  refundBusy,
  refundTooMuch,
  refusedField,
} from '../errors.ts';
import type { CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';
import type { RazorpayClient } from '../upstream/razorpay/client.ts';

/** What finding and refunding an order reads and writes. */
export interface RefundSources {
  database: Pick<
    GatewayDatabase,
    'creditNotes' | 'orderOwners' | 'payments' | 'receiptNumbers' | 'invoices'
  >;
  provider: {
    orders(customerId: string): Promise<OrderModel[]>;
    customer(customerId: string): Promise<CustomerModel>;
    forgetOrders(customerId: string): Promise<void>;
  };
  /** null without a key secret: nothing can be refunded. */
  razorpay: RazorpayClient | null;
  state: CheckoutState;
  seller: Seller;
  now: () => Date;
  log: Logger;
}

/** An order as the staff room sees it. Amounts in paise. */
interface StaffOrderFacts {
  order: OrderModel;
  customerId: string;
  customer: CustomerModel;
  invoiceNumber: string;
  /** The payment the gateway recorded for it; null when it recorded none. */
  paymentId: string | null;
  paidPaise: number;
  refundedPaise: number;
  creditNotes: CreditNoteRecord[];
}

interface RefundRequest {
  orderId: string;
  /** null: all that is left of the payment. */
  amountPaise: number | null;
  reason: string;
}

/**
 * The tax of a credit note mirrors the invoice it corrects: none on a payment receipt (issued
 * without a GSTIN), IGST when the invoice charged IGST, else CGST and SGST. An order paid
 * before invoices were kept as issued follows the academy's GSTIN of today, intra-state.
 */
function noteTax(invoice: InvoiceRecord | null, seller: Seller, amountPaise: number) {
  const taxed = invoice ? invoice.sellerGstin !== null : Boolean(seller.gstin);
  if (!taxed) return untaxedCreditNote(amountPaise);
  const supply: SupplyKind = invoice && invoice.igstPaise > 0 ? 'inter-state' : 'intra-state';
  return creditNoteTax(amountPaise, supply);
}

/** How long a refund's claim on its order holds if its process dies mid-way. */
const CLAIM_BUSY_MS = 60_000;
/** How long a second refund of the same order waits for the first to finish. */
const WAIT_FOR_OTHER_REFUND_MS = 15_000;

/** An invoice number as printed: SL/26-27/000001. */
const INVOICE_NUMBER = /^([A-Za-z0-9-]{1,20})\/(\d{2}-\d{2})\/(\d{6,})$/;

async function knownOrder(sources: RefundSources, idOrInvoice: string): Promise<KnownOrder> {
  const wanted = idOrInvoice.trim();
  const invoice = INVOICE_NUMBER.exec(wanted);
  const known = invoice
    ? await sources.database.orderOwners.ofInvoice({
        prefix: invoice[1] ?? '',
        financialYear: invoice[2] ?? '',
        serial: Number(invoice[3]),
      })
    : await sources.database.orderOwners.ofOrder(wanted);
  if (!known) throw notFound('refundOrderUnknown');
  return known;
}

/** The order's invoice number: the one it was given, else given now (as its receipt would). */
async function invoiceNumberOf(sources: RefundSources, known: KnownOrder, order: OrderModel) {
  const { receiptNumbers } = sources.database;
  const record =
    (await receiptNumbers.find(order.id)) ??
    (await receiptNumbers.numberFor({
      orderId: order.id,
      customerId: known.customerId,
      prefix: sources.seller.invoicePrefix,
      financialYear: financialYearOf(order.orderedAtMs),
    }));
  return receiptNumber(record.prefix, record.financialYear, record.serial);
}

/** An order by its id or invoice number, with its payment and refunds; NOT_FOUND when unknown. */
export async function findStaffOrder(
  sources: RefundSources,
  idOrInvoice: string,
): Promise<StaffOrderFacts> {
  const known = await knownOrder(sources, idOrInvoice);
  const orders = await sources.provider.orders(known.customerId);
  const order = orders.find((row) => row.id === known.orderId);
  if (!order) throw notFound('refundOrderUnknown');
  const [customer, invoiceNumber, payment, creditNotes] = await Promise.all([
    sources.provider.customer(known.customerId),
    invoiceNumberOf(sources, known, order),
    sources.database.payments.forCourse(known.customerId, order.course.id),
    sources.database.creditNotes.forOrder(order.id),
  ]);
  return {
    order,
    customerId: known.customerId,
    customer,
    invoiceNumber,
    paymentId: payment?.paymentId ?? null,
    paidPaise: Math.round(order.amount * 100),
    refundedPaise: creditNotes.reduce((sum, note) => sum + note.amountPaise, 0),
    creditNotes,
  };
}

/** The request's checked reason and amount; BAD_USER_INPUT naming the field otherwise. */
function checked(request: RefundRequest): RefundRequest {
  const reason = request.reason.trim();
  const length = [...reason].length;
  if (length < REFUND_REASON_LENGTH.min || length > REFUND_REASON_LENGTH.max) {
    throw refusedField('reason', 'refundReasonLength');
  }
  const { amountPaise } = request;
  if (amountPaise !== null && (!Number.isSafeInteger(amountPaise) || !isChargeable(amountPaise))) {
    throw refusedField('amountPaise', 'refundAmountInvalid');
  }
  return { orderId: request.orderId.trim(), amountPaise, reason };
}

/** The request's key: the same order, amount and reason make the same key. */
function requestKey({ orderId, amountPaise, reason }: RefundRequest): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([orderId, amountPaise ?? 'rest', reason]))
    .digest('hex');
  // Razorpay's idempotency keys: letters, digits, hyphens, at most 64.
  return `staff-refund-${digest.slice(0, 40)}`;
}

/**
 * Refunds the order (all that is left, or `amountPaise`) and issues its credit note; the
 * note of the same request made before is answered as it is.
 */
export async function refundOrder(
  sources: RefundSources,
  staffEmail: string,
  wanted: RefundRequest,
): Promise<CreditNoteRecord> {
  const request = checked(wanted);
  const key = requestKey(request);
  const made = await sources.database.creditNotes.byRequest(key);
  if (made) return made;
  const { razorpay } = sources;
  if (!razorpay) throw new UpstreamUnavailableError('no key secret', 'refundsUnavailable');
  const facts = await findStaffOrder(sources, request.orderId);
  const { paymentId } = facts;
  if (paymentId === null) throw refusedField('orderId', 'refundNoPayment');
  try {
    const note = await underClaim(
      sources.state,
      `staff-refund:${facts.order.id}`,
      { busyMs: CLAIM_BUSY_MS, doneMs: CLAIM_BUSY_MS, waitMs: WAIT_FOR_OTHER_REFUND_MS },
      // Never marked done: the next refund of the order takes the claim in its turn.
      async () => ({
        done: false,
        value: await refundUnderClaim(
          sources,
          { razorpay, facts, paymentId, staffEmail, key },
          request,
        ),
      }),
    );
    if (note === null) throw refundBusy();
    return note;
  } catch (error) {
    if (error instanceof ClaimBusyError) throw refundBusy();
    throw error;
  }
}

interface ClaimedRefund {
  razorpay: RazorpayClient;
  facts: StaffOrderFacts;
  paymentId: string;
  staffEmail: string;
  key: string;
}

async function refundUnderClaim(
  sources: RefundSources,
  { razorpay, facts, paymentId, staffEmail, key }: ClaimedRefund,
  request: RefundRequest,
): Promise<CreditNoteRecord> {
  const { creditNotes } = sources.database;
  // The same request, made by another gateway while this one waited for the claim.
  const twin = await creditNotes.byRequest(key);
  if (twin) return twin;
  const payment = await razorpay.fetchPayment(paymentId, sources.log);
  if (!payment?.captured) throw refusedField('orderId', 'refundNoPayment');
  const leftPaise = payment.amountPaise - payment.amountRefundedPaise;
  if (leftPaise <= 0) throw refusedField('orderId', 'refundNothingLeft');
  const amountPaise = request.amountPaise ?? leftPaise;
  if (amountPaise > leftPaise) throw refundTooMuch(rupeesText(leftPaise));
  const answer = await razorpay.refundPayment(
    {
      paymentId,
      amountPaise,
      notes: { order_id: facts.order.id, staff: staffEmail, reason: request.reason.slice(0, 250) },
      idempotencyKey: key,
    },
    sources.log,
  );
  if (!answer.refunded) {
    sources.log.error({ paymentId, refusal: answer.description }, 'staff refund refused');
    throw new UpstreamUnavailableError(
      `refund refused: ${answer.description}`,
      'paymentUnavailable',
    );
  }
  const { refund } = answer;
  const invoice = await sources.database.invoices.of(facts.order.id);
  const tax = noteTax(invoice, sources.seller, refund.amountPaise);
  const financialYear = financialYearOf(sources.now().getTime());
  const note = await creditNotes.issue({
    orderId: facts.order.id,
    refundId: refund.id,
    refundStatus: refund.status,
    requestKey: key,
    invoiceNumber: facts.invoiceNumber,
    customerId: facts.customerId,
    // The buyer as the corrected invoice names them (a later profile edit changes neither).
    studentName: invoice?.buyerName ?? facts.customer.name,
    studentEmail: invoice?.buyerEmail ?? facts.customer.email,
    courseTitle: facts.order.course.title,
    amountPaise: refund.amountPaise,
    taxablePaise: tax.taxablePaise,
    cgstPaise: tax.cgstPaise,
    sgstPaise: tax.sgstPaise,
    igstPaise: tax.igstPaise,
    closesOrder: payment.amountRefundedPaise + refund.amountPaise >= payment.amountPaise,
    reason: request.reason,
    staffEmail,
    financialYear,
    numberFor: (serial) => creditNoteNumber(financialYear, serial),
  });
  // Its status may have changed (refunded in full): lists read before are stale now.
  await sources.provider.forgetOrders(facts.customerId);
  sources.log.info(
    { orderId: facts.order.id, refundId: refund.id, creditNote: note.number, amountPaise },
    'order refunded by staff',
  );
  return note;
}
