/**
 * Receipt rules: the Indian financial year an order falls in (April to March, in IST), the
 * receipt number `{prefix}/{YY-YY}/{six digits}`, GST on an inclusive price (18%: CGST 9% +
 * SGST 9%, the place of supply being the academy's state) and an amount in words with
 * Indian numbering (thousand, lakh, crore).
 */
import { ACADEMY_TIME_ZONE, inZone } from '../../common/time-zone.ts';

/** SAC of commercial training and coaching services. */
export const SAC_TRAINING = '999293';
/** GST on the course fee, in percent, half to the centre (CGST), half to the state (SGST). */
const GST_PERCENT = 18;
const HALF_RATE = { numerator: 9, denominator: 100 + GST_PERCENT } as const;

/** The financial year an instant falls in, as receipt numbers write it: "26-27". */
export function financialYearOf(instantMs: number): string {
  const local = inZone(instantMs, ACADEMY_TIME_ZONE);
  // April is month 3: January to March belong to the year that began the April before.
  const startYear = local.getMonth() >= 3 ? local.getFullYear() : local.getFullYear() - 1;
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/** SL/26-27/000123: the serial with at least six digits. */
export function receiptNumber(prefix: string, financialYear: string, serial: number): string {
  return `${prefix}/${financialYear}/${String(serial).padStart(6, '0')}`;
}

interface TaxSplit {
  /** All in paise. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/**
 * An inclusive price split into taxable value and tax: each half of the tax is 9/118 of the
 * total rounded to the paisa, and the taxable value is what remains, so the three lines
 * always add up to the price paid and the halves are equal.
 */
export function inclusiveGst(totalPaise: number): TaxSplit {
  const half = Math.round((totalPaise * HALF_RATE.numerator) / HALF_RATE.denominator);
  return {
    taxablePaise: totalPaise - 2 * half,
    cgstPaise: half,
    sgstPaise: half,
    totalPaise,
  };
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99: "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const unit = n % 10;
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return unit === 0 ? tens : `${tens}-${ONES[unit] ?? ''}`;
}

/** 1 to 999: "Nine Hundred Ninety-Nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds] ?? ''} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number in words, Indian numbering: 12345678 -> "One Crore Twenty-Three Lakh ...". */
function inWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore > 0) parts.push(`${inWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** An amount as a receipt writes it out: "Rupees Five Thousand Nine Hundred Ninety-Nine only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`an amount must be whole paise >= 0, got ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${inWords(rupees)}`;
  return rest === 0 ? `${words} only` : `${words} and ${belowHundred(rest)} Paise only`;
}
