/**
 * Course: prices from the course list (also for courses reached through an order row),
 * class outline from details_list only when asked for.
 */
import type { CourseResolvers } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { amountPaise, finalPrice } from '../../domain/money.ts';
import type { CourseModel, CoursePricing } from '../../upstream/legacy-api/models.ts';
import { outlineView } from '../../domain/unlock.ts';
import { byWeek, weekRange } from '../../domain/courses.ts';

async function pricingOf(course: CourseModel, context: GatewayContext): Promise<CoursePricing> {
  return course.pricing ?? (await context.provider.pricedCourse(course.id)).pricing;
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
