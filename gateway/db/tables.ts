/**
 * The tables of the gateway's durable data, as Kysely sees them. One schema serves SQLite and
 * PostgreSQL: times are integer epoch milliseconds and flags are integers 0 or 1, so both
 * store, compare and return them alike.
 */

/** How far a customer got in one class item; one row per (customer, class item). */
export interface LessonProgressTable {
  customer_id: string;
  class_item_id: string;
  /** Where playback stood, in seconds. */
  position_s: number;
  /** 1 once the customer finished the item, else 0. */
  completed: number;
  /** When the browser took this reading (epoch ms); a row only moves forward in it. */
  recorded_at: number;
  /** When the gateway wrote the row (epoch ms). */
  updated_at: number;
}

/** The secret in a customer's calendar feed address; one per customer. */
interface CalendarKeysTable {
  customer_id: string;
  feed_key: string;
  /** When this key was made (epoch ms). */
  created_at: number;
}

export interface Tables {
  lesson_progress: LessonProgressTable;
  calendar_keys: CalendarKeysTable;
}
