/**
 * Course rules: the order of a course's class items and the weeks they span.
 */
import type { ClassItemModel } from '../upstream/legacy-api/models.ts';

/** The duration shown when a course has no class items yet (SPEC.md §2). */
const DEFAULT_WEEK_RANGE = '1 - 8';

/** Items in week order (the provider's order within a week). */
export function byWeek(items: ClassItemModel[]): ClassItemModel[] {
  return [...items].sort((a, b) => a.week - b.week);
}

/** "first - last" week of the items; "1 - 8" when there are none. */
export function weekRange(items: ClassItemModel[]): string {
  if (items.length === 0) return DEFAULT_WEEK_RANGE;
  const weeks = items.map((item) => item.week);
  return `${Math.min(...weeks)} - ${Math.max(...weeks)}`;
}
