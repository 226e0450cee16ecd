/** What the papers' tests print: the academy as a GST-registered seller and order 42's receipt. */
import type { Seller } from '../../gateway/config.ts';
import type { ReceiptFacts } from '../../gateway/documents/receipt-pdf.ts';

export const GST_SELLER: Seller = {
  gstin: '27AAPFU0939F1ZV',
  legalName: 'Sharpline Education Private Limited',
  address: '12 Example Lane, Andheri East, Mumbai 400069',
  state: 'Maharashtra',
  invoicePrefix: 'SL',
};

/**
 * Order 42's tax invoice from a seller in Maharashtra to a buyer there (₹11,800 with CGST and
 * SGST), with `change` for what a test is about.
 */
export const receiptOf = (change: Partial<ReceiptFacts> = {}): ReceiptFacts => ({
  number: 'SL/26-27/000042',
  date: '7 Nov 2026',
  hindiDate: '7 नवंबर 2026',
  seller: GST_SELLER,
  sellerGstin: GST_SELLER.gstin,
  brandName: 'Sharpline Trading Academy',
  siteUrl: 'https://academy.test',
  student: { name: 'Asha Verma', email: 'asha@example.com' },
  courseTitle: 'Forex Trading Essentials',
  placeOfSupply: '27-Maharashtra',
  listPricePaise: 1180000,
  discountPaise: 0,
  couponCode: null,
  tax: { taxablePaise: 1000000, cgstPaise: 90000, sgstPaise: 90000, igstPaise: 0 },
  totalPaise: 1180000,
  orderId: '42',
  bookingCode: 'TA12345678',
  payment: { paymentId: 'pay_29QQoUBi66xm2f', paymentOrderId: 'order_9A33XWu170gUtm' },
  ...change,
});

/**
 * Order 42 bought with the coupon LAUNCH (₹6,999 less ₹1,000) by a buyer in Karnataka: IGST
 * on the discounted value.
 */
export const COUPON_TO_KARNATAKA = {
  placeOfSupply: '29-Karnataka',
  listPricePaise: 699900,
  discountPaise: 100000,
  couponCode: 'LAUNCH',
  tax: { taxablePaise: 508390, cgstPaise: 0, sgstPaise: 0, igstPaise: 91510 },
  totalPaise: 599900,
} satisfies Partial<ReceiptFacts>;
