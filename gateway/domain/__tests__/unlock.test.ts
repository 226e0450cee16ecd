import { describe, expect, it } from 'vitest';
import type { ClassItemModel, OrderModel } from '../../upstream/legacy-api/models.ts';
import { WEEK_MS, availableWeek, isPaid, outlineView, ownerView, unlockedFor } from '../unlock.ts';

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
    expect(ownerView(order('Success'), item(2), at(WEEK_MS))).toEqual({
      item: item(2),
      owned: true,
      unlocked: true,
    });
    expect(outlineView(item(1))).toEqual({ item: item(1), owned: false, unlocked: false });
  });
});
