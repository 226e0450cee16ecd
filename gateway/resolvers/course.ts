/**
 * Course: prices from the course list (also for courses reached through an order row),
 * class outline from details_list only when asked for.
 */
import type { CourseResolvers } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { ErrorMessage, notFound } from '../errors.ts';
import { amountPaise, finalPrice } from '../money.ts';
import type { ClassItemModel, CourseModel, CoursePricing } from '../provider/models.ts';
import { outlineView } from '../unlock.ts';

async function pricingOf(course: CourseModel, context: GatewayContext): Promise<CoursePricing> {
  if (course.pricing) return course.pricing;
  const listed = await context.provider.course(course.id);
  if (!listed?.pricing) throw notFound(ErrorMessage.courseNotFound);
  return listed.pricing;
}

/** Items in week order (the provider's order within a week). */
export function byWeek(items: ClassItemModel[]): ClassItemModel[] {
  return [...items].sort((a, b) => a.week - b.week);
}

/** "first - last" week of the items; "1 - 8" when there are none. */
export function weekRange(items: ClassItemModel[]): string {
  if (items.length === 0) return '1 - 8';
  const weeks = items.map((item) => item.week);
  return `${Math.min(...weeks)} - ${Math.max(...weeks)}`;
}

export const Course: CourseResolvers = {
  price: async (course, _args, context) => (await pricingOf(course, context)).price,
  discount: async (course, _args, context) => (await pricingOf(course, context)).discount,
  finalPrice: async (course, _args, context) => finalPrice(await pricingOf(course, context)),
  amountPaise: async (course, _args, context) => amountPaise(await pricingOf(course, context)),
  weekRange: async (course, _args, context) =>
    weekRange(await context.provider.classItems(course.id)),
  classItems: async (course, _args, context) =>
    byWeek(await context.provider.classItems(course.id)).map(outlineView),
};
