/**
 * The PDFs the project ships, all set with common/pdf/typesetting.ts: the brochure and the
 * stand-in's lesson notes parse, are A4, carry their text as text (read back with poppler)
 * and stay under 300 KB. Receipts and certificates have tests of their own
 * (gateway/documents/__tests__, tests/gateway/papers.test.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { A4, expectPdf, readPdf } from '../../tests/support/pdf.ts';
import { PdfWriter } from '../pdf/typesetting.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('the brochure', () => {
  it('is a two-page A4 PDF whose words read back', () => {
    const pdf = readPdf(readFileSync(path.join(root, 'client/public/Course Brochure.pdf')));
    expectPdf(pdf, {
      pages: 2,
      size: A4.portrait,
      lines: [
        'SHARPLINE TRADING ACADEMY Course Brochure',
        'The course at a glance',
        'The 8-week curriculum',
        'Week 1 Market foundations',
        'How to apply',
        'Talk to us',
        'Monday to Saturday, 10:00 AM to 07:00 PM IST',
        'Sharpline Trading Academy • Course Brochure Page 2 of 2',
      ],
    });
  });
});

describe("the stand-in's lesson notes", () => {
  const folder = path.join(root, 'provider/media/course_data');
  const files = readdirSync(folder).filter((file) => file.endsWith('.pdf'));

  it('are all there', () => {
    expect(files.sort()).toEqual([
      'candlestick-patterns.pdf',
      'forex-basics.pdf',
      'indicators.pdf',
      'market-structure.pdf',
      'option-greeks.pdf',
      'options-basics.pdf',
      'position-sizing.pdf',
      'trading-plan.pdf',
      'trading-psychology.pdf',
      'trend-lines.pdf',
    ]);
  });

  it.each(files)('%s is A4 text under 300 KB, with its disclaimer', (file) => {
    const pdf = readPdf(readFileSync(path.join(folder, file)));
    expectPdf(pdf, {
      size: A4.portrait,
      lines: ['These notes are for education only and are not investment advice.'],
    });
    expect(pdf.text).toMatch(/ - page 1 of \d$/);
  });

  it('reads the market-structure notes back word for word', () => {
    const pdf = readPdf(readFileSync(path.join(folder, 'market-structure.pdf')));
    expect(pdf.text).toContain(
      'Market structure: NSE, BSE and SEBI Stock Market Foundations - week 1',
    );
    expect(pdf.text).toContain('Broker: a SEBI-registered member who places your orders');
  });
});

describe('the toolkit', () => {
  it('sets Latin, the rupee sign and Devanagari on one line, in their logical order', async () => {
    const writer = new PdfWriter({ title: 'Fonts', author: 'Tests' });
    writer.line('Fee ₹5,999 paid by क्षितिज त्रिवेदी (Kshitij)', 50, 100, { size: 14 });
    const pdf = readPdf(await writer.finish());
    expect(pdf.text).toBe('Fee ₹5,999 paid by क्षितिज त्रिवेदी (Kshitij)');
  });
});
