/**
 * The one unlock rule (SPEC.md §4, §9): a week of material opens every 604800000 ms after
 * the order date; an item is open when its order succeeded and its week has come.
 */
import type { ClassItemModel, ClassItemView, OrderModel } from '../upstream/legacy-api/models.ts';

export const WEEK_MS = 604_800_000;

/**
 * Whole weeks since the order plus one. Never below 1: an order dated a little in the
 * future (clock skew between the provider and us) still opens its first week.
 */
export function availableWeek(orderedAtMs: number, now: Date): number {
  return Math.max(1, Math.floor((now.getTime() - orderedAtMs) / WEEK_MS) + 1);
}

/** Only a successful payment opens material ("Success", in any case). */
export function isPaid(order: Pick<OrderModel, 'status'>): boolean {
  return order.status.trim().toLowerCase() === 'success';
}

export function unlockedFor(
  order: Pick<OrderModel, 'status' | 'orderedAtMs'>,
  item: Pick<ClassItemModel, 'week'>,
  now: Date,
): boolean {
  return isPaid(order) && item.week <= availableWeek(order.orderedAtMs, now);
}

/** The order owner's view of a class item: the file URL is theirs once it is unlocked. */
export function ownerView(order: OrderModel, item: ClassItemModel, now: Date): ClassItemView {
  return { item, owned: true, unlocked: unlockedFor(order, item, now) };
}

/** The public outline's view: never unlocked, never a file. */
export function outlineView(item: ClassItemModel): ClassItemView {
  return { item, owned: false, unlocked: false };
}
