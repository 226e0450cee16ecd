import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../format-date.ts';

describe('formatDateTime', () => {
  it('shows the instant in IST whatever the offset it came with', () => {
    expect(formatDateTime('2026-11-07T10:00:00+05:30')).toBe('07 Nov 2026, 10:00 am');
    expect(formatDateTime('2026-11-07T04:30:00Z')).toBe('07 Nov 2026, 10:00 am');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
