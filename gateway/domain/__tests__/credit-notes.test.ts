import { describe, expect, it } from 'vitest';
import { creditNoteNumber, creditNoteTax, untaxedCreditNote } from '../credit-notes.ts';

describe('credit notes', () => {
  it('are numbered CN/{YY-YY}/{six digits}', () => {
    expect(creditNoteNumber('26-27', 1)).toBe('CN/26-27/000001');
    expect(creditNoteNumber('27-28', 1234567)).toBe('CN/27-28/1234567');
  });

  it('split an intra-state refund into CGST and SGST of 9% each, to the paisa', () => {
    expect(creditNoteTax(599900, 'intra-state')).toEqual({
      totalPaise: 599900,
      taxablePaise: 508390,
      cgstPaise: 45755,
      sgstPaise: 45755,
      igstPaise: 0,
    });
  });

  it('put an inter-state refund’s tax in IGST at 18%', () => {
    expect(creditNoteTax(599900, 'inter-state')).toEqual({
      totalPaise: 599900,
      taxablePaise: 508390,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 91510,
    });
    expect(creditNoteTax(200001, 'inter-state')).toEqual({
      totalPaise: 200001,
      taxablePaise: 169492,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 30509,
    });
  });

  it('carry no tax for a plain payment receipt', () => {
    expect(untaxedCreditNote(12345)).toEqual({
      totalPaise: 12345,
      taxablePaise: 12345,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });
});
