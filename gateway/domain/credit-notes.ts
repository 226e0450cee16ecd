/**
 * Credit note rules: the number `CN/{YY-YY}/{six digits}` (consecutive within the financial
 * year it is issued in, like invoice numbers) and its tax, which mirrors the invoice it
 * corrects: the refunded amount is tax-inclusive, split CGST 9% + SGST 9% for a supply
 * within the academy's state, IGST 18% for one to another state.
 */
import { inclusiveGst, receiptNumber } from './invoices.ts';

/** What every credit note number starts with. */
const CREDIT_NOTE_PREFIX = 'CN';

/** Where the supply was made, as the invoice says: within the seller's state, or across. */
export type SupplyKind = 'intra-state' | 'inter-state';

/** CN/26-27/000001 */
export function creditNoteNumber(financialYear: string, serial: number): string {
  return receiptNumber(CREDIT_NOTE_PREFIX, financialYear, serial);
}

/** A credit note's amounts, all in paise; the tax lines and the taxable value add up to it. */
export interface CreditNoteTax {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** IGST on an inclusive price: 18/118 of it, to the paisa. */
const IGST = { numerator: 18, denominator: 118 } as const;

/**
 * The tax inside a refunded (tax-inclusive) amount, split as the invoice was: CGST and SGST
 * in equal halves for an intra-state supply, IGST alone for an inter-state one.
 */
export function creditNoteTax(totalPaise: number, supply: SupplyKind): CreditNoteTax {
  if (supply === 'inter-state') {
    const igstPaise = Math.round((totalPaise * IGST.numerator) / IGST.denominator);
    return {
      totalPaise,
      taxablePaise: totalPaise - igstPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise,
    };
  }
  const split = inclusiveGst(totalPaise);
  return { ...split, igstPaise: 0 };
}

/** The shortest and longest reason a refund may be given with, in characters. */
export const REFUND_REASON_LENGTH = { min: 3, max: 500 } as const;

/** A refund of a plain payment receipt (no GSTIN, so no tax was charged): no tax lines. */
export function untaxedCreditNote(totalPaise: number): CreditNoteTax {
  return { totalPaise, taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
}
