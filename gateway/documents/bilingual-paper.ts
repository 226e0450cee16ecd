/**
 * What the bilingual papers (the receipt or tax invoice, and the credit note) draw alike:
 * every label in Hindi and English ("इनवॉइस नंबर / Invoice no."), as Indian invoices are
 * commonly printed; the title, the seller, the facts on the right, the amounts' lines, and
 * the foot with the risk and education notice in both languages.
 */
import { riskDisclaimer } from '../../common/disclaimer.ts';
import { GOLD, INK, MUTED } from '../../common/paper-colours.ts';
import type { PdfWriter } from '../../common/pdf/typesetting.ts';
import type { Seller } from '../config.ts';
import { amountInHindiWords } from '../domain/amount-in-hindi.ts';
import { amountInWords } from '../domain/invoices.ts';
import { rupeesText } from '../domain/money.ts';
import { paperWordsEn, type PaperWord } from './words/en.ts';
import { paperWordsHi } from './words/hi.ts';

export { INK };
const RULE = '#e4d3a1';
export const MARGIN = 50;
const AMOUNT_WIDTH = 102;
const LABEL = { size: 9.5, color: MUTED } as const;
/** Where the facts' column on the right begins, as a share of the content's width. */
const FACTS_AT = 0.46;

/** A label in both languages, Hindi first: "तारीख़ / Date". */
export const both = (word: PaperWord) => `${paperWordsHi[word]} / ${paperWordsEn[word]}`;

/** The brand on the left, the paper's name in both languages on the right, as large as fits. */
function drawTitle(pdf: PdfWriter, brandName: string, title: PaperWord): void {
  const width = pdf.width - 2 * MARGIN;
  pdf.doc.rect(0, 0, pdf.width, 6).fill(GOLD);
  const brandWidth = pdf.line(brandName, MARGIN, 58, { size: 20, weight: 'bold', color: INK });
  let size = 18;
  while (
    size > 11 &&
    brandWidth + 16 + pdf.textWidth(both(title), { size, weight: 'bold' }) > width
  )
    size -= 1;
  pdf.line(both(title), MARGIN, 58, { size, weight: 'bold', color: GOLD, align: 'right', width });
}

/**
 * The seller on the left half from y 84: its label, legal name, address, and with a GSTIN
 * the GSTIN and its state ("राज्य / State: Maharashtra, कोड / code 27"). Returns the y below.
 */
function drawSeller(pdf: PdfWriter, seller: Seller, gstin: string | null): number {
  const half = (pdf.width - 2 * MARGIN) * FACTS_AT - 14;
  let y = 84;
  pdf.line(both('seller'), MARGIN, y, { ...LABEL, weight: 'bold' });
  y += 14;
  const lines = [
    seller.legalName,
    ...(seller.address ? [seller.address] : []),
    ...(gstin ? [`${both('gstin')}: ${gstin}`] : []),
    ...(gstin && seller.state
      ? [`${both('state')}: ${seller.state}, ${both('stateCode')} ${gstin.slice(0, 2)}`]
      : []),
  ];
  for (const text of lines) {
    y = pdf.paragraph(text, MARGIN, y, half, { ...LABEL, leading: 1.45, maxLines: 3 });
  }
  return y;
}

/**
 * Label and value rows on the right half from y 84, the value in bold at the right edge; a
 * value that does not fit beside its label goes on the line below it. A row with an empty
 * label continues the one above (the date in Hindi under the date in English). Returns the
 * y below.
 */
function drawFactRows(pdf: PdfWriter, rows: readonly [string, string][]): number {
  const contentWidth = pdf.width - 2 * MARGIN;
  const left = MARGIN + contentWidth * FACTS_AT;
  const columnWidth = MARGIN + contentWidth - left;
  let y = 84;
  for (const [label, value] of rows) {
    const labelWidth = label ? pdf.line(label, left, y, LABEL) : 0;
    const valueStyle = { size: 9.5, weight: 'bold' as const, color: INK };
    if (label && labelWidth + 12 + pdf.textWidth(value, valueStyle) > columnWidth) y += 13;
    pdf.line(value, left, y, { ...valueStyle, align: 'right', width: columnWidth });
    y += 14;
  }
  return y;
}

/**
 * The head of a paper: the brand and the paper's name, then the seller on the left (with
 * `gstin`, its GSTIN and state) and the label and value `rows` on the right. Returns the y
 * below the longer side.
 */
export function drawHead(
  pdf: PdfWriter,
  head: {
    brandName: string;
    title: PaperWord;
    seller: Seller;
    gstin: string | null;
    rows: readonly [string, string][];
  },
): number {
  drawTitle(pdf, head.brandName, head.title);
  return Math.max(drawSeller(pdf, head.seller, head.gstin), drawFactRows(pdf, head.rows));
}

/** A rule across the page at y. */
const drawRule = (pdf: PdfWriter, y: number) =>
  pdf.doc.rect(MARGIN, y, pdf.width - 2 * MARGIN, 0.8).fill(RULE);

/** Under a rule from `top`: `label`, then the student's name and e-mail. Returns the y below. */
export function drawStudent(
  pdf: PdfWriter,
  label: PaperWord,
  student: { name: string; email: string },
  top: number,
): number {
  const width = pdf.width - 2 * MARGIN;
  let y = top + 10;
  drawRule(pdf, y);
  y += 22;
  pdf.line(both(label), MARGIN, y, LABEL);
  y = pdf.paragraph(student.name, MARGIN, y + 16, width, {
    size: 12,
    weight: 'bold',
    color: INK,
    maxLines: 3,
  });
  return pdf.paragraph(student.email, MARGIN, y, width, { ...LABEL, maxLines: 2 });
}

