import { describe, expect, it } from 'vitest';
import { parseQuietHours } from '../../config/reminders.ts';
import { sendableAtMs } from '../quiet-hours.ts';

const NIGHT = { startHour: 21, endHour: 8 };
const AFTERNOON = { startHour: 13, endHour: 15 };
const at = (iso: string) => Date.parse(iso);

describe('parseQuietHours', () => {
  it('reads two hours joined by "-", and empty text as none', () => {
    expect(parseQuietHours('21-8')).toEqual(NIGHT);
    expect(parseQuietHours(' 13 - 15 ')).toEqual(AFTERNOON);
    expect(parseQuietHours('0-23')).toEqual({ startHour: 0, endHour: 23 });
    expect(parseQuietHours('')).toBeNull();
    expect(parseQuietHours('   ')).toBeNull();
  });

  it('refuses anything else, saying what it takes', () => {
    const shape =
      'must be two hours of India time from 0 to 23 joined by "-", such as 21-8 (21:00 to 08:00), or empty for none; got "24-6"';
    expect(() => parseQuietHours('24-6')).toThrow(shape);
    for (const bad of ['21', '21-', '9pm-8am', '21:30-8', '-1-8', '21-8-9', 'off']) {
      expect(() => parseQuietHours(bad)).toThrow(/must be two hours of India time/);
    }
    expect(() => parseQuietHours('8-8')).toThrow(
      'must start and end at different hours (8-8 would be all day or no time); leave it empty for none',
    );
  });
});

describe('sendableAtMs', () => {
  it('keeps a time outside quiet hours as it is', () => {
    for (const iso of [
      '2026-12-08T08:00:00+05:30',
      '2026-12-08T12:34:56+05:30',
      '2026-12-08T20:59:59.999+05:30',
    ]) {
      expect(sendableAtMs(at(iso), NIGHT)).toBe(at(iso));
    }
  });

  it('moves a time in the evening part of the night to 08:00 the next morning', () => {
    expect(sendableAtMs(at('2026-12-08T21:00:00+05:30'), NIGHT)).toBe(
      at('2026-12-09T08:00:00+05:30'),
    );
    expect(sendableAtMs(at('2026-12-08T22:00:00+05:30'), NIGHT)).toBe(
      at('2026-12-09T08:00:00+05:30'),
    );
    expect(sendableAtMs(at('2026-12-08T23:59:59+05:30'), NIGHT)).toBe(
      at('2026-12-09T08:00:00+05:30'),
    );
  });

  it('moves a time after midnight to 08:00 the same morning', () => {
    expect(sendableAtMs(at('2026-12-09T00:00:00+05:30'), NIGHT)).toBe(
      at('2026-12-09T08:00:00+05:30'),
    );
    expect(sendableAtMs(at('2026-12-09T07:59:59+05:30'), NIGHT)).toBe(
      at('2026-12-09T08:00:00+05:30'),
    );
  });

  it('counts on India time whatever the instant is written in, across months and years', () => {
    // 16:00 UTC is 21:30 in India.
    expect(sendableAtMs(at('2026-12-31T16:00:00Z'), NIGHT)).toBe(at('2027-01-01T02:30:00Z'));
    expect(sendableAtMs(at('2027-02-28T20:00:00+05:30'), NIGHT)).toBe(
      at('2027-02-28T20:00:00+05:30'),
    );
    expect(sendableAtMs(at('2027-02-28T21:15:00+05:30'), NIGHT)).toBe(
      at('2027-03-01T08:00:00+05:30'),
    );
  });

  it('handles quiet hours within one day', () => {
    expect(sendableAtMs(at('2026-12-08T12:59:00+05:30'), AFTERNOON)).toBe(
      at('2026-12-08T12:59:00+05:30'),
    );
    expect(sendableAtMs(at('2026-12-08T13:00:00+05:30'), AFTERNOON)).toBe(
      at('2026-12-08T15:00:00+05:30'),
    );
    expect(sendableAtMs(at('2026-12-08T14:30:00+05:30'), AFTERNOON)).toBe(
      at('2026-12-08T15:00:00+05:30'),
    );
    expect(sendableAtMs(at('2026-12-08T15:00:00+05:30'), AFTERNOON)).toBe(
      at('2026-12-08T15:00:00+05:30'),
    );
  });

  it('sends at once with no quiet hours', () => {
    expect(sendableAtMs(at('2026-12-08T23:00:00+05:30'), null)).toBe(
      at('2026-12-08T23:00:00+05:30'),
    );
  });
});
