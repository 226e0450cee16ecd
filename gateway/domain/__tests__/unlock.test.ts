import { describe, expect, it } from 'vitest';
import type { ClassItemModel, OrderModel } from '../../upstream/legacy-api/models.ts';
import { ACADEMY_TIME_ZONE, toIsoWithOffset } from '../../../common/time-zone.ts';
import {
  WEEK_MS,
  availableWeek,
  isPaid,
  outlineView,
  ownerView,
  unlockedFor,
  weekOpensAtMs,
} from '../unlock.ts';

const orderedAtMs = Date.parse('2026-11-07T10:00:00+05:30');
const at = (ms: number) => new Date(orderedAtMs + ms);
const DAY = 86_400_000;

describe('availableWeek', () => {
  it('is week 1 until exactly seven days have passed', () => {
    expect(availableWeek(orderedAtMs, at(0))).toBe(1);
    expect(availableWeek(orderedAtMs, at(WEEK_MS - 1))).toBe(1);
  });
  it('opens week 2 at exactly seven days', () => {
    expect(availableWeek(orderedAtMs, at(WEEK_MS))).toBe(2);
  });
  it('is week 3 after fifteen days', () => {
    expect(availableWeek(orderedAtMs, at(15 * DAY))).toBe(3);
  });
  it('keeps week 1 open for an order dated slightly in the future', () => {
    expect(availableWeek(orderedAtMs, at(-DAY))).toBe(1);
  });
});

const item = (week: number): ClassItemModel => ({
  id: String(week),
  title: `Week ${week}`,
  description: '',
  week,
  fileType: 'VIDEO',
  thumbnailUrl: null,
  fileUrl: `http://files.test/${week}.webm`,
});
const order = (status: string): OrderModel => ({
  id: '1',
  bookingCode: null,
  orderedAt: '2026-11-07T10:00:00+05:30',
  orderedAtMs,
  status,
  amount: 3999,
  customerName: null,
  course: { id: '1', title: '', description: '', imageUrl: null, pricing: null },
});

describe('unlockedFor', () => {
  it('opens weeks up to the available week of a successful order', () => {
    const now = at(15 * DAY);
    expect([1, 2, 3, 4].map((week) => unlockedFor(order('Success'), item(week), now))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
  it('accepts Success in any case and nothing else', () => {
    expect(isPaid(order('SUCCESS'))).toBe(true);
    expect(isPaid(order(' success '))).toBe(true);
    expect(unlockedFor(order('Pending'), item(1), at(15 * DAY))).toBe(false);
    expect(unlockedFor(order('Failed'), item(1), at(15 * DAY))).toBe(false);
  });
  it('builds the owner view and the public outline view', () => {
    const scope = { customerId: '7', classItemIds: ['1', '2'] };
    expect(ownerView(order('Success'), item(2), at(WEEK_MS), scope)).toEqual({
      item: item(2),
      owned: true,
      unlocked: true,
      opensAtMs: Date.parse('2026-11-14T10:00:00+05:30'),
      progressScope: scope,
    });
    // An order that did not succeed: no opening date and no progress.
    expect(ownerView(order('Failed'), item(2), at(WEEK_MS), scope)).toEqual({
      item: item(2),
      owned: true,
      unlocked: false,
      opensAtMs: null,
      progressScope: null,
    });
    expect(outlineView(item(1))).toEqual({
      item: item(1),
      owned: false,
      unlocked: false,
      opensAtMs: null,
      progressScope: null,
    });
  });
});

describe('weekOpensAtMs', () => {
  const opens = (orderedAt: string, week: number) =>
    toIsoWithOffset(weekOpensAtMs(Date.parse(orderedAt), week), ACADEMY_TIME_ZONE);

  it('opens week 1 with the order and each later week 7 days after the one before', () => {
    expect(opens('2026-11-07T10:42:00+05:30', 1)).toBe('2026-11-07T10:42:00+05:30');
    expect(opens('2026-11-07T10:42:00+05:30', 2)).toBe('2026-11-14T10:42:00+05:30');
    expect(opens('2026-11-07T10:42:00+05:30', 4)).toBe('2026-11-28T10:42:00+05:30');
    expect(opens('2026-11-07T10:42:00+05:30', 0)).toBe('2026-11-07T10:42:00+05:30');
  });

  it('keeps the Indian wall-clock time around midnight IST (the UTC date differs)', () => {
    // 23:59:30 IST is 18:29:30 UTC the same day; 00:00:10 IST is 18:30:10 UTC the day before.
    expect(opens('2026-11-07T23:59:30+05:30', 2)).toBe('2026-11-14T23:59:30+05:30');
    expect(opens('2026-11-07T18:29:30Z', 2)).toBe('2026-11-14T23:59:30+05:30');
    expect(opens('2026-11-08T00:00:10+05:30', 3)).toBe('2026-11-22T00:00:10+05:30');
    expect(opens('2026-11-07T18:30:10Z', 3)).toBe('2026-11-22T00:00:10+05:30');
  });

  it('runs across month and year ends', () => {
    expect(opens('2026-11-28T00:00:10+05:30', 2)).toBe('2026-12-05T00:00:10+05:30');
    expect(opens('2027-01-31T22:00:00+05:30', 5)).toBe('2027-02-28T22:00:00+05:30');
    expect(opens('2027-02-22T09:00:00+05:30', 2)).toBe('2027-03-01T09:00:00+05:30');
    expect(opens('2026-12-30T23:30:00+05:30', 8)).toBe('2027-02-17T23:30:00+05:30');
    // 2028 is a leap year: 29 February is a day of its own.
    expect(opens('2028-02-26T08:15:00+05:30', 2)).toBe('2028-03-04T08:15:00+05:30');
  });

  it('is the instant the unlock rule opens the week: locked a millisecond before, open at it', () => {
    const success = { status: 'Success', orderedAtMs: Date.parse('2026-11-28T23:59:59+05:30') };
    const week3 = Date.parse('2026-12-12T23:59:59+05:30');
    expect(weekOpensAtMs(success.orderedAtMs, 3)).toBe(week3);
    expect(unlockedFor(success, { week: 3 }, new Date(week3 - 1))).toBe(false);
    expect(unlockedFor(success, { week: 3 }, new Date(week3))).toBe(true);
  });
});