/** A reference in small grey type ("Order id: 101") at y. */
export const drawReference = (pdf: PdfWriter, text: string, y: number) =>
  pdf.line(text, MARGIN, y, LABEL);

/** A sentence in Hindi, then in English, across the page from `top`; returns the y below. */
export function drawInBoth(pdf: PdfWriter, word: PaperWord, top: number): number {
  const width = pdf.width - 2 * MARGIN;
  const body = { size: 9.5, color: INK };
  const y = pdf.paragraph(paperWordsHi[word], MARGIN, top, width, body);
  return pdf.paragraph(paperWordsEn[word], MARGIN, y, width, body);
}

/** Where the amounts' column sits: its left edge, `AMOUNT_WIDTH` wide. */
export const amountColumn = (pdf: PdfWriter) => pdf.width - MARGIN - 110;

/** The lines' heading band: description on the left, amount on the right (SAC when given). */
export function drawLinesHeading(pdf: PdfWriter, y: number, sacX: number | null): void {
  const heading = { size: 9.5, weight: 'bold' as const, color: INK };
  pdf.doc.rect(MARGIN, y - 14, pdf.width - 2 * MARGIN, 20).fill('#fdf8e9');
  pdf.line(both('description'), MARGIN + 8, y, heading);
  if (sacX !== null) pdf.line(both('sac'), sacX, y, { ...heading, align: 'right', width: 70 });
  pdf.line(both('amount'), amountColumn(pdf), y, {
    ...heading,
    align: 'right',
    width: AMOUNT_WIDTH,
  });
}

/** An amount in the amounts' column at y. */
export function drawAmount(pdf: PdfWriter, paise: number, y: number, bold = false, prefix = '') {
  pdf.line(`${prefix}${rupeesText(paise)}`, amountColumn(pdf), y, {
    size: 10,
    weight: bold ? 'bold' : 'regular',
    color: INK,
    align: 'right',
    width: AMOUNT_WIDTH,
  });
}

/** A labelled amount line ("कर योग्य मूल्य / Taxable value ₹5,083.90"); returns the y below. */
export function drawAmountLine(
  pdf: PdfWriter,
  label: string,
  paise: number,
  y: number,
  options: { bold?: boolean; prefix?: string } = {},
): number {
  const bold = options.bold ?? false;
  pdf.line(label, MARGIN + 8, y, {
    size: 10,
    color: bold ? INK : MUTED,
    weight: bold ? 'bold' : 'regular',
  });
  drawAmount(pdf, paise, y, bold, options.prefix);
  return y + 18;
}

/** The amount in words, English then Hindi, under the total; returns the y below. */
function drawInWords(pdf: PdfWriter, english: string, hindi: string, y: number): number {
  const width = pdf.width - 2 * MARGIN - 16;
  pdf.line(both('inWords'), MARGIN + 8, y + 2, { size: 8.5, color: MUTED });
  const style = { size: 9.5, color: INK };
  const afterEnglish = pdf.paragraph(english, MARGIN + 8, y + 16, width, style);
  return pdf.paragraph(hindi, MARGIN + 8, afterEnglish + 1, width, style);
}

/**
 * The foot of the page: the paper's own note in Hindi and English, the risk and education
 * notice in both, and the site's address.
 */
export function drawFoot(pdf: PdfWriter, note: PaperWord, siteUrl: string): void {
  const width = pdf.width - 2 * MARGIN;
  const small = { size: 8, color: MUTED, leading: 1.35 };
  let y = pdf.height - 122;
  drawRule(pdf, y - 12);
  y = pdf.paragraph(paperWordsHi[note], MARGIN, y, width, small);
  y = pdf.paragraph(paperWordsEn[note], MARGIN, y, width, small);
  y = pdf.paragraph(riskDisclaimer.hi, MARGIN, y + 4, width, small);
  y = pdf.paragraph(riskDisclaimer.en, MARGIN, y, width, small);
  pdf.line(siteUrl, MARGIN, y + 6, { size: 8, color: MUTED });
}

/** The tax of a paper in paise; those not charged are 0. */
export interface PaperTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * A paper's closing lines from `y`: with tax (a tax invoice or its credit note), the taxable
 * value and IGST, or CGST and SGST; then under a rule the total, `totalWord`, in bold, and
 * the total in words in both languages. The y below.
 */
export function drawTaxAndTotal(
  pdf: PdfWriter,
  tax: PaperTax | null,
  total: { word: PaperWord; paise: number },
  top: number,
): number {
  let y = top;
  if (tax) {
    y = drawAmountLine(pdf, both('taxableValue'), tax.taxablePaise, y);
    if (tax.igstPaise > 0) {
      y = drawAmountLine(pdf, both('igst'), tax.igstPaise, y);
    } else {
      y = drawAmountLine(pdf, both('cgst'), tax.cgstPaise, y);
      y = drawAmountLine(pdf, both('sgst'), tax.sgstPaise, y);
    }
  }
  drawRule(pdf, y - 10);
  y = drawAmountLine(pdf, both(total.word), total.paise, y + 8, { bold: true });
  return drawInWords(pdf, amountInWords(total.paise), amountInHindiWords(total.paise), y);
}
