import { describe, expect, it } from 'vitest';
import { amountInWords, financialYearOf, inclusiveGst, receiptNumber } from '../invoices.ts';

describe('financialYearOf', () => {
  it('runs April to March in IST', () => {
    expect(financialYearOf(Date.parse('2026-11-22T12:00:00+05:30'))).toBe('26-27');
    expect(financialYearOf(Date.parse('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    // 1 April 00:00 IST is still 31 March in UTC.
    expect(financialYearOf(Date.parse('2027-04-01T00:00:00+05:30'))).toBe('27-28');
    expect(financialYearOf(Date.parse('2026-01-15T12:00:00+05:30'))).toBe('25-26');
    expect(financialYearOf(Date.parse('2099-12-31T12:00:00+05:30'))).toBe('99-00');
  });
});

describe('receiptNumber', () => {
  it('writes the serial with six digits', () => {
    expect(receiptNumber('SL', '26-27', 123)).toBe('SL/26-27/000123');
    expect(receiptNumber('ACADEMY-2026', '27-28', 1)).toBe('ACADEMY-2026/27-28/000001');
    expect(receiptNumber('SL', '26-27', 1234567)).toBe('SL/26-27/1234567');
  });
});

describe('inclusiveGst', () => {
  // The flagship course (₹4,999 less ₹1,000), the Forex course, the Options course.
  it.each([
    [399900, { taxablePaise: 338898, cgstPaise: 30501, sgstPaise: 30501, totalPaise: 399900 }],
    [699900, { taxablePaise: 593136, cgstPaise: 53382, sgstPaise: 53382, totalPaise: 699900 }],
    [599900, { taxablePaise: 508390, cgstPaise: 45755, sgstPaise: 45755, totalPaise: 599900 }],
  ])(
    'splits the seeded price of %i paise into taxable value and equal CGST and SGST that add up',
    (paise, split) => {
      expect(inclusiveGst(paise)).toEqual(split);
    },
  );

  it.each([
    // ₹1: 9/118 of 100 paise is 7.63 paise.
    [100, { taxablePaise: 84, cgstPaise: 8, sgstPaise: 8, totalPaise: 100 }],
    // ₹118: exactly ₹100 taxable.
    [11800, { taxablePaise: 10000, cgstPaise: 900, sgstPaise: 900, totalPaise: 11800 }],
  ])('rounds each half of %i paise to the paisa', (paise, split) => {
    expect(inclusiveGst(paise)).toEqual(split);
  });
});

describe('amountInWords', () => {
  it('writes rupees with Indian numbering', () => {
    expect(amountInWords(599900)).toBe('Rupees Five Thousand Nine Hundred Ninety-Nine only');
    expect(amountInWords(399900)).toBe('Rupees Three Thousand Nine Hundred Ninety-Nine only');
    expect(amountInWords(699900)).toBe('Rupees Six Thousand Nine Hundred Ninety-Nine only');
    expect(amountInWords(0)).toBe('Rupees Zero only');
    expect(amountInWords(1100)).toBe('Rupees Eleven only');
    expect(amountInWords(10000)).toBe('Rupees One Hundred only');
    expect(amountInWords(100000)).toBe('Rupees One Thousand only');
  });

  it('counts in lakh and crore', () => {
    expect(amountInWords(10000000)).toBe('Rupees One Lakh only');
    expect(amountInWords(12345600)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six only',
    );
    expect(amountInWords(1000000000)).toBe('Rupees One Crore only');
    expect(amountInWords(1234567800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight only',
    );
    expect(amountInWords(99999999900)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only',
    );
    expect(amountInWords(100000000000)).toBe('Rupees One Hundred Crore only');
    expect(amountInWords(5000005000)).toBe('Rupees Five Crore Fifty only');
  });

  it('writes paise when there are some, and refuses what is not whole paise', () => {
    expect(amountInWords(12345650)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise only',
    );
    expect(amountInWords(101)).toBe('Rupees One and One Paise only');
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
