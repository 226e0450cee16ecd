/**
 * The receipt as a bilingual paper, read back with poppler: every heading and label in Hindi
 * and English, the date in both, the total in words in both, the risk notice in both, on one
 * A4 page. pdftotext spaces out punctuation between Latin and Devanagari runs, so lines are
 * compared without their spaces.
 */
import { describe, expect, it } from 'vitest';
import { riskDisclaimer } from '../../../common/disclaimer.ts';
import { latinWordsReport } from '../../../tests/support/english-left.ts';
import { COUPON_TO_KARNATAKA, receiptOf } from '../../../tests/support/papers.ts';
import { A4, expectLinesUnspaced, readPdf, unspaced } from '../../../tests/support/pdf.ts';
import { renderReceipt } from '../receipt-pdf.ts';
import { paperWordsEn } from '../words/en.ts';

const invoice = receiptOf();

describe('the tax invoice in Hindi and English', () => {
  it('prints every heading, label and amount in both languages on one A4 page', async () => {
    const pdf = readPdf(await renderReceipt(invoice));
    expect(pdf.pages).toBe(1);
    expect(pdf.pageSize).toBe(A4.portrait);
    expectLinesUnspaced(pdf.text, [
      'Sharpline Trading Academy टैक्स इनवॉइस / Tax Invoice',
      'विक्रेता / Seller Sharpline Education Private Limited',
      'जीएसटी नंबर / GSTIN: 27AAPFU0939F1ZV',
      'राज्य / State: Maharashtra, कोड / code 27',
      'इनवॉइस नंबर / Invoice no. SL/26-27/000042',
      'तारीख़ / Date 7 Nov 2026 7 नवंबर 2026',
      'आपूर्ति का स्थान / Place of supply 27-Maharashtra',
      'ख़रीदार / Billed to Asha Verma asha@example.com',
      'विवरण / Description सेवा कोड / SAC रक़म / Amount',
      'ऑनलाइन कोर्स / Online course: Forex Trading Essentials 999293 ₹10,000',
      'कर योग्य मूल्य / Taxable value ₹10,000',
      'केंद्रीय जीएसटी 9% / CGST @ 9% ₹900',
      'राज्य जीएसटी 9% / SGST @ 9% ₹900',
      'कुल (कर सहित) / Total (tax included) ₹11,800',
      'शब्दों में / In words Rupees Eleven Thousand Eight Hundred only',
      'रुपये ग्यारह हज़ार आठ सौ मात्र',
      'ऑर्डर नंबर / Order ID: 42',
      'बुकिंग कोड / Booking code: TA12345678',
      'पेमेंट नंबर / Payment ID: pay_29QQoUBi66xm2f',
      'पेमेंट ऑर्डर नंबर / Payment order ID: order_9A33XWu170gUtm',
      'पूरा पेमेंट ऑनलाइन मिल गया है। हमारे साथ सीखने के लिए धन्यवाद।',
      'Paid online in full. Thank you for learning with us.',
      'रिवर्स चार्ज पर कर देय: नहीं। यह कंप्यूटर से बना इनवॉइस है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
      'Tax is payable on reverse charge: No. This is a computer-generated invoice and needs no signature.',
      'सिर्फ़ शिक्षा के लिए; यह निवेश की सलाह या ख़रीदने-बेचने की सिफ़ारिश नहीं है। शेयर, डेरिवेटिव और करेंसी की ट्रेडिंग में नुक़सान का जोखिम होता है।',
      'For education only; not investment advice or a recommendation to buy or sell. Trading in shares, derivatives and currencies involves a risk of loss.',
    ]);
    expect(pdf.text).not.toContain('IGST');
  });

  it('prints a coupon’s discount and IGST to another state in both languages', async () => {
    const pdf = readPdf(
      await renderReceipt({
        ...invoice,
        ...COUPON_TO_KARNATAKA,
      }),
    );
    expectLinesUnspaced(pdf.text, [
      'ऑनलाइन कोर्स / Online course: Forex Trading Essentials 999293 ₹6,999',
      'छूट / Discount (कूपन / coupon LAUNCH) - ₹1,000',
      'कर योग्य मूल्य / Taxable value ₹5,083.90',
      'एकीकृत जीएसटी 18% / IGST @ 18% ₹915.10',
      'कुल (कर सहित) / Total (tax included) ₹5,999',
      'Rupees Five Thousand Nine Hundred Ninety-Nine only',
      'रुपये पाँच हज़ार नौ सौ निन्यानबे मात्र',
    ]);
    expect(pdf.text).not.toContain('CGST');
  });
});

