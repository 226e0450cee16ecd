import { describe, expect, it } from 'vitest';
import type { OrderModel } from '../../upstream/legacy-api/models.ts';
import {
  datedFromFirstPaid,
  orderById,
  orderForCourse,
  ownsCourse,
  paidOrderCount,
} from '../orders.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00+05:30');

function order(id: string, courseId: string, daysAgo: number, status = 'Success'): OrderModel {
  const orderedAtMs = now - daysAgo * DAY;
  return {
    id,
    bookingCode: null,
    orderedAt: new Date(orderedAtMs).toISOString(),
    orderedAtMs,
    status,
    amount: 3999,
    customerName: null,
    course: { id: courseId, title: 'Course', description: '', imageUrl: null, pricing: null },
  };
}

describe('orderForCourse', () => {
  it('is the earliest paid order when a course was paid twice, so access never shrinks', () => {
    // Newest first, as the provider lists them.
    const orders = [order('9', '1', 0), order('5', '1', 20), order('3', '2', 30)];
    expect(orderForCourse(orders, '1')?.id).toBe('5');
  });

  it('prefers a paid order to a newer unpaid attempt', () => {
    const orders = [order('9', '1', 0, 'Pending'), order('5', '1', 2)];
    expect(orderForCourse(orders, '1')?.id).toBe('5');
  });

  it('is the newest attempt when none is paid, and null for a course not bought', () => {
    const orders = [order('9', '1', 0, 'Failed'), order('5', '1', 2, 'Pending')];
    expect(orderForCourse(orders, '1')?.id).toBe('9');
    expect(orderForCourse(orders, '2')).toBeNull();
  });

  it('breaks a tie in time by the lower order id', () => {
    expect(orderForCourse([order('12', '1', 1), order('11', '1', 1)], '1')?.id).toBe('11');
  });
});

describe('ownsCourse and paidOrderCount', () => {
  it('count only paid orders of the course', () => {
    const orders = [order('9', '1', 0), order('5', '1', 20), order('4', '2', 3, 'Pending')];
    expect(ownsCourse(orders, '1')).toBe(true);
    expect(ownsCourse(orders, '2')).toBe(false);
    expect(paidOrderCount(orders, '1')).toBe(2);
    expect(paidOrderCount(orders, '2')).toBe(0);
  });
});

describe('orderById', () => {
  it("finds one of the customer's orders by id, spaces aside, and null for anyone else's", () => {
    const orders = [order('9', '1', 0), order('5', '2', 3)];
    expect(orderById(orders, ' 5 ')?.course.id).toBe('2');
    expect(orderById(orders, '7')).toBeNull();
  });
});

describe('datedFromFirstPaid', () => {
  it('dates a second paid order of a course from the first, so no open week closes', () => {
    const orders = [order('9', '1', 0), order('5', '1', 15)];
    expect(datedFromFirstPaid(order('9', '1', 0), orders).orderedAtMs).toBe(now - 15 * DAY);
  });

  it('leaves an unpaid order, and the first paid order itself, as they are', () => {
    const orders = [order('9', '1', 0, 'Pending'), order('5', '1', 15)];
    expect(datedFromFirstPaid(order('9', '1', 0, 'Pending'), orders).orderedAtMs).toBe(now);
    expect(datedFromFirstPaid(order('5', '1', 15), orders).orderedAtMs).toBe(now - 15 * DAY);
  });
});
