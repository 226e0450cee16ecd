/**
 * Order rules: which of a customer's orders stands for a course, and whether they own it.
 */
import type { OrderModel } from '../upstream/legacy-api/models.ts';
import { isPaid } from './unlock.ts';

function earlierFirst(a: OrderModel, b: OrderModel): number {
  return a.orderedAtMs - b.orderedAtMs || Number(a.id) - Number(b.id) || a.id.localeCompare(b.id);
}

/**
 * The customer's order for a course: the earliest paid one when there is one (a second
 * purchase never restarts the weeks already open), else the newest attempt (orders arrive
 * newest first). null when the customer has none for it.
 */
export function orderForCourse(orders: OrderModel[], courseId: string): OrderModel | null {
  const wanted = courseId.trim();
  const forCourse = orders.filter((order) => order.course.id === wanted);
  const [earliestPaid] = forCourse.filter(isPaid).sort(earlierFirst);
  return earliestPaid ?? forCourse[0] ?? null;
}

/**
 * The orders that stand for the courses the customer owns: for each course with a paid
 * order, its earliest paid one (which dates its weeks), in the order the courses first appear.
 */
export function ownedCourseOrders(orders: OrderModel[]): OrderModel[] {
  const courseIds = [...new Set(orders.filter(isPaid).map((order) => order.course.id))];
  return courseIds.flatMap((courseId) => orderForCourse(orders, courseId) ?? []);
}

/** One of the customer's orders by its id (as typed, spaces aside); null when not theirs. */
export function orderById(orders: OrderModel[], id: string): OrderModel | null {
  const wanted = id.trim();
  return orders.find((order) => order.id === wanted) ?? null;
}

/**
 * The order as the unlock rule sees it: dated from the customer's first paid order for its
 * course, so a second purchase never shrinks what is open.
 */
export function datedFromFirstPaid(order: OrderModel, orders: OrderModel[]): OrderModel {
  if (!isPaid(order)) return order;
  const first = orderForCourse(orders, order.course.id);
  return first && first.orderedAtMs < order.orderedAtMs
    ? { ...order, orderedAtMs: first.orderedAtMs }
    : order;
}

/** Whether the customer has a paid order for the course. */
export function ownsCourse(orders: OrderModel[], courseId: string): boolean {
  const found = orderForCourse(orders, courseId);
  return found !== null && isPaid(found);
}

/** How many paid orders the customer has for the course (more than one: a refund is due). */
export function paidOrderCount(orders: OrderModel[], courseId: string): number {
  const wanted = courseId.trim();
  return orders.filter((order) => order.course.id === wanted && isPaid(order)).length;
}
