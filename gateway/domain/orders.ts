/**
 * Order rules: which of a customer's orders stands for a course.
 */
import type { OrderModel } from '../upstream/legacy-api/models.ts';
import { isPaid } from './unlock.ts';

/**
 * The customer's order for a course: the paid one when there is one, else the newest
 * attempt (orders arrive newest first). null when the customer has none for it.
 */
export function orderForCourse(orders: OrderModel[], courseId: string): OrderModel | null {
  const wanted = courseId.trim();
  const forCourse = orders.filter((order) => order.course.id === wanted);
  return forCourse.find(isPaid) ?? forCourse[0] ?? null;
}
