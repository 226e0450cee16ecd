/**
 * Writes client/public/Course Brochure.pdf: the course at a glance, the 8-week outline,
 * what the course covers, how to apply and how to reach us. The words and figures come
 * from the site's content modules, so the brochure always matches the pages.
 *
 * The PDF is written by hand (objects, cross-reference table, trailer) with the standard
 * Helvetica fonts, so no dependency is needed. Usage: npx tsx scripts/make-brochure.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { instructionContent } from '../client/src/content/instruction.ts';
import { courseFacts, homeContent } from '../client/src/content/marketing.ts';
import { site } from '../client/src/content/site.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'client/public', site.brochure.fileName);

// ---------------------------------------------------------------------------------------
// Fonts: glyph widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32..126, in
// order, from the standard font metrics; used to wrap lines.
// ---------------------------------------------------------------------------------------
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

type FontName = 'regular' | 'bold';
const fontKey: Record<FontName, string> = { regular: 'F1', bold: 'F2' };

/** Characters outside ASCII that WinAnsiEncoding holds: [code, regular width, bold width]. */
const WIN_ANSI: Record<string, [number, number, number]> = {
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201c': [0x93, 333, 500],
  '\u201d': [0x94, 333, 500],
  '\u2022': [0x95, 350, 350],
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
};

/** Text as the fonts can show it: the rupee sign spelt out, unknown characters dropped. */
function normalise(text: string): string {
  return text
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[^\x20-\x7e\u2018\u2019\u201c\u201d\u2022\u2013\u2014]/g, '');
}

function charWidth(ch: string, font: FontName): number {
  const special = WIN_ANSI[ch];
  if (special) return font === 'bold' ? special[2] : special[1];
  const table = font === 'bold' ? HELVETICA_BOLD : HELVETICA;
  return table[ch.charCodeAt(0) - 32] ?? 556;
}

function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch, font);
  return (units * size) / 1000;
}

