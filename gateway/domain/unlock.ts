/**
 * The one unlock rule (SPEC.md §4, §9): a week of material opens every 604800000 ms after
 * the order date; an item is open when its order succeeded and its week has come.
 */
import type {
  ClassItemModel,
  ClassItemView,
  OrderModel,
  ProgressScope,
} from '../upstream/legacy-api/models.ts';

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

/**
 * When a week opens (epoch ms): the order's date plus (week - 1) x 7 days, the instant from
 * which `availableWeek` reaches it. Week 1 (and any week below it) opens with the order.
 */
export function weekOpensAtMs(orderedAtMs: number, week: number): number {
  return orderedAtMs + (Math.max(1, week) - 1) * WEEK_MS;
}

/**
 * The order owner's view of a class item: the file URL is theirs once it is unlocked; its
 * opening date and progress are shown when the order succeeded.
 */
export function ownerView(
  order: OrderModel,
  item: ClassItemModel,
  now: Date,
  progressScope: ProgressScope | null,
): ClassItemView {
  const paid = isPaid(order);
  return {
    item,
    owned: true,
    unlocked: unlockedFor(order, item, now),
    opensAtMs: paid ? weekOpensAtMs(order.orderedAtMs, item.week) : null,
    progressScope: paid ? progressScope : null,
  };
}

/** The public outline's view: never unlocked, never a file, no dates, no progress. */
export function outlineView(item: ClassItemModel): ClassItemView {
  return { item, owned: false, unlocked: false, opensAtMs: null, progressScope: null };
}
