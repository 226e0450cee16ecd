/**
 * A receipt as a PDF (one A4 page), drawn from its invoice as issued, every heading and label
 * in Hindi and English (bilingual-paper.ts): with the academy's GSTIN, a GST tax invoice for
 * a B2C service (seller and GSTIN, number, date, place of supply, the student, SAC, list
 * price and discount when a coupon was used, taxable value, CGST and SGST or IGST, the total
 * in figures and in words in both languages); without it, a payment receipt with the same
 * number and no tax lines. The same file is mailed and downloaded.
 */
import { PdfWriter } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import { SAC_TRAINING } from '../domain/invoices.ts';
import {
  INK,
  MARGIN,
  amountColumn,
  both,
  drawAmount,
  drawAmountLine,
  drawHead,
  drawFoot,
  drawInBoth,
  drawLinesHeading,
  drawReference,
  drawStudent,
  drawTaxAndTotal,
  type PaperTax,
} from './bilingual-paper.ts';
import { paperWordsEn } from './words/en.ts';

export interface ReceiptFacts {
  /** SL/26-27/000123 */
  number: string;
  /** The order's date as the receipt shows it: "22 Nov 2026". */
  date: string;
  /** The same date in Hindi: "22 नवंबर 2026". */
  hindiDate: string;
  /** The academy's name and address as configured now. */
  seller: Seller;
  /** The GSTIN the invoice was issued under; null: a payment receipt. */
  sellerGstin: string | null;
  brandName: string;
  siteUrl: string;
  student: { name: string; email: string };
  courseTitle: string;
  /** "27-Maharashtra"; null on a payment receipt. */
  placeOfSupply: string | null;
  listPricePaise: number;
  /** 0 without a coupon. */
  discountPaise: number;
  couponCode: string | null;
  tax: PaperTax;
  totalPaise: number;
  orderId: string;
  /** The order's booking code at the academy (TA…), when it has one. */
  bookingCode: string | null;
  /**
   * The payment API's ids, when the gateway recorded the payment (orders recorded otherwise
   * are named by their booking code alone).
   */
  payment: { paymentId: string; paymentOrderId: string | null } | null;
}

/** What every part of the receipt is drawn with. */
interface Sheet {
  pdf: PdfWriter;
  facts: ReceiptFacts;
}

/** The receipt's number, dates and place of supply, on the right of its head. */
function factRows(facts: ReceiptFacts): [string, string][] {
  return [
    [both(facts.sellerGstin !== null ? 'invoiceNo' : 'receiptNo'), facts.number],
    [both('date'), facts.date],
    ['', facts.hindiDate],
    ...(facts.placeOfSupply
      ? [[both('placeOfSupply'), facts.placeOfSupply] as [string, string]]
      : []),
  ];
}

/**
 * The lines: the course; with a coupon its list price and the discount; with a GSTIN the
 * taxable value and the taxes (CGST and SGST, or IGST); the total in figures and in words,
 * English and Hindi. Returns the y below.
 */
function drawAmounts({ pdf, facts }: Sheet, top: number): number {
  const taxInvoice = facts.sellerGstin !== null;
  const { tax } = facts;
  const amountX = amountColumn(pdf);
  const sacX = amountX - 90;
  let y = top + 16;
  drawLinesHeading(pdf, y, taxInvoice ? sacX : null);
  y += 24;
  const descriptionWidth = (taxInvoice ? sacX : amountX) - MARGIN - 24;
  const courseLineY = y;
  y = pdf.paragraph(
    `${both('onlineCourse')}: ${facts.courseTitle}`,
    MARGIN + 8,
    y,
    descriptionWidth,
    { size: 10, color: INK, maxLines: 3 },
  );
  if (taxInvoice) {
    pdf.line(SAC_TRAINING, sacX, courseLineY, { size: 10, color: INK, align: 'right', width: 70 });
  }
  const discounted = facts.discountPaise > 0;
  // With a coupon the course line is its list price; else the value the lines below add to.
  const courseAmount = discounted
    ? facts.listPricePaise
    : taxInvoice
      ? tax.taxablePaise
      : facts.totalPaise;
  drawAmount(pdf, courseAmount, courseLineY);
  y += 4;
  if (discounted) {
    const coupon = facts.couponCode ? ` (${both('coupon')} ${facts.couponCode})` : '';
    y = drawAmountLine(pdf, `${both('discount')}${coupon}`, facts.discountPaise, y, {
      prefix: '- ',
    });
  }
  return drawTaxAndTotal(
    pdf,
    taxInvoice ? tax : null,
    { word: taxInvoice ? 'totalTaxIncluded' : 'totalPaid', paise: facts.totalPaise },
    y,
  );
}

/** The payment's references and the thanks, in both languages. */
function drawPayment({ pdf, facts }: Sheet, top: number): void {
  let y = top + 14;
  const references = [`${both('orderId')}: ${facts.orderId}`];
  if (facts.bookingCode) references.push(`${both('bookingCode')}: ${facts.bookingCode}`);
  if (facts.payment) {
    references.push(`${both('paymentId')}: ${facts.payment.paymentId}`);
    if (facts.payment.paymentOrderId) {
      references.push(`${both('paymentOrderId')}: ${facts.payment.paymentOrderId}`);
    }
  }
  for (const reference of references) {
    drawReference(pdf, reference, y);
    y += 14;
  }
  drawInBoth(pdf, 'thanks', y + 6);
}

export async function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const title = facts.sellerGstin ? 'taxInvoice' : 'paymentReceipt';
  const pdf = new PdfWriter({
    title: `${paperWordsEn[title]} ${facts.number}`,
    author: facts.seller.legalName,
    subject: facts.courseTitle,
  });
  const sheet: Sheet = { pdf, facts };
  const head = drawHead(pdf, {
    brandName: facts.brandName,
    title,
    seller: facts.seller,
    gstin: facts.sellerGstin,
    rows: factRows(facts),
  });
  const student = drawStudent(
    pdf,
    facts.sellerGstin ? 'billedTo' : 'receivedFrom',
    facts.student,
    head,
  );
  drawPayment(sheet, drawAmounts(sheet, student));
  drawFoot(pdf, facts.sellerGstin ? 'invoiceFooter' : 'receiptFooter', facts.siteUrl);
  return pdf.finish();
}
