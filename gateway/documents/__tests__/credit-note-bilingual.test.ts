/**
 * The credit note as a bilingual paper, read back with poppler: its labels, date, amounts
 * in words and notes in Hindi and English on one A4 page, and no English in its Hindi half
 * but the facts it prints. Lines are compared without spaces (pdftotext spaces out
 * punctuation between Latin and Devanagari runs).
 */
import { describe, expect, it } from 'vitest';
import { riskDisclaimer } from '../../../common/disclaimer.ts';
import { latinWordsReport } from '../../../tests/support/english-left.ts';
import { GST_SELLER } from '../../../tests/support/papers.ts';
import { A4, expectLinesUnspaced, readPdf } from '../../../tests/support/pdf.ts';
import { renderCreditNote } from '../credit-note-pdf.ts';
import { paperWordsEn } from '../words/en.ts';

const note = {
  number: 'CN/26-27/000001',
  date: '20 Mar 2027',
  hindiDate: '20 मार्च 2027',
  seller: GST_SELLER,
  brandName: 'Sharpline Trading Academy',
  siteUrl: 'https://academy.test',
  student: { name: 'Meera Iyer', email: 'meera@example.com' },
  invoiceNumber: 'SL/26-27/000007',
  courseTitle: 'Stock Market Foundations',
  reason: 'Charged twice by the bank',
  tax: {
    totalPaise: 200000,
    taxablePaise: 169492,
    cgstPaise: 15254,
    sgstPaise: 15254,
    igstPaise: 0,
  },
  refundId: 'rfnd_00000000000001',
};

describe('the credit note in Hindi and English', () => {
  it('prints every label, the date and the amount in words in both, on one A4 page', async () => {
    const pdf = readPdf(await renderCreditNote(note));
    expect(pdf.pages).toBe(1);
    expect(pdf.pageSize).toBe(A4.portrait);
    expectLinesUnspaced(pdf.text, [
      'Sharpline Trading Academy क्रेडिट नोट / Credit Note',
      'क्रेडिट नोट नंबर / Credit note no. CN/26-27/000001',
      'तारीख़ / Date 20 Mar 2027 20 मार्च 2027',
      'मूल इनवॉइस / Against invoice SL/26-27/000007',
      'जीएसटी नंबर / GSTIN: 27AAPFU0939F1ZV',
      'प्राप्तकर्ता / Issued to Meera Iyer meera@example.com',
      'कारण / Reason: Charged twice by the bank',
      'ऑनलाइन कोर्स का रिफ़ंड / Refund for online course: Stock Market Foundations (सेवा कोड / SAC 999293) ₹1,694.92',
      'केंद्रीय जीएसटी 9% / CGST @ 9% ₹152.54',
      'राज्य जीएसटी 9% / SGST @ 9% ₹152.54',
      'कुल रिफ़ंड (कर सहित) / Total refunded (tax included) ₹2,000',
      'Rupees Two Thousand only',
      'रुपये दो हज़ार मात्र',
      'रिफ़ंड नंबर / Refund ID: rfnd_00000000000001',
      'रक़म उसी तरीक़े से लौटाई गई है जिससे पेमेंट किया गया था।',
      'Refunded to the original payment method.',
      'यह कंप्यूटर से बना क्रेडिट नोट है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    ]);
    expect(
      latinWordsReport('credit note', pdf.text, {
        setAside: [
          ...Object.values(paperWordsEn),
          riskDisclaimer.en,
          'Rupees Two Thousand only',
          'Sharpline Education Private Limited',
          '12 Example Lane, Andheri East, Mumbai',
          'Maharashtra',
          'Meera Iyer',
          'Stock Market Foundations',
          'Charged twice by the bank',
          'Mar',
        ],
      }),
    ).toEqual([]);
  });
});
