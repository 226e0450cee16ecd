import { describe, expect, it } from 'vitest';
import { formatDateTime, formatOpening } from '../format-date.ts';

describe('formatDateTime', () => {
  it('shows the instant in IST whatever the offset it came with', () => {
    expect(formatDateTime('2026-11-07T10:00:00+05:30')).toBe('07 Nov 2026, 10:00 am');
    expect(formatDateTime('2026-11-07T04:30:00Z')).toBe('07 Nov 2026, 10:00 am');
  });

  it('shows an unreadable value as it is', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('writes the date in Hindi on Hindi pages, in IST', () => {
    expect(formatDateTime('2026-11-07T10:00:00+05:30', 'hi')).toBe('7 नव 2026, 10:00 पूर्वाह्न');
    expect(formatDateTime('2026-11-07T04:30:00Z', 'hi')).toBe('7 नव 2026, 10:00 पूर्वाह्न');
    expect(formatDateTime('2026-03-01T17:05:00+05:30', 'hi')).toBe('1 मार्च 2026, 5:05 अपराह्न');
    expect(formatDateTime('not a date', 'hi')).toBe('not a date');
  });
});

describe('formatOpening', () => {
  it("gives the day, date and time on the academy's clock", () => {
    expect(formatOpening('2026-12-05T05:12:00Z')).toBe('Sat 5 Dec, 10:42 am IST');
    expect(formatOpening('2026-12-05T10:42:00+05:30', 'hi')).toBe('शनि, 5 दिस, 10:42 पूर्वाह्न IST');
  });
});
