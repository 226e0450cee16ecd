/**
 * The one PDF toolkit: receipts, certificates, the brochure and the stand-in's lesson notes
 * are all set with it. PDFKit writes the file; its font engine (fontkit) shapes the text,
 * Devanagari conjuncts and matras included. The fonts are Noto Sans and Noto Sans
 * Devanagari (common/fonts.ts), embedded as subsets (only the glyphs used), so every
 * document carries Latin, the rupee sign and Devanagari and stays small.
 *
 * Text is split into runs by script, each set in the font that covers it; a Devanagari run
 * carries its own characters as ActualText, so copying or extracting it gives the words in
 * their logical order (a short i matra is drawn before its consonant).
 */
import PDFDocument from 'pdfkit';
import { FONT_FACES, fontBytes, type FontFace as Face } from '../fonts.ts';
import { INK } from '../paper-colours.ts';

export type Weight = 'regular' | 'bold';
const WEIGHTS = { regular: 400, bold: 700 } as const;

/** Ranges each font file holds (its @fontsource unicode-range), first match wins. */
const DEVANAGARI = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
] as const;
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
] as const;
const inRanges = (code: number, ranges: readonly (readonly [number, number])[]) =>
  ranges.some(([from, to]) => code >= from && code <= to);
const JOINERS = new Set([0x200c, 0x200d]);

function faceOf(code: number, previous: Face | null): Face {
  if (inRanges(code, DEVANAGARI)) return 'devanagari';
  // Zero-width joiners belong to the Devanagari cluster they sit in.
  if (JOINERS.has(code) && previous === 'devanagari') return 'devanagari';
  if (inRanges(code, LATIN)) return 'latin';
  // Everything else (₹ among it) from Latin Extended; a character no font has shows as a box.
  return 'latinExt';
}

interface Run {
  face: Face;
  text: string;
}

/** The text cut into runs of one font each. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const previous = runs[runs.length - 1];
    const face = faceOf(char.codePointAt(0) ?? 0, previous?.face ?? null);
    if (previous && previous.face === face) previous.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}

/**
 * Text as it may be set: control and formatting characters (other than the joiners
 * Devanagari needs) removed, any run of white space one space, trimmed.
 */
export function printable(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cs}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/[\p{Cf}]/gu, (char) => (JOINERS.has(char.codePointAt(0) ?? 0) ? char : ''))
    .replace(/\s+/g, ' ')
    .trim();
}

interface TextStyle {
  size: number;
  weight?: Weight;
  /** A colour as #rrggbb. */
  color?: string;
}

interface LineOptions extends TextStyle {
  /** Where the line sits across `width` from x (default left). */
  align?: 'left' | 'center' | 'right';
  width?: number;
}

interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
  /** The document's language, such as en-IN. */
  lang?: string;
  /**
   * When the document was made, as its properties say; files kept in the repository give a
   * fixed date, so making them again changes nothing unless their content does.
   */
  createdAt?: Date;
}

/** A4 in points. */
const A4 = { width: 595.28, height: 841.89 } as const;

/**
 * A document being set: A4, portrait or landscape. Coordinates are PDFKit's, from the top
 * left; text is placed by its baseline. `doc` draws shapes and images.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly width: number;
  readonly height: number;

  constructor(info: PdfInfo, layout: 'portrait' | 'landscape' = 'portrait') {
    this.doc = new PDFDocument({
      size: 'A4',
      layout,
      margin: 0,
      autoFirstPage: true,
      pdfVersion: '1.7',
      lang: info.lang ?? 'en-IN',
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Creator: info.author,
        Producer: info.author,
        ...(info.subject ? { Subject: info.subject } : {}),
        ...(info.createdAt ? { CreationDate: info.createdAt, ModDate: info.createdAt } : {}),
      },
    });
    for (const face of FONT_FACES) {
      for (const weight of ['regular', 'bold'] as const) {
        this.doc.registerFont(`${face}-${weight}`, fontBytes(face, WEIGHTS[weight]));
      }
    }
    this.width = layout === 'portrait' ? A4.width : A4.height;
    this.height = layout === 'portrait' ? A4.height : A4.width;
  }

  /** Width of the text as it would be set, in points. */
  textWidth(text: string, style: TextStyle): number {
    let width = 0;
    for (const run of runsOf(text)) {
      this.doc.font(`${run.face}-${style.weight ?? 'regular'}`).fontSize(style.size);
      width += this.doc.widthOfString(run.text);
    }
    return width;
  }

  /** The text broken into lines no wider than `width` (a word longer than a line is cut). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of printable(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.textWidth(candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A single word wider than the line (a name with no spaces): cut it where it fits.
      while (this.textWidth(line, style) > width) {
        const chars = [...line];
        let fit = chars.length - 1;
        while (fit > 1 && this.textWidth(chars.slice(0, fit).join(''), style) > width) fit -= 1;
        lines.push(chars.slice(0, fit).join(''));
        line = chars.slice(fit).join('');
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  /** Sets one line with its baseline at y; returns its width. */
  line(text: string, x: number, y: number, options: LineOptions): number {
    const clean = printable(text);
    const style = { size: options.size, weight: options.weight ?? 'regular' };
    const total = this.textWidth(clean, style);
    let left = x;
    if (options.width !== undefined && options.align === 'center')
      left = x + (options.width - total) / 2;
    if (options.width !== undefined && options.align === 'right') left = x + options.width - total;
    const { doc } = this;
    doc.fillColor(options.color ?? INK);
    for (const run of runsOf(clean)) {
      doc.font(`${run.face}-${style.weight}`).fontSize(style.size);
      const runWidth = doc.widthOfString(run.text);
      if (run.face === 'devanagari') doc.markContent('Span', { actual: run.text });
      doc.text(run.text, left, y, { lineBreak: false, baseline: 'alphabetic' });
      if (run.face === 'devanagari') doc.endMarkedContent();
      left += runWidth;
    }
    return total;
  }

  /**
   * Wrapped text whose first baseline is at y; returns the baseline after the last line
   * (y plus one line per line set). At most `maxLines` lines, the last ending in "…".
   */
  paragraph(
    text: string,
    x: number,
    y: number,
    width: number,
    options: LineOptions & { leading?: number; maxLines?: number },
  ): number {
    const step = options.size * (options.leading ?? 1.4);
    let lines = this.wrap(text, width, options);
    if (options.maxLines !== undefined && lines.length > options.maxLines) {
      lines = lines.slice(0, options.maxLines);
      const last = lines.length - 1;
      let shortened = lines[last] ?? '';
      while (shortened && this.textWidth(`${shortened}…`, options) > width) {
        shortened = [...shortened].slice(0, -1).join('');
      }
      lines[last] = `${shortened.trimEnd()}…`;
    }
    let baseline = y;
    for (const line of lines) {
      this.line(line, x, baseline, { ...options, width });
      baseline += step;
    }
    return baseline;
  }

  /** Starts another page of the same size. */
  addPage(): void {
    this.doc.addPage({ size: 'A4', layout: this.width > this.height ? 'landscape' : 'portrait' });
  }

  /** Finishes the document and returns its bytes. */
  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
