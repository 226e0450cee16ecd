/**
 * Order: everything but the class items comes from the order row; the items are the
 * course's outline with the unlock rule applied for this (the viewer's own) order. Weeks open
 * from the customer's first paid order for the course, so a second purchase never shrinks
 * what is open.
 */
import type { OrderResolvers } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { OrderModel } from '../../upstream/legacy-api/models.ts';
import { availableWeek, isPaid, ownerView } from '../../domain/unlock.ts';
import { byWeek } from '../../domain/courses.ts';
import { datedFromFirstPaid } from '../../domain/orders.ts';

/** The order dated as the unlock rule sees it, among the viewer's own orders. */
async function asUnlocked(order: OrderModel, context: GatewayContext): Promise<OrderModel> {
  const { session } = context;
  if (session.kind !== 'valid' || !isPaid(order)) return order;
  // The request has already read these orders; this is the same (memoised) list.
  return datedFromFirstPaid(order, await context.provider.orders(session.identity.customerId));
}

export const Order: OrderResolvers = {
  availableWeek: async (order, _args, context) =>
    availableWeek((await asUnlocked(order, context)).orderedAtMs, context.now()),
  classItems: async (order, _args, context) => {
    const now = context.now();
    const [unlocking, items] = await Promise.all([
      asUnlocked(order, context),
      context.provider.classItems(order.course.id),
    ]);
    return byWeek(items).map((item) => ownerView(unlocking, item, now));
  },
};
