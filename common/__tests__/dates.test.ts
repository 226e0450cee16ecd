import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoment, formatOpening, hindiDayPart } from '../dates.ts';

describe('English dates (unchanged)', () => {
  it('formats in the academy zone whatever the offset given', () => {
    expect(formatDateTime('2026-11-07T10:00:00+05:30')).toBe('07 Nov 2026, 10:00 am');
    expect(formatDateTime('2026-11-07T04:30:00Z')).toBe('07 Nov 2026, 10:00 am');
    expect(formatDate('2026-11-07T04:30:00Z')).toBe('7 Nov 2026');
    expect(formatOpening('2026-12-05T05:12:00Z')).toBe('Sat 5 Dec, 10:42 am IST');
    expect(formatMoment(new Date('2026-11-28T05:12:00Z'), 'en')).toBe(
      'Sat 28 Nov 2026, 10:42 am IST',
    );
  });

  it('reads midnight and noon as 12 am and 12 pm', () => {
    expect(formatDateTime('2026-12-04T00:00:00+05:30')).toBe('04 Dec 2026, 12:00 am');
    expect(formatDateTime('2026-12-04T12:00:00+05:30')).toBe('04 Dec 2026, 12:00 pm');
  });

  it('gives unreadable input back as it came', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('not a date', 'hi')).toBe('not a date');
  });
});

describe('Hindi dates', () => {
  it('writes the issue’s example: weekday and month in full, शाम and बजे', () => {
    expect(formatOpening('2026-12-04T18:53:00+05:30', 'hi')).toBe(
      'शुक्रवार, 4 दिसंबर को शाम 6:53 बजे (IST)',
    );
    expect(formatDateTime('2026-11-13T13:23:00Z', 'hi')).toBe('13 नवंबर 2026, शाम 6:53 बजे');
    expect(formatDate('2026-02-01T10:00:00+05:30', 'hi')).toBe('1 फ़रवरी 2026');
    expect(formatMoment(new Date('2026-11-28T05:12:00Z'), 'hi')).toBe(
      'शनिवार, 28 नवंबर 2026 को सुबह 10:42 बजे (IST)',
    );
  });

  it('says the hour alone when the minutes are zero', () => {
    expect(formatDateTime('2026-11-07T10:00:00+05:30', 'hi')).toBe('7 नवंबर 2026, सुबह 10 बजे');
    expect(formatDateTime('2026-03-01T19:00:00+05:30', 'hi')).toBe('1 मार्च 2026, शाम 7 बजे');
  });

  it('around midnight in India: the day changes at 12 रात, not at UTC midnight', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is midnight, the next day.
    expect(formatDateTime('2026-12-03T18:29:00Z', 'hi')).toBe('3 दिसंबर 2026, रात 11:59 बजे');
    expect(formatDateTime('2026-12-03T18:30:00Z', 'hi')).toBe('4 दिसंबर 2026, रात 12 बजे');
    expect(formatOpening('2026-12-03T18:31:00Z', 'hi')).toBe(
      'शुक्रवार, 4 दिसंबर को रात 12:01 बजे (IST)',
    );
    expect(formatDate('2026-12-31T18:30:00Z', 'hi')).toBe('1 जनवरी 2027');
  });

  it('around noon: 11:59 is सुबह, 12:00 and 12:30 are दोपहर', () => {
    expect(formatDateTime('2026-12-04T11:59:00+05:30', 'hi')).toBe('4 दिसंबर 2026, सुबह 11:59 बजे');
    expect(formatDateTime('2026-12-04T12:00:00+05:30', 'hi')).toBe('4 दिसंबर 2026, दोपहर 12 बजे');
    expect(formatDateTime('2026-12-04T12:30:00+05:30', 'hi')).toBe('4 दिसंबर 2026, दोपहर 12:30 बजे');
  });

  it('changes the part of the day at 4 am, noon, 4 pm and 8 pm', () => {
    const at = (time: string) => formatDateTime(`2026-12-04T${time}:00+05:30`, 'hi');
    expect(at('03:59')).toBe('4 दिसंबर 2026, रात 3:59 बजे');
    expect(at('04:00')).toBe('4 दिसंबर 2026, सुबह 4 बजे');
    expect(at('15:59')).toBe('4 दिसंबर 2026, दोपहर 3:59 बजे');
    expect(at('16:00')).toBe('4 दिसंबर 2026, शाम 4 बजे');
    expect(at('19:59')).toBe('4 दिसंबर 2026, शाम 7:59 बजे');
    expect(at('20:00')).toBe('4 दिसंबर 2026, रात 8 बजे');
  });

  it('names every hour’s part of the day', () => {
    expect(Array.from({ length: 24 }, (_, hour) => hindiDayPart(hour))).toEqual([
      ...Array<string>(4).fill('रात'),
      ...Array<string>(8).fill('सुबह'),
      ...Array<string>(4).fill('दोपहर'),
      ...Array<string>(4).fill('शाम'),
      ...Array<string>(4).fill('रात'),
    ]);
  });

  it('names every month and weekday in full', () => {
    const months = Array.from({ length: 12 }, (_, index) =>
      formatDate(`2027-${String(index + 1).padStart(2, '0')}-15T12:00:00+05:30`, 'hi'),
    );
    expect(months).toEqual([
      '15 जनवरी 2027',
      '15 फ़रवरी 2027',
      '15 मार्च 2027',
      '15 अप्रैल 2027',
      '15 मई 2027',
      '15 जून 2027',
      '15 जुलाई 2027',
      '15 अगस्त 2027',
      '15 सितंबर 2027',
      '15 अक्टूबर 2027',
      '15 नवंबर 2027',
      '15 दिसंबर 2027',
    ]);
    // 6 to 12 December 2026 run Sunday to Saturday.
    const days = Array.from({ length: 7 }, (_, index) =>
      formatOpening(`2026-12-${String(6 + index).padStart(2, '0')}T09:05:00+05:30`, 'hi'),
    );
    expect(days).toEqual([
      'रविवार, 6 दिसंबर को सुबह 9:05 बजे (IST)',
      'सोमवार, 7 दिसंबर को सुबह 9:05 बजे (IST)',
      'मंगलवार, 8 दिसंबर को सुबह 9:05 बजे (IST)',
      'बुधवार, 9 दिसंबर को सुबह 9:05 बजे (IST)',
      'गुरुवार, 10 दिसंबर को सुबह 9:05 बजे (IST)',
      'शुक्रवार, 11 दिसंबर को सुबह 9:05 बजे (IST)',
      'शनिवार, 12 दिसंबर को सुबह 9:05 बजे (IST)',
    ]);
  });
});
