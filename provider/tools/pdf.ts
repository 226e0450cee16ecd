/**
 * The seeded lesson notes as PDFs: A4 pages of wrapped text under a heading, set with the
 * project's PDF toolkit (common/pdf/typesetting.ts), so the rupee sign and Devanagari print
 * as written, and the text can be selected and searched.
 */
import { PdfWriter, type Weight } from '../../common/pdf/typesetting.ts';
import type { SeedClassItem, SeedCourse } from '../seed-data.ts';
import { DISCLAIMER, lessonNotes } from './lesson-notes.ts';

export interface PdfBlock {
  kind: 'heading' | 'subheading' | 'paragraph' | 'bullet';
  text: string;
}

/** The seeded notes' "created" date, fixed so that making them again changes no file. */
const NOTES_EDITION = new Date('2026-11-26T00:00:00+05:30');

const MARGIN = 56;
const STYLE: Record<
  PdfBlock['kind'],
  { weight: Weight; size: number; leading: number; before: number }
> = {
  heading: { weight: 'bold', size: 20, leading: 26, before: 0 },
  subheading: { weight: 'bold', size: 13, leading: 18, before: 10 },
  paragraph: { weight: 'regular', size: 11, leading: 15, before: 6 },
  bullet: { weight: 'regular', size: 11, leading: 15, before: 3 },
};
const INK = '#1f2933';
const GOLD = '#c79a29';

async function renderPdf(title: string, blocks: PdfBlock[], footer: string): Promise<Buffer> {
  const pdf = new PdfWriter({
    title,
    author: 'Sharpline Trading Academy',
    subject: footer,
    createdAt: NOTES_EDITION,
  });
  const width = pdf.width - 2 * MARGIN;
  const bottom = pdf.height - MARGIN;
  // Lay the lines out first: the footer names the page count.
  const pages: { text: string; x: number; y: number; style: (typeof STYLE)[PdfBlock['kind']] }[][] =
    [[]];
  let y = MARGIN;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const indent = block.kind === 'bullet' ? 14 : 0;
    y += style.before;
    pdf.wrap(block.text, width - indent, style).forEach((text, index) => {
      if (y + style.leading > bottom) {
        pages.push([]);
        y = MARGIN;
      }
      y += style.leading;
      const page = pages[pages.length - 1];
      if (block.kind === 'bullet' && index === 0) page?.push({ text: '-', x: MARGIN, y, style });
      page?.push({ text, x: MARGIN + indent, y, style });
    });
  }
  pages.forEach((lines, index) => {
    if (index > 0) pdf.addPage();
    if (index === 0) pdf.doc.rect(MARGIN, 90, width, 2).fill(GOLD);
    for (const line of lines) {
      pdf.line(line.text, line.x, line.y, { ...line.style, color: INK });
    }
    pdf.line(`${footer} - page ${index + 1} of ${pages.length}`, MARGIN, pdf.height - 32, {
      size: 9,
      color: INK,
    });
  });
  return pdf.finish();
}

/** A lesson's notes as a PDF: its title, course and week, the notes and the disclaimer. */
export function lessonNotesPdf(item: SeedClassItem, course: SeedCourse): Promise<Buffer> {
  const notes = lessonNotes[item.file];
  if (!notes) throw new Error(`No lesson notes for ${item.file}`);
  return renderPdf(
    item.title,
    [
      { kind: 'heading', text: item.title },
      { kind: 'paragraph', text: `${course.title} - week ${item.week}` },
      ...notes,
      { kind: 'subheading', text: 'Please note' },
      { kind: 'paragraph', text: DISCLAIMER },
    ],
    `${course.title}: ${item.title}`,
  );
}
