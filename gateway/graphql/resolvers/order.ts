/**
 * Order: everything but the class items comes from the order row; the items are the
 * course's outline with the unlock rule applied for this (the viewer's own) order.
 */
import type { OrderResolvers } from '../generated/resolvers-types.ts';
import { availableWeek, ownerView } from '../../domain/unlock.ts';
import { byWeek } from '../../domain/courses.ts';

export const Order: OrderResolvers = {
  availableWeek: (order, _args, context) => availableWeek(order.orderedAtMs, context.now()),
  classItems: async (order, _args, context) => {
    const now = context.now();
    const items = await context.provider.classItems(order.course.id);
    return byWeek(items).map((item) => ownerView(order, item, now));
  },
};
