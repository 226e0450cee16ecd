/**
 * Certificate rules: a course is finished when it has lessons, its last week is open on the
 * student's paid order, and every one of its lessons is done; it was finished when the last
 * of them was marked done.
 */
import type { ProgressRecord } from '../db/progress.ts';
import type { ClassItemModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { isPaid, unlockedFor } from './unlock.ts';

/**
 * When the student finished the course (epoch ms): the latest reading that marked one of its
 * lessons done; null while it is not finished, and for a course without lessons.
 */
export function courseFinishedAtMs(
  order: Pick<OrderModel, 'status' | 'orderedAtMs'>,
  items: readonly Pick<ClassItemModel, 'id' | 'week'>[],
  records: ReadonlyMap<string, Pick<ProgressRecord, 'completed' | 'recordedAt'>>,
  now: Date,
): number | null {
  if (items.length === 0 || !isPaid(order)) return null;
  let finishedAt = 0;
  for (const item of items) {
    const record = records.get(item.id);
    if (!unlockedFor(order, item, now) || record?.completed !== true) return null;
    finishedAt = Math.max(finishedAt, record.recordedAt.getTime());
  }
  return finishedAt;
}