/** A PDF string literal in WinAnsi: brackets and backslashes escaped, extras as octal. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const special = WIN_ANSI[ch];
    if (special) out += `\\${special[0].toString(8)}`;
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else out += ch;
  }
  return `${out})`;
}

function wrap(text: string, font: FontName, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of normalise(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------
// Page layout
// ---------------------------------------------------------------------------------------
type Rgb = readonly [number, number, number];
const hex = (value: string): Rgb => [
  parseInt(value.slice(1, 3), 16) / 255,
  parseInt(value.slice(3, 5), 16) / 255,
  parseInt(value.slice(5, 7), 16) / 255,
];
const colour = {
  navy: hex('#0f1b2d'),
  gold: hex('#e0ae2b'),
  goldDeep: hex('#825e12'),
  goldPale: hex('#fdf8e9'),
  text: hex('#1f2933'),
  muted: hex('#52606d'),
  white: hex('#ffffff'),
  rule: hex('#e4d3a1'),
};

const PAGE_W = 595.28; // A4, in points
const PAGE_H = 841.89;
const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const FOOTER_Y = 34;

const num = (n: number) => (Math.round(n * 100) / 100).toString();
const rgb = (c: Rgb) => c.map(num).join(' ');

class Brochure {
  readonly pages: string[][] = [];
  private ops: string[] = [];
  y = 0;

  constructor() {
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_H - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number) {
    if (this.y - height < FOOTER_Y + 30) this.newPage();
  }

  rect(x: number, y: number, w: number, h: number, fill: Rgb) {
    this.ops.push(`${rgb(fill)} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f`);
  }

  text(x: number, y: number, text: string, font: FontName, size: number, fill: Rgb) {
    this.ops.push(
      `BT /${fontKey[font]} ${num(size)} Tf ${rgb(fill)} rg ${num(x)} ${num(y)} Td ${pdfString(normalise(text))} Tj ET`,
    );
  }

  /** Wrapped text at the cursor; moves the cursor below it. */
  paragraph(
    text: string,
    {
      x = MARGIN,
      width = CONTENT_W,
      font = 'regular' as FontName,
      size = 10.5,
      fill = colour.text,
      leading = 1.45,
    } = {},
  ) {
    const lines = wrap(text, font, size, width);
    const step = size * leading;
    this.ensure(lines.length * step);
    for (const line of lines) {
      this.y -= step;
      this.text(x, this.y + step * 0.25, line, font, size, fill);
    }
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 28;
    this.text(MARGIN, this.y, text, 'bold', 16, colour.goldDeep);
    this.y -= 8;
    this.rect(MARGIN, this.y, 40, 2.5, colour.gold);
    this.y -= 6;
  }

  bullets(items: readonly string[], { x = MARGIN, width = CONTENT_W } = {}) {
    for (const item of items) {
      const lines = wrap(item, 'regular', 10.5, width - 16);
      const step = 10.5 * 1.45;
      this.ensure(lines.length * step + 4);
      this.y -= 4;
      lines.forEach((line, index) => {
        this.y -= step;
        if (index === 0)
          this.text(x, this.y + step * 0.25, '\u2022', 'bold', 10.5, colour.goldDeep);
        this.text(x + 14, this.y + step * 0.25, line, 'regular', 10.5, colour.text);
      });
    }
  }

  /** Writes the PDF file: catalog, page tree, fonts, pages with their content streams. */
  toPdf(info: { title: string; author: string; subject: string }): Buffer {
    const objects: string[] = [];
    const add = (body: string) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add('');
    const pageTree = add('');
    const regular = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    );
    const bold = add(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    );
    const total = this.pages.length;
    const kids: number[] = [];
    this.pages.forEach((ops, index) => {
      const footer = [
        `${rgb(colour.rule)} rg ${MARGIN} ${FOOTER_Y + 14} ${num(CONTENT_W)} 0.8 re f`,
        `BT /F1 8.5 Tf ${rgb(colour.muted)} rg ${MARGIN} ${FOOTER_Y} Td ${pdfString(`${site.brandName}  \u2022  Course Brochure`)} Tj ET`,
        `BT /F1 8.5 Tf ${rgb(colour.muted)} rg ${num(PAGE_W - MARGIN - 52)} ${FOOTER_Y} Td ${pdfString(`Page ${index + 1} of ${total}`)} Tj ET`,
      ];
      const stream = [...ops, ...footer].join('\n');
      const content = add(
        `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
      );
      kids.push(
        add(
          `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${num(PAGE_W)} ${num(PAGE_H)}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    });
    objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
    objects[pageTree - 1] =
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
    const infoRef = add(
      `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Subject ${pdfString(info.subject)} /Producer ${pdfString(info.author)} >>`,
    );

    let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(Buffer.byteLength(pdf, 'latin1'));
      pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xref = Buffer.byteLength(pdf, 'latin1');
    pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
    pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(pdf, 'latin1');
  }
}

// ---------------------------------------------------------------------------------------
// The brochure
// ---------------------------------------------------------------------------------------
const doc = new Brochure();

// Cover band
const bandH = 146;
doc.rect(0, PAGE_H - bandH, PAGE_W, bandH, colour.navy);
doc.rect(0, PAGE_H - bandH, PAGE_W, 5, colour.gold);
doc.text(MARGIN, PAGE_H - 46, site.brandName.toUpperCase(), 'bold', 11, colour.gold);
doc.text(MARGIN, PAGE_H - 84, 'Course Brochure', 'bold', 32, colour.white);
doc.text(
  MARGIN,
  PAGE_H - 108,
  'Live online course in stock-market and forex trading',
  'regular',
  13,
  colour.white,
);
doc.text(MARGIN, PAGE_H - 127, site.tagline, 'regular', 10.5, colour.gold);
doc.y = PAGE_H - bandH - 6;

doc.heading('The course at a glance');
doc.paragraph(courseFacts.summary);
doc.bullets([
  `${courseFacts.liveClassMonths} months of online live classes, following an ${courseFacts.weeks}-week curriculum.`,
  'Recordings of every class, kept in your account so you can watch them again.',
  `${courseFacts.supportMonths} months of support after the classes end, while you trade on your own.`,
  'Weekly market analysis, doubt-clearing sessions and a mentoring community.',
  'Personal one-to-one mentorship and live-trading exposure with your mentor.',
]);

