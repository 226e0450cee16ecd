/**
 * The brochures in client/public, as a visitor downloads them (read back with poppler): the
 * English one and the Hindi one (`npx tsx scripts/make-brochure.ts hi`), each with the risk
 * and education notice in both languages, and the Hindi one in Hindi.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latinWordsReport } from '../support/english-left.ts';
import { A4, expectPdf, readPdf } from '../support/pdf.ts';

const brochure = (name: string) =>
  readPdf(readFileSync(new URL(`../../client/public/${name}`, import.meta.url)));

// pdftotext spaces out punctuation between Latin and Devanagari runs: compared unspaced.
const unspaced = (text: string) => text.replace(/\s+/g, '').normalize('NFC');

const ENGLISH_NOTICE =
  'For education only; not investment advice or a recommendation to buy or sell. Trading in shares, derivatives and currencies involves a risk of loss.';
const HINDI_NOTICE =
  'सिर्फ़ शिक्षा के लिए; यह निवेश की सलाह या ख़रीदने-बेचने की सिफ़ारिश नहीं है। शेयर, डेरिवेटिव और करेंसी की ट्रेडिंग में नुक़सान का जोखिम होता है।';

describe('the brochures', () => {
  it('in English carries the notice in both languages', () => {
    const pdf = brochure('Course Brochure.pdf');
    expectPdf(pdf, { pages: 2, size: A4.portrait, lines: ['Course Brochure', 'Talk to us'] });
    expect(unspaced(pdf.text)).toContain(unspaced(ENGLISH_NOTICE));
    expect(unspaced(pdf.text)).toContain(unspaced(HINDI_NOTICE));
  });

  it('in Hindi is written in Hindi, with the notice in both languages', () => {
    const pdf = brochure('Course Brochure Hindi.pdf');
    expect(pdf.pages).toBe(2);
    for (const line of [
      'कोर्स ब्रोशर',
      'कोर्स एक नज़र में',
      '8 हफ़्तों का सिलेबस',
      'हमसे बात करें',
      'सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे तक (IST)',
      'पेज 2 / 2',
    ]) {
      expect(unspaced(pdf.text), line).toContain(unspaced(line));
    }
    expect(pdf.text).not.toContain('Talk to us');
    expect(pdf.text).not.toContain('The course at a glance');
    expect(unspaced(pdf.text)).toContain(unspaced(ENGLISH_NOTICE));
    expect(unspaced(pdf.text)).toContain(unspaced(HINDI_NOTICE));
    // Word by word, nothing else in English: the notice's English twin is set aside.
    expect(
      latinWordsReport('Course Brochure Hindi.pdf', pdf.text, { setAside: [ENGLISH_NOTICE] }),
    ).toEqual([]);
  });
});