describe('the receipt’s Hindi half', () => {
  it('holds no English but the facts it prints: every English label has its Hindi twin', async () => {
    for (const facts of [
      invoice,
      { ...invoice, discountPaise: 100000, couponCode: 'LAUNCH', listPricePaise: 1280000 },
      { ...invoice, sellerGstin: null, placeOfSupply: null },
    ]) {
      const { text } = readPdf(await renderReceipt(facts));
      // The English half: its labels and notes, the notice, the amount in words.
      const englishHalf = [
        ...Object.values(paperWordsEn),
        riskDisclaimer.en,
        'Rupees Eleven Thousand Eight Hundred only',
      ];
      // The facts as the academy's records hold them.
      const data = [
        'Sharpline Education Private Limited',
        '12 Example Lane, Andheri East, Mumbai',
        'Maharashtra',
        'Asha Verma',
        'Forex Trading Essentials',
        'LAUNCH',
        'Nov',
      ];
      expect(latinWordsReport('receipt', text, { setAside: [...englishHalf, ...data] })).toEqual(
        [],
      );
    }
  });
});

describe('the payment receipt in Hindi and English', () => {
  it('writes lakh and paise out in both languages, with no tax words', async () => {
    const pdf = readPdf(
      await renderReceipt({
        ...invoice,
        seller: { ...invoice.seller, gstin: null, state: null },
        sellerGstin: null,
        placeOfSupply: null,
        listPricePaise: 123456789,
        tax: { taxablePaise: 123456789, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
        totalPaise: 123456789,
      }),
    );
    expect(pdf.pages).toBe(1);
    expectLinesUnspaced(pdf.text, [
      'Sharpline Trading Academy रसीद / Payment receipt',
      'रसीद नंबर / Receipt no. SL/26-27/000042',
      'पेमेंट करने वाले / Received from Asha Verma',
      'कुल पेमेंट / Total paid ₹12,34,567.89',
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise only',
      'रुपये बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ और नवासी पैसे मात्र',
      'यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    ]);
    for (const taxWord of ['GSTIN', 'जीएसटी', 'Tax Invoice', 'टैक्स इनवॉइस', '999293']) {
      expect(pdf.text).not.toContain(taxWord);
    }
  });

  it('stays on one page with a long course title, address and name', async () => {
    const pdf = readPdf(
      await renderReceipt({
        ...invoice,
        seller: {
          ...invoice.seller,
          address: `${'Plot 12, Example Industrial Estate, '.repeat(4)}Mumbai`,
        },
        placeOfSupply: '26-Dadra and Nagar Haveli and Daman and Diu',
        student: { name: 'श्रीमती क्षमा शर्मा '.repeat(8).trim(), email: 'k@example.com' },
        courseTitle: 'Advanced Options Strategies on NSE '.repeat(6).trim(),
        listPricePaise: 699900,
        discountPaise: 100000,
        couponCode: 'LAUNCH',
      }),
    );
    expect(pdf.pages).toBe(1);
    expectLinesUnspaced(pdf.text, ['Place of supply 26-Dadra and Nagar Haveli and Daman and Diu']);
    // The title is cut at three lines, so the amounts and the foot keep their places.
    expect(pdf.text).toMatch(/Advanced Options Strategies on NSE Advanced[^₹]*…/);
    const text = unspaced(pdf.text);
    expect(text.indexOf(unspaced('Paid online in full.'))).toBeLessThan(
      text.indexOf(unspaced('For education only;')),
    );
  });
});
