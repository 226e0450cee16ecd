/**
 * The papers as PDFs, read back with poppler (tests/support/pdf.ts): a plain payment receipt
 * when the academy gave no GSTIN, and names that are hard to set (control characters, 500
 * characters, Devanagari) set safely.
 */
import { describe, expect, it } from 'vitest';
import { COUPON_TO_KARNATAKA, receiptOf } from '../../../tests/support/papers.ts';
import { A4, expectPdf, readPdf, unspaced } from '../../../tests/support/pdf.ts';
import { renderCertificate } from '../certificate-pdf.ts';
import { renderReceipt } from '../receipt-pdf.ts';

/** Order 42's payment receipt from an academy without a GSTIN: no tax lines. */
const receipt = receiptOf({
  seller: {
    gstin: null,
    legalName: 'Sharpline Trading Academy',
    address: null,
    state: null,
    invoicePrefix: 'SL',
  },
  sellerGstin: null,
  placeOfSupply: null,
  listPricePaise: 699900,
  tax: { taxablePaise: 699900, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  totalPaise: 699900,
});

const certificate = {
  code: '7K3M9Q2XHP4TRW5N',
  courseTitle: 'Stock Market Foundations',
  completedOn: '19 Jan 2027',
  verifyUrl: 'https://academy.test/certificates/7K3M9Q2XHP4TRW5N',
  brandName: 'Sharpline Trading Academy',
};

describe('receipt without a GSTIN', () => {
  it('is a payment receipt with the same numbering and no tax lines', async () => {
    const pdf = readPdf(await renderReceipt(receipt));
    expectPdf(pdf, {
      size: A4.portrait,
      lines: [
        'Payment receipt',
        'Receipt no. SL/26-27/000042',
        'Received from Asha Verma asha@example.com',
        'Online course: Forex Trading Essentials ₹6,999',
        'Total paid ₹6,999',
        'Booking code: TA12345678',
        'Payment ID: pay_29QQoUBi66xm2f',
        'Payment order ID: order_9A33XWu170gUtm',
        'Rupees Six Thousand Nine Hundred Ninety-Nine only',
      ],
    });
    for (const taxWord of ['GSTIN', 'CGST', 'SGST', 'Taxable', 'Tax Invoice', '999293']) {
      expect(pdf.text).not.toContain(taxWord);
    }
  });
});

describe('a tax invoice for another state, paid with a coupon', () => {
  it('prints the list price, the discount, and IGST on the discounted value', async () => {
    const pdf = readPdf(
      await renderReceipt({
        ...receipt,
        seller: { ...receipt.seller, gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' },
        sellerGstin: '27AAPFU0939F1ZV',
        ...COUPON_TO_KARNATAKA,
      }),
    );
    expectPdf(pdf, {
      lines: [
        'Tax Invoice',
        'Invoice no. SL/26-27/000042',
        'Place of supply 29-Karnataka',
        'Online course: Forex Trading Essentials 999293 ₹6,999',
        'coupon LAUNCH) - ₹1,000',
        'Taxable value ₹5,083.90',
        'IGST @ 18% ₹915.10',
        'Total (tax included) ₹5,999',
        'Rupees Five Thousand Nine Hundred Ninety-Nine only',
      ],
    });
    expect(pdf.text).not.toContain('CGST');
    expect(pdf.text).not.toContain('SGST');
  });
});

describe('names that are hard to set', () => {
  it('drops control characters and keeps the rest of the name', async () => {
    const pdf = readPdf(
      await renderCertificate({ ...certificate, studentName: 'Ravi\u0000\u0007 Kumar\u202e\n' }),
    );
    expect(pdf.text).toContain('This certifies that Ravi Kumar has completed');
  });

  it('sets a 500-character name within the page, on one A4 page under 300 KB', async () => {
    const name = `${'Abcdefghij '.repeat(45)}Abcdefghij`.slice(0, 500);
    const pdf = readPdf(await renderCertificate({ ...certificate, studentName: name }));
    expectPdf(pdf, {
      pages: 1,
      size: A4.landscape,
      lines: [
        'This certifies that Abcdefghij Abcdefghij',
        '… has completed the online course',
        'Certificate code 7K3M9Q2XHP4TRW5N',
      ],
    });
  });

  it('prints a Devanagari name in its logical order, conjuncts and all', async () => {
    const pdf = readPdf(await renderCertificate({ ...certificate, studentName: 'दीप्ति त्रिपाठी' }));
    expect(pdf.text).toContain('This certifies that दीप्ति त्रिपाठी has completed');
    const invoice = readPdf(
      await renderReceipt({
        ...receipt,
        student: { name: 'श्रीमती क्षमा शर्मा', email: 'k@example.com' },
      }),
    );
    expect(invoice.text).toContain('Received from श्रीमती क्षमा शर्मा k@example.com');
  });
});

describe('the risk and education notice on the certificate', () => {
  it('is printed in English and in Hindi, under the certificate’s facts', async () => {
    const pdf = readPdf(await renderCertificate({ ...certificate, studentName: 'Asha Verma' }));
    const text = pdf.text.replace(/\s+/g, ' ').normalize('NFC');
    expect(text).toContain(
      'For education only; not investment advice or a recommendation to buy or sell. Trading in shares, derivatives and currencies involves a risk of loss.',
    );
    // The Hindi is compared without its spaces (unspaced).
    expect(unspaced(pdf.text)).toContain(
      unspaced(
        'सिर्फ़ शिक्षा के लिए; यह निवेश की सलाह या ख़रीदने-बेचने की सिफ़ारिश नहीं है। शेयर, डेरिवेटिव और करेंसी की ट्रेडिंग में नुक़सान का जोखिम होता है।',
      ),
    );
    // Still one page, the facts above the notice.
    expect(text.indexOf('Certificate code')).toBeLessThan(text.indexOf('For education only'));
    expect(pdf.pages).toBe(1);
  });
});