// Figures
doc.ensure(80);
doc.y -= 14;
const boxW = (CONTENT_W - 2 * 12) / 3;
homeContent.counters.items.forEach((item, index) => {
  const x = MARGIN + index * (boxW + 12);
  doc.rect(x, doc.y - 58, boxW, 58, colour.goldPale);
  doc.rect(x, doc.y - 58, 3, 58, colour.gold);
  doc.text(
    x + 14,
    doc.y - 28,
    `${item.value.toFixed(item.decimals)}${item.suffix}`,
    'bold',
    20,
    colour.goldDeep,
  );
  doc.text(x + 14, doc.y - 46, item.label, 'bold', 8.5, colour.text);
});
doc.y -= 58;

doc.heading(homeContent.curriculum.heading);
doc.paragraph(homeContent.curriculum.intro, { fill: colour.muted });
homeContent.curriculum.weeks.forEach((week, index) => {
  const labelW = 62;
  const lines = wrap(week.body, 'regular', 10, CONTENT_W - labelW);
  doc.ensure(20 + lines.length * 14);
  doc.y -= 7;
  doc.rect(MARGIN, doc.y - 15, 50, 15, colour.goldDeep);
  doc.text(
    MARGIN + 6,
    doc.y - 11,
    homeContent.curriculum.weekLabel(index + 1),
    'bold',
    9,
    colour.white,
  );
  doc.text(MARGIN + labelW, doc.y - 11.5, week.title, 'bold', 11, colour.text);
  doc.y -= 15;
  doc.paragraph(week.body, {
    x: MARGIN + labelW,
    width: CONTENT_W - labelW,
    size: 10,
    fill: colour.muted,
    leading: 1.4,
  });
});

doc.newPage();
doc.heading('What the course covers');
const half = Math.ceil(instructionContent.cards.length / 2);
const startY = doc.y;
doc.bullets(
  instructionContent.cards.slice(0, half).map((card) => card.title),
  { width: CONTENT_W / 2 - 10 },
);
const leftEnd = doc.y;
doc.y = startY;
doc.bullets(
  instructionContent.cards.slice(half).map((card) => card.title),
  { x: MARGIN + CONTENT_W / 2, width: CONTENT_W / 2 },
);
doc.y = Math.min(doc.y, leftEnd);

doc.heading(homeContent.howToApply.heading);
doc.paragraph(homeContent.howToApply.intro, { fill: colour.muted });
homeContent.howToApply.steps.forEach((step, index) => {
  doc.ensure(50);
  doc.y -= 12;
  doc.rect(MARGIN, doc.y - 20, 20, 20, colour.goldDeep);
  doc.text(MARGIN + 6.5, doc.y - 14.5, String(index + 1), 'bold', 11, colour.white);
  doc.text(MARGIN + 32, doc.y - 14, step.title, 'bold', 11.5, colour.text);
  doc.y -= 20;
  doc.paragraph(step.body, { x: MARGIN + 32, width: CONTENT_W - 32, fill: colour.muted });
});

doc.heading('Talk to us');
const contacts: [string, string][] = [
  ['Phone', site.phones.join('  /  ')],
  ['WhatsApp', site.whatsapp.join('  /  ')],
  ['E-mail', site.email],
  ['Support', site.supportEmail],
  ['Hours', site.hours],
  ['Address', site.address],
];
for (const [label, value] of contacts) {
  doc.ensure(20);
  doc.y -= 17;
  doc.text(MARGIN, doc.y, label, 'bold', 10.5, colour.goldDeep);
  doc.text(MARGIN + 80, doc.y, value, 'regular', 10.5, colour.text);
}

doc.ensure(60);
doc.y -= 24;
doc.paragraph(
  'Payments are non-refundable and enrolments cannot be cancelled; a one-time transfer to another batch or course within 3 months may be allowed on approval. See the Cancellation Policy on our website.',
  { size: 9, fill: colour.muted },
);
doc.y -= 4;
doc.paragraph(site.footer.disclaimer, { size: 9, fill: colour.muted });

writeFileSync(
  output,
  doc.toPdf({
    title: `${site.brandName}: Course Brochure`,
    author: site.brandName,
    subject: 'Live online course in stock-market and forex trading',
  }),
);
console.log(`wrote ${output.slice(root.length + 1)} (${doc.pages.length} pages)`);
