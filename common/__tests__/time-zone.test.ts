import { describe, expect, it } from 'vitest';
import {
  academyMonths,
  formatLegacyDate,
  inZone,
  isTimeZone,
  parseIsoInstant,
  parseLegacyDate,
  toIsoWithOffset,
  toIsoWithOffsetMs,
} from '../time-zone.ts';

const IST = 'Asia/Kolkata';

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

describe('parseLegacyDate', () => {
  it('reads zone-less dates either side of midnight in IST (UTC+05:30)', () => {
    expect(parseLegacyDate('2026-11-06 23:59:59', IST)).toBe(Date.parse('2026-11-06T18:29:59Z'));
    expect(parseLegacyDate('2026-11-07 00:00:00', IST)).toBe(Date.parse('2026-11-06T18:30:00Z'));
    expect(parseLegacyDate('2026-11-07 05:29:59', IST)).toBe(Date.parse('2026-11-06T23:59:59Z'));
    expect(parseLegacyDate('2026-11-07 05:30:00', IST)).toBe(Date.parse('2026-11-07T00:00:00Z'));
  });

  it('reads the last and first seconds of months and years, leap days included', () => {
    expect(parseLegacyDate('2026-01-31 23:59:59', IST)).toBe(Date.parse('2026-01-31T18:29:59Z'));
    expect(parseLegacyDate('2026-02-01 00:00:00', IST)).toBe(Date.parse('2026-01-31T18:30:00Z'));
    expect(parseLegacyDate('2026-02-28 23:59:59', IST)).toBe(Date.parse('2026-02-28T18:29:59Z'));
    expect(parseLegacyDate('2026-03-01 00:00:00', IST)).toBe(Date.parse('2026-02-28T18:30:00Z'));
    expect(parseLegacyDate('2028-02-29 00:00:00', IST)).toBe(Date.parse('2028-02-28T18:30:00Z'));
    expect(parseLegacyDate('2026-04-30 23:59:59', IST)).toBe(Date.parse('2026-04-30T18:29:59Z'));
    expect(parseLegacyDate('2026-12-31 23:59:59', IST)).toBe(Date.parse('2026-12-31T18:29:59Z'));
    expect(parseLegacyDate('2027-01-01 00:00:00', IST)).toBe(Date.parse('2026-12-31T18:30:00Z'));
  });

  it('refuses days a month does not have, and times a day does not have', () => {
    for (const text of [
      '2026-02-29 10:00:00',
      '2026-02-30 10:00:00',
      '2026-04-31 00:00:00',
      '2026-06-31 23:59:59',
      '2026-13-01 00:00:00',
      '2026-00-10 00:00:00',
      '2026-11-07 24:00:00',
      '2026-11-07 23:60:00',
      '2026-11-07 23:59:60',
      'yesterday',
      '',
    ]) {
      expect(parseLegacyDate(text, IST), text).toBeNull();
    }
  });

  it('takes the looser shapes a legacy API sends', () => {
    const expected = Date.parse('2026-11-07T04:30:00Z');
    for (const text of [
      '2026-11-07 10:00:00',
      ' 2026-11-07 10:00:00 ',
      '2026-11-07T10:00:00',
      '2026-11-07 10:00',
      '2026-11-07 10:00:00.000',
      '2026-11-07 10:00:00+05:30',
      '2026-11-07 10:00:00 +0530',
      '2026-11-07T04:30:00Z',
      '2026-11-06T23:00:00-05:30',
    ]) {
      expect(parseLegacyDate(text, IST), text).toBe(expected);
    }
    // A date alone is the zone's midnight.
    expect(parseLegacyDate('2026-11-07', IST)).toBe(Date.parse('2026-11-06T18:30:00Z'));
  });

  it("reads a zone's daylight-saving changes", () => {
    const london = 'Europe/London';
    expect(parseLegacyDate('2026-07-01 09:30:00', london)).toBe(Date.parse('2026-07-01T08:30:00Z'));
    expect(parseLegacyDate('2026-12-01 09:30:00', london)).toBe(Date.parse('2026-12-01T09:30:00Z'));
    // 01:30 does not happen on 29 March 2026 in London (01:00 GMT becomes 02:00 BST).
    expect(parseLegacyDate('2026-03-29 01:30:00', london)).toBe(Date.parse('2026-03-29T01:30:00Z'));
    // 01:30 happens twice on 25 October 2026 (02:00 BST becomes 01:00 GMT): either is right.
    const twice = parseLegacyDate('2026-10-25 01:30:00', london);
    expect([Date.parse('2026-10-25T00:30:00Z'), Date.parse('2026-10-25T01:30:00Z')]).toContain(
      twice,
    );
    expect(formatLegacyDate(twice ?? 0, london)).toBe('2026-10-25 01:30:00');
  });

  it('gives back what formatLegacyDate wrote, around midnight IST and at month ends', () => {
    for (const text of [
      '2026-01-31 23:59:59',
      '2026-02-01 00:00:00',
      '2026-11-07 00:00:00',
      '2026-12-31 23:59:59',
      '2028-02-29 12:00:00',
    ]) {
      const instant = parseLegacyDate(text, IST);
      expect(instant, text).not.toBeNull();
      expect(formatLegacyDate(instant ?? 0, IST)).toBe(text);
    }
  });
});

