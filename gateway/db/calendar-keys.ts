/**
 * Calendar feed keys: the secret in the address of a customer's calendar feed, which calendar
 * apps fetch without a session. One per customer, made on first ask; resetting it replaces
 * it, so an address shared by mistake stops working.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/** 24 random bytes (192 bits), written as 32 URL-safe characters. */
const KEY_BYTES = 24;
const KEY_FORMAT = /^[A-Za-z0-9_-]{32}$/;

const newKey = () => randomBytes(KEY_BYTES).toString('base64url');

export class CalendarKeys {
  private readonly db: Kysely<Tables>;
  private readonly now: () => Date;

  constructor(db: Kysely<Tables>, now: () => Date) {
    this.db = db;
    this.now = now;
  }

  /** The customer's key, made now when they have none (concurrent first asks get one key). */
  async calendarKeyFor(customerId: string): Promise<string> {
    await this.db
      .insertInto('calendar_keys')
      .values({ customer_id: customerId, feed_key: newKey(), created_at: this.now().getTime() })
      .onConflict((conflict) => conflict.column('customer_id').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('calendar_keys')
      .select('feed_key')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return row.feed_key;
  }

  /** Replaces the customer's key with a new one (made when they had none) and returns it. */
  async resetCalendarKey(customerId: string): Promise<string> {
    const row = await this.db
      .insertInto('calendar_keys')
      .values({ customer_id: customerId, feed_key: newKey(), created_at: this.now().getTime() })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((row) => ({
          feed_key: row.ref('excluded.feed_key'),
          created_at: row.ref('excluded.created_at'),
        })),
      )
      .returning('feed_key')
      .executeTakeFirstOrThrow();
    return row.feed_key;
  }

  /** Whose feed a key opens: the customer id, or null for a key that is not (or no longer) one. */
  async customerForCalendarKey(key: string): Promise<string | null> {
    if (!KEY_FORMAT.test(key)) return null;
    const row = await this.db
      .selectFrom('calendar_keys')
      .select('customer_id')
      .where('feed_key', '=', key)
      .executeTakeFirst();
    return row?.customer_id ?? null;
  }
}
