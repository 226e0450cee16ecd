/**
 * A receipt as a PDF (A4), drawn from its invoice as issued: with the academy's GSTIN, a GST
 * tax invoice for a B2C service (seller and GSTIN, number, date, place of supply, the
 * student, SAC, list price and discount when a coupon was used, taxable value, CGST and SGST
 * or IGST, the total in figures and words); without it, a payment receipt with the same
 * number and no tax lines.
 */
import { PdfWriter } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import { SAC_TRAINING, amountInWords } from '../domain/invoices.ts';
import { rupeesText } from '../domain/money.ts';

/** The taxes of an invoice in paise; those not charged are 0. */
interface ReceiptTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface ReceiptFacts {
  /** SL/26-27/000123 */
  number: string;
  /** The order's date as the receipt shows it: "22 Nov 2026". */
  date: string;
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
  tax: ReceiptTax;
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

const INK = '#1f2933';
const MUTED = '#52606d';
const GOLD = '#b7860b';
const RULE = '#e4d3a1';
const MARGIN = 50;

/** The two-digit state code a GSTIN begins with. */
const stateCodeOf = (gstin: string) => gstin.slice(0, 2);

function receiptTitle(facts: ReceiptFacts): string {
  return facts.sellerGstin ? 'Tax Invoice' : 'Payment Receipt';
}

/** What every part of the receipt is drawn with. */
interface Sheet {
  pdf: PdfWriter;
  facts: ReceiptFacts;
  contentWidth: number;
}

/** The seller on the left, the receipt's number and date on the right; returns the y below. */
function drawParties({ pdf, facts, contentWidth }: Sheet): number {
  const { seller, sellerGstin } = facts;
  // The seller.
  let y = 84;
  const sellerLines = [
    seller.legalName,
    ...(seller.address ? [seller.address] : []),
    ...(sellerGstin ? [`GSTIN: ${sellerGstin}`] : []),
    ...(sellerGstin && seller.state
      ? [`State: ${seller.state} (code ${stateCodeOf(sellerGstin)})`]
      : []),
  ];
  for (const text of sellerLines) {
    y = pdf.paragraph(text, MARGIN, y, contentWidth / 2, {
      size: 9.5,
      color: MUTED,
      leading: 1.45,
      maxLines: 3,
    });
  }

  // Number, date, place of supply.
  const numberLabel = sellerGstin ? 'Invoice no.' : 'Receipt no.';
  const facts2: [string, string][] = [
    [numberLabel, facts.number],
    ['Date', facts.date],
    ...(facts.placeOfSupply ? [['Place of supply', facts.placeOfSupply] as [string, string]] : []),
  ];
  let factsY = 84;
  for (const [label, value] of facts2) {
    pdf.line(label, MARGIN + contentWidth / 2 + 20, factsY, { size: 9.5, color: MUTED });
    pdf.line(value, MARGIN, factsY, {
      size: 9.5,
      weight: 'bold',
      color: INK,
      align: 'right',
      width: contentWidth,
    });
    factsY += 14;
  }
  return Math.max(y, factsY);
}

/** The student, under a rule; returns the y below. */
function drawStudent({ pdf, facts, contentWidth }: Sheet, top: number): number {
  let y = top + 14;
  pdf.doc.rect(MARGIN, y, contentWidth, 0.8).fill(RULE);
  y += 24;
  pdf.line(facts.sellerGstin ? 'Billed to' : 'Received from', MARGIN, y, {
    size: 9.5,
    color: MUTED,
  });
  y = pdf.paragraph(facts.student.name, MARGIN, y + 16, contentWidth, {
    size: 12,
    weight: 'bold',
    color: INK,
    maxLines: 3,
  });
  return pdf.paragraph(facts.student.email, MARGIN, y, contentWidth, {
    size: 9.5,
    color: MUTED,
    maxLines: 2,
  });
}

/**
 * The lines: the course; with a coupon its list price and the discount; with a GSTIN the
 * taxable value and the taxes (CGST and SGST, or IGST); the total in figures and words.
 * Returns the y below.
 */
function drawAmounts({ pdf, facts, contentWidth }: Sheet, top: number): number {
  const taxInvoice = facts.sellerGstin !== null;
  const { tax } = facts;
  const right = pdf.width - MARGIN;
  let y = top + 18;
  const amountX = right - 110;
  const sacX = amountX - 90;
  pdf.doc.rect(MARGIN, y - 14, contentWidth, 20).fill('#fdf8e9');
  pdf.line('Description', MARGIN + 8, y, { size: 9.5, weight: 'bold', color: INK });
  if (taxInvoice) pdf.line('SAC', sacX, y, { size: 9.5, weight: 'bold', color: INK });
  pdf.line('Amount', amountX, y, {
    size: 9.5,
    weight: 'bold',
    color: INK,
    align: 'right',
    width: 102,
  });
  y += 24;
  const descriptionWidth = (taxInvoice ? sacX : amountX) - MARGIN - 24;
  const courseLineY = y;
  y = pdf.paragraph(`Online course: ${facts.courseTitle}`, MARGIN + 8, y, descriptionWidth, {
    size: 10,
    color: INK,
    maxLines: 3,
  });
  if (taxInvoice) pdf.line(SAC_TRAINING, sacX, courseLineY, { size: 10, color: INK });
  const amountLine = (label: string, text: string, bold = false) => {
    pdf.line(label, MARGIN + 8, y, {
      size: 10,
      color: bold ? INK : MUTED,
      weight: bold ? 'bold' : 'regular',
    });
    pdf.line(text, amountX, y, {
      size: 10,
      weight: bold ? 'bold' : 'regular',
      color: INK,
      align: 'right',
      width: 102,
    });
    y += 18;
  };
  const discounted = facts.discountPaise > 0;
  // With a coupon the course line is its list price; else the value the lines below add to.
  const courseAmount = discounted
    ? facts.listPricePaise
    : taxInvoice
      ? tax.taxablePaise
      : facts.totalPaise;
  pdf.line(rupeesText(courseAmount), amountX, courseLineY, {
    size: 10,
    color: INK,
    align: 'right',
    width: 102,
  });
  y += 4;
  if (discounted) {
    const coupon = facts.couponCode ? ` (coupon ${facts.couponCode})` : '';
    amountLine(`Discount${coupon}`, `- ${rupeesText(facts.discountPaise)}`);
  }
  if (taxInvoice) {
    amountLine('Taxable value', rupeesText(tax.taxablePaise));
    if (tax.igstPaise > 0) {
      amountLine('IGST @ 18%', rupeesText(tax.igstPaise));
    } else {
      amountLine('CGST @ 9%', rupeesText(tax.cgstPaise));
      amountLine('SGST @ 9%', rupeesText(tax.sgstPaise));
    }
  }
  pdf.doc.rect(MARGIN, y - 10, contentWidth, 0.8).fill(RULE);
  y += 8;
  amountLine(
    taxInvoice ? 'Total (tax included)' : 'Total paid',
    rupeesText(facts.totalPaise),
    true,
  );
  return pdf.paragraph(amountInWords(facts.totalPaise), MARGIN + 8, y + 2, contentWidth - 16, {
    size: 9.5,
    color: INK,
  });
}

/** The payment's references and the thanks. */
function drawPayment({ pdf, facts }: Sheet, top: number): void {
  let y = top + 16;
  const references = [`Order ID: ${facts.orderId}`];
  if (facts.bookingCode) references.push(`Booking code: ${facts.bookingCode}`);
  if (facts.payment) {
    references.push(`Payment ID: ${facts.payment.paymentId}`);
    if (facts.payment.paymentOrderId) {
      references.push(`Payment order ID: ${facts.payment.paymentOrderId}`);
    }
  }
  for (const reference of references) {
    pdf.line(reference, MARGIN, y, { size: 9.5, color: MUTED });
    y += 14;
  }
  pdf.line('Paid online in full. Thank you for learning with us.', MARGIN, y + 6, {
    size: 9.5,
    color: INK,
  });
}

export async function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const { seller } = facts;
  const title = receiptTitle(facts);
  const pdf = new PdfWriter({
    title: `${title} ${facts.number}`,
    author: seller.legalName,
    subject: facts.courseTitle,
  });
  const contentWidth = pdf.width - 2 * MARGIN;
  const sheet: Sheet = { pdf, facts, contentWidth };

  pdf.doc.rect(0, 0, pdf.width, 6).fill(GOLD);
  pdf.line(facts.brandName, MARGIN, 58, { size: 20, weight: 'bold', color: INK });
  pdf.line(title, MARGIN, 58, {
    size: 20,
    weight: 'bold',
    color: GOLD,
    align: 'right',
    width: contentWidth,
  });
  drawPayment(sheet, drawAmounts(sheet, drawStudent(sheet, drawParties(sheet))));

  const footer = facts.sellerGstin
    ? 'Tax is payable on reverse charge: No. This is a computer-generated invoice and needs no signature.'
    : 'This is a computer-generated receipt and needs no signature.';
  pdf.paragraph(footer, MARGIN, pdf.height - 56, contentWidth, { size: 8.5, color: MUTED });
  pdf.line(facts.siteUrl, MARGIN, pdf.height - 36, { size: 8.5, color: MUTED });
  return pdf.finish();
}