describe('toIsoWithOffset', () => {
  it("writes an instant in the zone's wall clock with its offset", () => {
    expect(toIsoWithOffset(Date.parse('2026-11-07T04:30:00Z'), IST)).toBe(
      '2026-11-07T10:00:00+05:30',
    );
    expect(toIsoWithOffset(Date.parse('2026-01-31T18:30:00Z'), IST)).toBe(
      '2026-02-01T00:00:00+05:30',
    );
    expect(toIsoWithOffset(Date.parse('2026-12-31T18:29:59.999Z'), IST)).toBe(
      '2026-12-31T23:59:59+05:30',
    );
    expect(toIsoWithOffset(new Date('2026-12-01T09:30:00Z'), 'Europe/London')).toBe(
      '2026-12-01T09:30:00+00:00',
    );
    expect(toIsoWithOffset(new Date('2026-07-01T08:30:00Z'), 'America/New_York')).toBe(
      '2026-07-01T04:30:00-04:00',
    );
  });
});

describe('academyMonths', () => {
  it("counts months by India's calendar, across the year's end", () => {
    // 18:29:59 UTC on 31 January is still January in India; a second later it is February.
    expect(academyMonths(new Date('2026-01-31T18:29:59Z'), 1)).toEqual([{ year: 2026, month: 1 }]);
    expect(academyMonths(new Date('2026-01-31T18:30:00Z'), 1)).toEqual([{ year: 2026, month: 2 }]);
    expect(academyMonths(Date.parse('2026-11-30T20:00:00Z'), 3)).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
    ]);
  });

  it('agrees with the library in Asia/Kolkata for every half hour of 2026 to 2028', () => {
    const disagreements: string[] = [];
    const end = Date.parse('2029-01-01T00:00:00Z');
    for (let at = Date.parse('2026-01-01T00:00:00Z'); at < end; at += 30 * 60_000) {
      const local = inZone(at, IST);
      const [counted] = academyMonths(at, 1);
      if (counted?.year !== local.getFullYear() || counted.month !== local.getMonth() + 1) {
        disagreements.push(new Date(at).toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('inZone and isTimeZone', () => {
  it("reads an instant's date and time in a zone", () => {
    const local = inZone(Date.parse('2026-02-28T18:30:00Z'), IST);
    expect([local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours()]).toEqual([
      2026, 3, 1, 0,
    ]);
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('parseIsoInstant', () => {
  it('reads ISO 8601 instants that name their offset', () => {
    expect(parseIsoInstant('2026-12-05T10:42:07.250+05:30')).toBe(
      Date.UTC(2026, 11, 5, 5, 12, 7, 250),
    );
    expect(parseIsoInstant('2026-12-05T05:12:07Z')).toBe(Date.UTC(2026, 11, 5, 5, 12, 7));
    expect(parseIsoInstant('2026-12-05T10:42+05:30')).toBe(Date.UTC(2026, 11, 5, 5, 12));
  });
  it('refuses zone-less times, impossible dates and other text', () => {
    expect(parseIsoInstant('2026-12-05T10:42:07')).toBeNull();
    expect(parseIsoInstant('2026-12-05 10:42:07+05:30')).toBeNull();
    expect(parseIsoInstant('2026-02-30T10:00:00Z')).toBeNull();
    expect(parseIsoInstant('yesterday')).toBeNull();
  });
});

describe('toIsoWithOffsetMs', () => {
  it("writes the zone's wall clock to the millisecond with its offset", () => {
    expect(toIsoWithOffsetMs(Date.UTC(2026, 11, 5, 18, 30, 0, 5), IST)).toBe(
      '2026-12-06T00:00:00.005+05:30',
    );
  });
});
