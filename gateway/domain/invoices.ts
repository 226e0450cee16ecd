/**
 * Receipt rules: the Indian financial year an order falls in (April to March, in IST), the
 * receipt number `{prefix}/{YY-YY}/{six digits}`, GST on an inclusive price (18%: CGST 9% +
 * SGST 9% within the seller's state, IGST 18% to another state; the place of supply of a
 * service to a consumer is the buyer's state when known, else the seller's), the figures an
 * invoice prints (list price, discount, taxable value, taxes, total) and an amount in words
 * with Indian numbering (thousand, lakh, crore).
 */
import { ACADEMY_TIME_ZONE, inZone } from '../../common/time-zone.ts';
import { gstStateOf, printedState, type GstState } from './gst-states.ts';

/** SAC of commercial training and coaching services. */
export const SAC_TRAINING = '999293';
/** GST on the course fee, in percent, half to the centre (CGST), half to the state (SGST). */
const GST_PERCENT = 18;
const HALF_RATE = { numerator: 9, denominator: 100 + GST_PERCENT } as const;
const FULL_RATE = { numerator: GST_PERCENT, denominator: 100 + GST_PERCENT } as const;

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

/** The figures an invoice prints, all in paise; the taxes not charged are 0. */
interface InvoiceAmounts {
  /** The course's price before the discount (tax included). */
  listPricePaise: number;
  /** 0 without a coupon. */
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** What was paid: list price less discount, tax included. */
  totalPaise: number;
}

/**
 * An inclusive price to another state: IGST is 18/118 of the total rounded to the paisa,
 * and the taxable value what remains.
 */
function interStateGst(
  totalPaise: number,
): Omit<InvoiceAmounts, 'listPricePaise' | 'discountPaise'> {
  const igst = Math.round((totalPaise * FULL_RATE.numerator) / FULL_RATE.denominator);
  return {
    taxablePaise: totalPaise - igst,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
    totalPaise,
  };
}

/**
 * Where a service to a consumer is supplied: the buyer's state when the academy knows it,
 * else the seller's (the state code its GSTIN begins with). null without a GSTIN (no tax
 * invoice) or with a code that names no state.
 */
function placeOfSupplyOf(
  sellerGstin: string | null,
  buyerStateCode: string | null,
): GstState | null {
  if (sellerGstin === null) return null;
  const buyer = buyerStateCode === null ? null : gstStateOf(buyerStateCode);
  return buyer ?? gstStateOf(sellerGstin.slice(0, 2));
}

interface InvoiceTerms {
  /** What the payment was for, tax included, in paise. */
  paidPaise: number;
  /** The coupon's discount, 0 without one. */
  discountPaise: number;
  /** The academy's GSTIN: without one, a payment receipt with no tax at all. */
  sellerGstin: string | null;
  /** The buyer's GST state code, when known. */
  buyerStateCode: string | null;
}

/**
 * The figures of an invoice: GST on what was paid (the discounted value), split CGST + SGST
 * when the place of supply is the seller's state, IGST otherwise; no tax without a GSTIN.
 * Also the place of supply as printed ("27-Maharashtra"), null without a GSTIN.
 */
export function invoiceAmounts(terms: InvoiceTerms): {
  amounts: InvoiceAmounts;
  placeOfSupply: string | null;
} {
  const { paidPaise, discountPaise, sellerGstin } = terms;
  if (!Number.isSafeInteger(paidPaise) || paidPaise < 0) {
    throw new RangeError(`a payment must be whole paise >= 0, got ${paidPaise}`);
  }
  if (!Number.isSafeInteger(discountPaise) || discountPaise < 0) {
    throw new RangeError(`a discount must be whole paise >= 0, got ${discountPaise}`);
  }
  const listPricePaise = paidPaise + discountPaise;
  const place = placeOfSupplyOf(sellerGstin, terms.buyerStateCode);
  if (sellerGstin === null || place === null) {
    const untaxed = { taxablePaise: paidPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
    return {
      amounts: { listPricePaise, discountPaise, ...untaxed, totalPaise: paidPaise },
      placeOfSupply: null,
    };
  }
  const intraState = place.code === sellerGstin.slice(0, 2);
  const split = intraState
    ? { ...inclusiveGst(paidPaise), igstPaise: 0 }
    : interStateGst(paidPaise);
  return {
    amounts: { listPricePaise, discountPaise, ...split },
    placeOfSupply: printedState(place),
  };
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
