/**
 * Lesson progress rules: when a lesson counts as done, how far a student is through a course,
 * where they continue, and who may save progress in which lesson (the owner of a successful
 * order, in a lesson whose week is open).
 */
import type { SaveProgressValues } from '../../common/validation.ts';
import { parseIsoInstant } from '../../common/time-zone.ts';
import type { LessonProgress, ProgressRecord } from '../db/progress.ts';
import { forbidden, lessonLocked, refusedField } from '../errors.ts';
import type { ClassItemModel, ClassItemView, OrderModel } from '../upstream/legacy-api/models.ts';
import { unlockedFor, weekOpensAtMs } from './unlock.ts';
import { ownedCourseOrders } from './orders.ts';

/** Share of a video watched from which it counts as done. */
const VIDEO_DONE_SHARE = 0.9;

interface Reading {
  positionS?: number | null | undefined;
  durationS?: number | null | undefined;
  completed?: boolean | null | undefined;
}

/**
 * Whether a reading marks the lesson done (true), undone (false) or leaves that as stored
 * (undefined). An explicit `completed` wins: the student's Mark as done or its undoing, a PDF
 * opened or downloaded, a video's end. Otherwise a video whose position reaches 90% of its
 * duration is done; a position short of that never undoes a lesson done before.
 */
export function completionOf(fileType: ClassItemModel['fileType'], reading: Reading) {
  if (reading.completed != null) return reading.completed;
  const { positionS, durationS } = reading;
  if (fileType === 'VIDEO' && positionS != null && durationS != null && durationS > 0) {
    return positionS >= durationS * VIDEO_DONE_SHARE ? true : undefined;
  }
  return undefined;
}

interface CourseProgressCounts {
  completedItems: number;
  totalItems: number;
  percent: number;
}

/** Done lessons out of all the course's lessons, as a whole percentage rounded down. */
export function courseProgress(
  items: readonly Pick<ClassItemModel, 'id'>[],
  records: ReadonlyMap<string, Pick<ProgressRecord, 'completed'>>,
): CourseProgressCounts {
  const totalItems = items.length;
  const completedItems = items.filter((item) => records.get(item.id)?.completed === true).length;
  const percent = totalItems === 0 ? 0 : Math.floor((completedItems * 100) / totalItems);
  return { completedItems, totalItems, percent };
}

/**
 * Where to continue among an order's lessons (in week order): of the unlocked ones not done,
 * the one in progress the student last worked on, else the first not started; null when
 * every unlocked lesson is done.
 */
export function nextLesson(
  views: readonly ClassItemView[],
  records: ReadonlyMap<string, Pick<ProgressRecord, 'completed' | 'recordedAt'>>,
): ClassItemView | null {
  const open = views.filter(
    (view) => view.unlocked && records.get(view.item.id)?.completed !== true,
  );
  let latest: { view: ClassItemView; at: number } | null = null;
  for (const view of open) {
    const record = records.get(view.item.id);
    if (record && (latest === null || record.recordedAt.getTime() > latest.at)) {
      latest = { view, at: record.recordedAt.getTime() };
    }
  }
  return latest?.view ?? open[0] ?? null;
}

interface SaveProgressDependencies {
  /** The customer's orders (the provider's list) and a course's class items. */
  provider: {
    /** A list kept within the staleness budget, or read now (`kept` says which). */
    recentOrders(customerId: string): Promise<{ orders: OrderModel[]; kept: boolean }>;
    /** The provider's list as it is now. */
    currentOrders(customerId: string): Promise<OrderModel[]>;
    classItems(courseId: string): Promise<ClassItemModel[]>;
  };
  progress: LessonProgress;
  now: Date;
}

/** A lesson the customer may save progress in, with the order that dates its weeks. */
type Verdict =
  { allowed: true; item: ClassItemModel; order: OrderModel } | { allowed: false; refusal: Error };

/**
 * Whether `orders` let the customer save progress in the lesson: it is in a course they
 * bought (the earliest paid order dates its weeks) and its week is open at `now`.
 */
async function verdictIn(
  provider: SaveProgressDependencies['provider'],
  orders: OrderModel[],
  classItemId: string,
  now: Date,
): Promise<Verdict> {
  const owned = ownedCourseOrders(orders);
  const outlines = await Promise.all(owned.map((order) => provider.classItems(order.course.id)));
  for (const [index, items] of outlines.entries()) {
    const item = items.find((candidate) => candidate.id === classItemId);
    const order = owned[index];
    if (!item || !order) continue;
    if (unlockedFor(order, item, now)) return { allowed: true, item, order };
    return {
      allowed: false,
      refusal: lessonLocked(item.week, weekOpensAtMs(order.orderedAtMs, item.week)),
    };
  }
  return { allowed: false, refusal: forbidden('lessonNotOwned') };
}

/**
 * The lesson, when the customer may save progress in it. A list kept from an earlier save
 * may only let a save through: a refusal is decided on the provider's current list, so a
 * course bought a moment ago counts at once.
 */
async function permittedLesson(
  deps: SaveProgressDependencies,
  customerId: string,
  classItemId: string,
): Promise<{ item: ClassItemModel; order: OrderModel }> {
  const { provider, now } = deps;
  const recent = await provider.recentOrders(customerId);
  let verdict = await verdictIn(provider, recent.orders, classItemId, now);
  if (!verdict.allowed && recent.kept) {
    verdict = await verdictIn(provider, await provider.currentOrders(customerId), classItemId, now);
  }
  if (!verdict.allowed) throw verdict.refusal;
  return verdict;
}

/**
 * Saves a checked reading (common/validation.ts) for the customer: FORBIDDEN unless the
 * lesson belongs to a course they bought and its week is open. Returns what is stored then,
 * which is the earlier record when the reading is older than it.
 */
export async function saveLessonProgress(
  deps: SaveProgressDependencies,
  customerId: string,
  values: SaveProgressValues,
): Promise<ProgressRecord> {
  const { item, order } = await permittedLesson(deps, customerId, values.classItemId);
  const recordedAtMs =
    values.recordedAt == null ? deps.now.getTime() : parseIsoInstant(values.recordedAt);
  // A reading from before the lesson opened cannot be true: a device's clock (or a person)
  // chose it, and completion dates must not be chosen.
  if (recordedAtMs !== null && recordedAtMs < weekOpensAtMs(order.orderedAtMs, item.week)) {
    throw refusedField('recordedAt', 'progressBeforeOpen');
  }
  const completed = completionOf(item.fileType, values);
  return deps.progress.saveProgress({
    customerId,
    classItemId: item.id,
    ...(values.positionS == null ? {} : { positionS: values.positionS }),
    ...(completed === undefined ? {} : { completed }),
    // The schema refused any recordedAt that does not read as an instant.
    recordedAt: new Date(recordedAtMs ?? deps.now.getTime()),
  });
}
