/**
 * A very small PDF writer for the seeded lesson notes: A4 pages of wrapped Helvetica
 * text with a heading, no dependencies. Only printable ASCII is written.
 */

export interface PdfBlock {
  kind: 'heading' | 'subheading' | 'paragraph' | 'bullet';
  text: string;
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const STYLE = {
  heading: { font: 'F2', size: 20, leading: 26, chars: 44, before: 0 },
  subheading: { font: 'F2', size: 13, leading: 18, chars: 70, before: 10 },
  paragraph: { font: 'F1', size: 11, leading: 15, chars: 88, before: 6 },
  bullet: { font: 'F1', size: 11, leading: 15, chars: 84, before: 3 },
} as const;

function escapeText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  font: string;
  size: number;
  x: number;
  y: number;
  text: string;
}

/** Lays the blocks out top to bottom, starting a new page when one is full. */
function layout(blocks: PdfBlock[]): Line[][] {
  const pages: Line[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const indent = block.kind === 'bullet' ? 14 : 0;
    y -= style.before;
    wrap(block.text, style.chars).forEach((text, index) => {
      if (y - style.leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= style.leading;
      const bullet = block.kind === 'bullet' && index === 0;
      const page = pages[pages.length - 1];
      if (bullet) page?.push({ font: 'F1', size: style.size, x: PAGE.margin, y, text: '-' });
      page?.push({ font: style.font, size: style.size, x: PAGE.margin + indent, y, text });
    });
  }
  return pages;
}

function pageContent(lines: Line[], pageNumber: number, pageCount: number, footer: string): string {
  const text = lines.map(
    (l) => `BT /${l.font} ${l.size} Tf ${l.x} ${l.y.toFixed(1)} Td (${escapeText(l.text)}) Tj ET`,
  );
  const rule = `0.78 0.6 0.16 RG 2 w ${PAGE.margin} ${PAGE.height - 92} m ${PAGE.width - PAGE.margin} ${PAGE.height - 92} l S`;
  const foot = `BT /F1 9 Tf ${PAGE.margin} 32 Td (${escapeText(`${footer} - page ${pageNumber} of ${pageCount}`)}) Tj ET`;
  return [pageNumber === 1 ? rule : '', '0 g', ...text, foot].filter(Boolean).join('\n');
}

export function renderPdf(title: string, blocks: PdfBlock[], footer: string): Buffer {
  const pages = layout(blocks);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_, i) => 5 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
  );
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  pages.forEach((lines, i) => {
    const id = pageIds[i] ?? 0;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    const content = pageContent(lines, i + 1, pages.length, footer);
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  add(`<< /Title (${escapeText(title)}) /Producer (Trading academy stand-in) >>`);
  const infoId = objects.length;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
