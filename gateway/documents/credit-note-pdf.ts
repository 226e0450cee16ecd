/**
 * A credit note as a PDF (A4), drawn like the receipt it corrects (documents/receipt-pdf.ts):
 * the seller and GSTIN, the note's number and date, the student, the invoice it is issued
 * against, the reason, and the refunded amount split as the invoice was (taxable value,
 * CGST and SGST, or IGST), its total in figures and in words.
 */
import { PdfWriter } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import type { CreditNoteTax } from '../domain/credit-notes.ts';
import { SAC_TRAINING, amountInWords } from '../domain/invoices.ts';
import { rupeesText } from '../domain/money.ts';

export interface CreditNoteFacts {
  /** CN/26-27/000001 */
  number: string;
  /** The day it was issued, as the papers print it: "2 Dec 2026". */
  date: string;
  seller: Seller;
  brandName: string;
  siteUrl: string;
  student: { name: string; email: string };
  /** The invoice it corrects: SL/26-27/000001 */
  invoiceNumber: string;
  courseTitle: string;
  reason: string;
  tax: CreditNoteTax;
  /** Razorpay's refund id, as the payment's reference. */
  refundId: string;
}

const INK = '#1f2933';
const MUTED = '#52606d';
const GOLD = '#b7860b';
const RULE = '#e4d3a1';
const MARGIN = 50;
const AMOUNT_WIDTH = 102;

/** The seller on the left, the note's number, date and invoice on the right; the y below. */
function drawHeading(pdf: PdfWriter, facts: CreditNoteFacts, contentWidth: number): number {
  const { seller } = facts;
  let y = 84;
  const sellerLines = [
    seller.legalName,
    ...(seller.address ? [seller.address] : []),
    ...(seller.gstin ? [`GSTIN: ${seller.gstin}`] : []),
    ...(seller.state ? [`State: ${seller.state}`] : []),
  ];
  for (const text of sellerLines) {
    y = pdf.paragraph(text, MARGIN, y, contentWidth / 2, {
      size: 9.5,
      color: MUTED,
      leading: 1.45,
      maxLines: 3,
    });
  }
  const rows: [string, string][] = [
    ['Credit note no.', facts.number],
    ['Date', facts.date],
    ['Against invoice', facts.invoiceNumber],
  ];
  let rowsY = 84;
  for (const [label, value] of rows) {
    pdf.line(label, MARGIN + contentWidth / 2 + 20, rowsY, { size: 9.5, color: MUTED });
    pdf.line(value, MARGIN, rowsY, {
      size: 9.5,
      weight: 'bold',
      color: INK,
      align: 'right',
      width: contentWidth,
    });
    rowsY += 14;
  }
  return Math.max(y, rowsY);
}

/** The student and the reason, under a rule; the y below. */
function drawStudent(pdf: PdfWriter, facts: CreditNoteFacts, top: number, width: number): number {
  let y = top + 14;
  pdf.doc.rect(MARGIN, y, width, 0.8).fill(RULE);
  y += 24;
  pdf.line('Issued to', MARGIN, y, { size: 9.5, color: MUTED });
  y = pdf.paragraph(facts.student.name, MARGIN, y + 16, width, {
    size: 12,
    weight: 'bold',
    color: INK,
    maxLines: 3,
  });
  y = pdf.paragraph(facts.student.email, MARGIN, y, width, {
    size: 9.5,
    color: MUTED,
    maxLines: 2,
  });
  y = pdf.paragraph(`Against invoice ${facts.invoiceNumber}`, MARGIN, y + 10, width, {
    size: 10,
    color: INK,
  });
  return pdf.paragraph(`Reason: ${facts.reason}`, MARGIN, y + 2, width, {
    size: 10,
    color: INK,
    maxLines: 6,
  });
}

/** The refunded course, its tax lines and total in figures and words; the y below. */
function drawAmounts(pdf: PdfWriter, facts: CreditNoteFacts, top: number, width: number): number {
  const { tax, seller } = facts;
  const taxed = seller.gstin !== null;
  const amountX = pdf.width - MARGIN - 110;
  let y = top + 18;
  pdf.doc.rect(MARGIN, y - 14, width, 20).fill('#fdf8e9');
  pdf.line('Description', MARGIN + 8, y, { size: 9.5, weight: 'bold', color: INK });
  pdf.line('Amount', amountX, y, {
    size: 9.5,
    weight: 'bold',
    color: INK,
    align: 'right',
    width: AMOUNT_WIDTH,
  });
  y += 24;
  const amountLine = (label: string, paise: number, bold = false) => {
    const weight = bold ? 'bold' : 'regular';
    pdf.line(label, MARGIN + 8, y, { size: 10, color: bold ? INK : MUTED, weight });
    pdf.line(rupeesText(paise), amountX, y, {
      size: 10,
      weight,
      color: INK,
      align: 'right',
      width: AMOUNT_WIDTH,
    });
    y += 18;
  };
  const sac = taxed ? ` (SAC ${SAC_TRAINING})` : '';
  const courseY = y;
  y = pdf.paragraph(
    `Refund for online course: ${facts.courseTitle}${sac}`,
    MARGIN + 8,
    y,
    amountX - MARGIN - 24,
    { size: 10, color: INK, maxLines: 3 },
  );
  pdf.line(rupeesText(tax.taxablePaise), amountX, courseY, {
    size: 10,
    color: INK,
    align: 'right',
    width: AMOUNT_WIDTH,
  });
  y += 4;
  if (taxed) {
    amountLine('Taxable value', tax.taxablePaise);
    if (tax.igstPaise > 0) {
      amountLine('IGST @ 18%', tax.igstPaise);
    } else {
      amountLine('CGST @ 9%', tax.cgstPaise);
      amountLine('SGST @ 9%', tax.sgstPaise);
    }
  }
  pdf.doc.rect(MARGIN, y - 10, width, 0.8).fill(RULE);
  y += 8;
  amountLine(taxed ? 'Total refunded (tax included)' : 'Total refunded', tax.totalPaise, true);
  return pdf.paragraph(amountInWords(tax.totalPaise), MARGIN + 8, y + 2, width - 16, {
    size: 9.5,
    color: INK,
  });
}

export async function renderCreditNote(facts: CreditNoteFacts): Promise<Buffer> {
  const pdf = new PdfWriter({
    title: `Credit Note ${facts.number}`,
    author: facts.seller.legalName,
    subject: `Against invoice ${facts.invoiceNumber}`,
  });
  const width = pdf.width - 2 * MARGIN;
  pdf.doc.rect(0, 0, pdf.width, 6).fill(GOLD);
  pdf.line(facts.brandName, MARGIN, 58, { size: 20, weight: 'bold', color: INK });
  pdf.line('Credit Note', MARGIN, 58, {
    size: 20,
    weight: 'bold',
    color: GOLD,
    align: 'right',
    width,
  });
  const below = drawAmounts(
    pdf,
    facts,
    drawStudent(pdf, facts, drawHeading(pdf, facts, width), width),
    width,
  );
  pdf.line(`Refund ID: ${facts.refundId}`, MARGIN, below + 20, { size: 9.5, color: MUTED });
  pdf.paragraph(
    'Refunded to the original payment method. This is a computer-generated credit note and needs no signature.',
    MARGIN,
    pdf.height - 56,
    width,
    { size: 8.5, color: MUTED },
  );
  pdf.line(facts.siteUrl, MARGIN, pdf.height - 36, { size: 8.5, color: MUTED });
  return pdf.finish();
}
