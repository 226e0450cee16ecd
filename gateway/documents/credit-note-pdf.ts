/**
 * A credit note as a PDF (one A4 page), drawn like the receipt it corrects
 * (documents/receipt-pdf.ts), every heading and label in Hindi and English: the seller and
 * GSTIN, the note's number and date, the student, the invoice it is issued against, the
 * reason (as the staff wrote it), and the refunded amount split as the invoice was (taxable
 * value, CGST and SGST, or IGST), its total in figures and in words in both languages.
 */
import { PdfWriter } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import type { CreditNoteTax } from '../domain/credit-notes.ts';
import { SAC_TRAINING } from '../domain/invoices.ts';
import * as paper from './bilingual-paper.ts';
import { paperWordsEn } from './words/en.ts';

export interface CreditNoteFacts {
  /** CN/26-27/000001 */
  number: string;
  /** The day it was issued, as the papers print it: "2 Dec 2026". */
  date: string;
  /** The same day in Hindi: "2 दिसंबर 2026". */
  hindiDate: string;
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

/** The student, the invoice it corrects and the reason, under a rule; the y below. */
function drawStudentAndReason(pdf: PdfWriter, facts: CreditNoteFacts, top: number): number {
  const width = pdf.width - 2 * paper.MARGIN;
  let y = paper.drawStudent(pdf, 'issuedTo', facts.student, top);
  y = pdf.paragraph(
    `${paper.both('againstInvoice')} ${facts.invoiceNumber}`,
    paper.MARGIN,
    y + 10,
    width,
    {
      size: 10,
      color: paper.INK,
    },
  );
  return pdf.paragraph(`${paper.both('reason')}: ${facts.reason}`, paper.MARGIN, y + 2, width, {
    size: 10,
    color: paper.INK,
    maxLines: 6,
  });
}

/** The refunded course, its tax lines and total in figures and in words; the y below. */
function drawAmounts(pdf: PdfWriter, facts: CreditNoteFacts, top: number): number {
  const { tax, seller } = facts;
  const taxed = seller.gstin !== null;
  let y = top + 16;
  paper.drawLinesHeading(pdf, y, null);
  y += 24;
  const sac = taxed ? ` (${paper.both('sac')} ${SAC_TRAINING})` : '';
  const courseY = y;
  y = pdf.paragraph(
    `${paper.both('refundFor')}: ${facts.courseTitle}${sac}`,
    paper.MARGIN + 8,
    y,
    paper.amountColumn(pdf) - paper.MARGIN - 24,
    { size: 10, color: paper.INK, maxLines: 3 },
  );
  paper.drawAmount(pdf, tax.taxablePaise, courseY);
  y += 4;
  return paper.drawTaxAndTotal(
    pdf,
    taxed ? tax : null,
    { word: taxed ? 'totalRefundedTaxIncluded' : 'totalRefunded', paise: tax.totalPaise },
    y,
  );
}

export async function renderCreditNote(facts: CreditNoteFacts): Promise<Buffer> {
  const pdf = new PdfWriter({
    title: `${paperWordsEn.creditNote} ${facts.number}`,
    author: facts.seller.legalName,
    subject: `${paperWordsEn.againstInvoice} ${facts.invoiceNumber}`,
  });
  const below = paper.drawHead(pdf, {
    brandName: facts.brandName,
    title: 'creditNote',
    seller: facts.seller,
    gstin: facts.seller.gstin,
    rows: [
      [paper.both('creditNoteNo'), facts.number],
      [paper.both('date'), facts.date],
      ['', facts.hindiDate],
      [paper.both('againstInvoice'), facts.invoiceNumber],
    ],
  });
  const y = drawAmounts(pdf, facts, drawStudentAndReason(pdf, facts, below));
  paper.drawReference(pdf, `${paper.both('refundId')}: ${facts.refundId}`, y + 20);
  paper.drawInBoth(pdf, 'refunded', y + 40);
  paper.drawFoot(pdf, 'creditNoteFooter', facts.siteUrl);
  return pdf.finish();
}
