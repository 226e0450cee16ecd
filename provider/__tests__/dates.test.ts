import { describe, expect, it } from 'vitest';
import { formatLegacyDate } from '../dates.ts';

describe('formatLegacyDate', () => {
  const instant = new Date('2026-01-15T18:45:09.000Z');

  it('writes the zone-less legacy format in the given zone', () => {
    expect(formatLegacyDate(instant, 'Asia/Kolkata')).toBe('2026-01-16 00:15:09');
    expect(formatLegacyDate(instant, 'UTC')).toBe('2026-01-15 18:45:09');
    expect(formatLegacyDate(instant.getTime(), 'America/New_York')).toBe('2026-01-15 13:45:09');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatLegacyDate(new Date('2026-03-01T18:30:00Z'), 'Asia/Kolkata')).toBe(
      '2026-03-02 00:00:00',
    );
  });
});
