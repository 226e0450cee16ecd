import { describe, expect, it } from 'vitest';
import { monthInIndia, periodFrom, salesCsvAddress } from '../sales-period.ts';

describe('the sales period', () => {
  it("is this month on India's clock when the address names none", () => {
    // 19:00 UTC on 30 November is 00:30 on 1 December in India.
    const now = Date.parse('2026-11-30T19:00:00Z');
    expect(monthInIndia(now)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthInIndia(Date.parse('2028-02-10T06:00:00Z'))).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(periodFrom(new URLSearchParams(''), now)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it("takes the address's dates, and this month's for one left out", () => {
    const now = Date.parse('2026-11-15T06:00:00Z');
    expect(periodFrom(new URLSearchParams('from=2026-04-01&to=2027-03-31'), now)).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(periodFrom(new URLSearchParams('from=2026-11-10&to='), now)).toEqual({
      from: '2026-11-10',
      to: '2026-11-30',
    });
  });

  it('gives the CSV export of the same period', () => {
    expect(salesCsvAddress({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/staff/exports/sales.csv?from=2026-11-01&to=2026-11-30',
    );
  });
});
