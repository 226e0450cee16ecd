/**
 * Lesson progress: where a customer stands in each class item, and whether they finished it.
 * Browsers send readings out of order (several tabs, retries, a phone back online), so a
 * record only moves forward in the time the browser took its reading: an older reading
 * changes nothing, on either database and however many writes race.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { LessonProgressTable, Tables } from './tables.ts';

export interface ProgressRecord {
  customerId: string;
  classItemId: string;
  /** Where playback stood, in seconds. */
  positionS: number;
  completed: boolean;
  /** When the browser took the reading held. */
  recordedAt: Date;
  /** When the gateway stored it. */
  updatedAt: Date;
  /** When it was done, on the gateway's clock (never the device's); null while not done. */
  completedAt: Date | null;
}

interface ProgressReading {
  customerId: string;
  classItemId: string;
  /** Absent keeps the stored position (0 for a first reading). */
  positionS?: number;
  /** Absent keeps the stored completion (false for a first reading). */
  completed?: boolean;
  /** When the browser took the reading. */
  recordedAt: Date;
}

export class LessonProgress {
  private readonly db: Kysely<Tables>;
  private readonly now: () => Date;

  constructor(db: Kysely<Tables>, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  /**
   * Stores a reading unless the stored one was taken later, and returns what is stored then.
   * One statement decides: an insert whose conflict update applies only while the new
   * reading is not older than the stored one.
   */
  async saveProgress(reading: ProgressReading): Promise<ProgressRecord> {
    const { customerId, classItemId, positionS, completed, recordedAt } = reading;
    if (positionS !== undefined && !(Number.isFinite(positionS) && positionS >= 0)) {
      throw new RangeError(`a position must be a finite number of seconds >= 0, got ${positionS}`);
    }
    const recordedAtMs = recordedAt.getTime();
    if (Number.isNaN(recordedAtMs)) throw new RangeError('recordedAt is not a valid date');
    const nowMs = this.now().getTime();
    await this.db
      .insertInto('lesson_progress')
      .values({
        customer_id: customerId,
        class_item_id: classItemId,
        position_s: positionS ?? 0,
        completed: completed ? 1 : 0,
        recorded_at: recordedAtMs,
        updated_at: nowMs,
        completed_at: completed ? nowMs : null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['customer_id', 'class_item_id'])
          .doUpdateSet((row) => ({
            ...(positionS === undefined ? {} : { position_s: row.ref('excluded.position_s') }),
            ...(completed === undefined
              ? {}
              : {
                  completed: row.ref('excluded.completed'),
                  // Done again keeps when it was first done; undone forgets it.
                  completed_at: sql<number | null>`case when ${row.ref('excluded.completed')} = 1
                    then coalesce(${row.ref('lesson_progress.completed_at')}, ${row.ref('excluded.completed_at')})
                    else null end`,
                }),
            recorded_at: row.ref('excluded.recorded_at'),
            updated_at: row.ref('excluded.updated_at'),
          }))
          .whereRef('excluded.recorded_at', '>=', 'lesson_progress.recorded_at'),
      )
      .execute();
    const stored = await this.db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('class_item_id', '=', classItemId)
      .executeTakeFirstOrThrow();
    return toRecord(stored);
  }

  /** The stored progress of a customer in the given class items, by class item id. */
  async progressFor(
    customerId: string,
    classItemIds: readonly string[],
  ): Promise<Map<string, ProgressRecord>> {
    if (classItemIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('class_item_id', 'in', [...new Set(classItemIds)])
      .execute();
    return new Map(rows.map((row) => [row.class_item_id, toRecord(row)]));
  }

  /** Every lesson the customer has progress in, most recently stored first. */
  async allOf(customerId: string): Promise<ProgressRecord[]> {
    const rows = await this.db
      .selectFrom('lesson_progress')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('updated_at', 'desc')
      .orderBy('class_item_id')
      .execute();
    return rows.map(toRecord);
  }
}

function toRecord(row: Selectable<LessonProgressTable>): ProgressRecord {
  return {
    customerId: row.customer_id,
    classItemId: row.class_item_id,
    positionS: row.position_s,
    completed: row.completed === 1,
    recordedAt: new Date(row.recorded_at),
    updatedAt: new Date(row.updated_at),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
  };
}
