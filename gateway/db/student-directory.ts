/**
 * The student directory (migration 0012): what the legacy API last said of each customer the
 * gateway met (an answer of get_customer or login), so an e-mail finds its customer id, and
 * the orders seen in their order lists, for the staff room. Also the state of the one-time
 * walk over customer ids that fills it for customers the gateway has not met
 * (gateway/accounts/directory-backfill.ts).
 */
import type { Kysely } from 'kysely';
import { emailKey } from './accounts.ts';
import type { Tables } from './tables.ts';

/** A customer as the legacy API last described them. */
interface DirectoryEntry {
  customerId: string;
  email: string;
  name: string;
  mobile: string;
}

/** An order as a customer's legacy order list showed it. */
interface SeenOrder {
  orderId: string;
  courseId: string;
  orderedAtMs: number;
  status: string;
}

/** Where the walk stands. */
interface BackfillState {
  nextId: number;
  misses: number;
  done: boolean;
}

const BACKFILL_ROW = 'customers';

export class StudentDirectory {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /**
   * Keeps what the legacy API said of a customer. A deleted account is not kept again. Another
   * customer's row under the same address is dropped: the legacy API just gave it to this one.
   */
  async seen(entry: DirectoryEntry): Promise<void> {
    const email = emailKey(entry.email);
    if (email === '') return;
    const at = this.now().getTime();
    await this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .selectFrom('deleted_accounts')
        .select('customer_id')
        .where('customer_id', '=', entry.customerId)
        .executeTakeFirst();
      if (deleted) return;
      await trx
        .deleteFrom('student_directory')
        .where('email', '=', email)
        .where('customer_id', '<>', entry.customerId)
        .execute();
      await trx
        .insertInto('student_directory')
        .values({
          customer_id: entry.customerId,
          email,
          name: entry.name,
          mobile: entry.mobile,
          first_seen_at: at,
          last_seen_at: at,
        })
        .onConflict((conflict) =>
          conflict.column('customer_id').doUpdateSet((row) => ({
            email: row.ref('excluded.email'),
            name: row.ref('excluded.name'),
            mobile: row.ref('excluded.mobile'),
            last_seen_at: row.ref('excluded.last_seen_at'),
          })),
        )
        .execute();
    });
  }

  /** Keeps the orders a customer's order list showed (their status may have changed). */
  async seenOrders(customerId: string, orders: readonly SeenOrder[]): Promise<void> {
    if (orders.length === 0) return;
    const at = this.now().getTime();
    await this.db
      .insertInto('student_orders')
      .values(
        orders.map((order) => ({
          order_id: order.orderId,
          customer_id: customerId,
          course_id: order.courseId,
          ordered_at: order.orderedAtMs,
          status: order.status,
          seen_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict.column('order_id').doUpdateSet((row) => ({
          status: row.ref('excluded.status'),
          ordered_at: row.ref('excluded.ordered_at'),
          seen_at: row.ref('excluded.seen_at'),
        })),
      )
      .execute();
  }

  async byEmail(email: string): Promise<DirectoryEntry | null> {
    const row = await this.db
      .selectFrom('student_directory')
      .select(['customer_id', 'email', 'name', 'mobile'])
      .where('email', '=', emailKey(email))
      .executeTakeFirst();
    return row
      ? { customerId: row.customer_id, email: row.email, name: row.name, mobile: row.mobile }
      : null;
  }

  async byCustomer(customerId: string): Promise<DirectoryEntry | null> {
    const row = await this.db
      .selectFrom('student_directory')
      .select(['customer_id', 'email', 'name', 'mobile'])
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row
      ? { customerId: row.customer_id, email: row.email, name: row.name, mobile: row.mobile }
      : null;
  }

  /** Where the walk stands; a walk never begun starts at id 1. */
  async backfillState(): Promise<BackfillState> {
    const row = await this.db
      .selectFrom('directory_backfill')
      .select(['next_id', 'misses', 'done_at'])
      .where('id', '=', BACKFILL_ROW)
      .executeTakeFirst();
    if (!row) return { nextId: 1, misses: 0, done: false };
    return { nextId: Number(row.next_id), misses: Number(row.misses), done: row.done_at !== null };
  }

  /**
   * Claims (or renews) the walk for `owner` until `untilMs`: true when no other gateway holds
   * it now. One conditional update, so two gateways asking at once cannot both win.
   */
  async claimBackfill(owner: string, untilMs: number): Promise<boolean> {
    const at = this.now().getTime();
    await this.db
      .insertInto('directory_backfill')
      .values({
        id: BACKFILL_ROW,
        next_id: 1,
        misses: 0,
        done_at: null,
        lease_owner: null,
        lease_until: null,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const claimed = await this.db
      .updateTable('directory_backfill')
      .set({ lease_owner: owner, lease_until: untilMs, updated_at: at })
      .where('id', '=', BACKFILL_ROW)
      .where('done_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('lease_owner', 'is', null),
          eb('lease_owner', '=', owner),
          eb('lease_until', '<', at),
        ]),
      )
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** Records the walk's step by `owner`; false when its claim was lost (another took over). */
  async advanceBackfill(owner: string, state: BackfillState): Promise<boolean> {
    const at = this.now().getTime();
    const result = await this.db
      .updateTable('directory_backfill')
      .set({
        next_id: state.nextId,
        misses: state.misses,
        done_at: state.done ? at : null,
        ...(state.done ? { lease_owner: null, lease_until: null } : {}),
        updated_at: at,
      })
      .where('id', '=', BACKFILL_ROW)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Lets go of the walk (a stopping gateway), so another may go on without waiting. */
  async releaseBackfill(owner: string): Promise<void> {
    await this.db
      .updateTable('directory_backfill')
      .set({ lease_owner: null, lease_until: null })
      .where('id', '=', BACKFILL_ROW)
      .where('lease_owner', '=', owner)
      .execute();
  }
}
