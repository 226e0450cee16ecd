/**
 * What an order's invoice will print, from the facts at hand when it is issued: the order at
 * the academy, the buyer's profile as it stands then, what was paid and any coupon, and the
 * seller. Issued when the payment is recorded, or at the first copy of an older order's
 * receipt; either way the same rules, and never again once issued.
 */
import type { Seller } from '../config.ts';
import type { InvoiceDraft } from '../db/invoices.ts';
import type { CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { financialYearOf, invoiceAmounts, receiptNumber } from './invoices.ts';

/** A coupon taken off the list price (the payment order's notes say which and how much). */
interface SaleCoupon {
  code: string;
  discountPaise: number;
}

interface Sale {
  customerId: string;
  order: OrderModel;
  /** The buyer as their profile stands now. */
  customer: Pick<CustomerModel, 'name' | 'email'>;
  seller: Seller;
  /** What was paid, tax included (the payment's amount; the order's when unknown). */
  paidPaise: number;
  coupon: SaleCoupon | null;
  /** The payment API's ids, when the gateway recorded the payment. */
  payment: { paymentId: string; paymentOrderId: string | null } | null;
  /**
   * The buyer's GST state code when the academy knows it. The legacy profile holds a name,
   * an e-mail and a mobile number only, so today every caller passes null and the place of
   * supply is the seller's state.
   */
  buyerStateCode: string | null;
}

export function invoiceDraft(sale: Sale): InvoiceDraft {
  const { order, seller } = sale;
  const discountPaise = sale.coupon?.discountPaise ?? 0;
  const { amounts, placeOfSupply } = invoiceAmounts({
    paidPaise: sale.paidPaise,
    discountPaise,
    sellerGstin: seller.gstin,
    buyerStateCode: sale.buyerStateCode,
  });
  return {
    orderId: order.id,
    customerId: sale.customerId,
    buyerName: sale.customer.name,
    buyerEmail: sale.customer.email,
    buyerState: sale.buyerStateCode,
    placeOfSupply,
    sellerGstin: seller.gstin,
    courseId: order.course.id,
    courseTitle: order.course.title,
    ...amounts,
    couponCode: discountPaise > 0 ? (sale.coupon?.code ?? null) : null,
    bookingCode: order.bookingCode,
    paymentId: sale.payment?.paymentId ?? null,
    paymentOrderId: sale.payment?.paymentOrderId ?? null,
    paidAtMs: order.orderedAtMs,
    numbering: { prefix: seller.invoicePrefix, financialYear: financialYearOf(order.orderedAtMs) },
    numberText: (record) => receiptNumber(record.prefix, record.financialYear, record.serial),
  };
}
