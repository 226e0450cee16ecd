import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRupees } from '../format.ts';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(3999)).toBe('₹3,999');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('formatDateTime', () => {
  it('shows the instant in IST whatever the offset it came with', () => {
    expect(formatDateTime('2026-11-07T10:00:00+05:30')).toBe('07 Nov 2026, 10:00 am');
    expect(formatDateTime('2026-11-07T04:30:00Z')).toBe('07 Nov 2026, 10:00 am');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
