/**
 * Coupons and their uses (migration 0011). A checkout holding a code reserves one use for its
 * quote's life; the use turns `used` in the transaction that records the payment
 * (recorded-payments.ts), and a reservation whose time has passed no longer counts. The
 * count against `max_uses` and the reservation are one transaction that first writes the
 * coupon's row: PostgreSQL then holds that row locked, and SQLite its one write lock, until
 * the reservation is in, so two checkouts can never both take the last place.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from './tables.ts';

export interface CouponRecord {
  code: string;
  percentOff: number | null;
  amountOffPaise: number | null;
  maxUses: number | null;
  validUntilMs: number | null;
  /** Empty: every course. */
  courseIds: string[];
  createdBy: string;
  createdAtMs: number;
  disabled: boolean;
}

/** A coupon with its uses as they stand now. */
export interface CouponWithUses extends CouponRecord {
  used: number;
  /** Reservations of checkouts still open. */
  reserved: number;
}

type Reservation =
  | { kind: 'reserved'; id: string }
  | { kind: 'unknown' }
  /** Every place is used or held by an open checkout. */
  | { kind: 'usedUp' };

type Row = Tables['coupons'];

function recordOf(row: Row): CouponRecord {
  return {
    code: row.code,
    percentOff: row.percent_off,
    amountOffPaise: row.amount_off_paise === null ? null : Number(row.amount_off_paise),
    maxUses: row.max_uses,
    validUntilMs: row.valid_until === null ? null : Number(row.valid_until),
    courseIds: JSON.parse(row.course_ids) as string[],
    createdBy: row.created_by,
    createdAtMs: Number(row.created_at),
    disabled: row.disabled === 1,
  };
}

/** Turns the coupon use held by a payment order into a use, inside the recording's transaction. */
export async function markCouponUsed(
  trx: Transaction<Tables>,
  paymentOrderId: string,
  atMs: number,
): Promise<void> {
  await trx
    .updateTable('coupon_uses')
    .set({ state: 'used', used_at: atMs })
    .where('payment_order_id', '=', paymentOrderId)
    .where('state', '!=', 'used')
    .execute();
}

/** How many uses of `code` are used, or held by a checkout still open at `nowMs`. */
async function takenIn(db: Kysely<Tables>, code: string, nowMs: number): Promise<number> {
  const { count } = await db
    .selectFrom('coupon_uses')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('coupon_code', '=', code)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'used'),
        eb.and([eb('state', '=', 'reserved'), eb('reserved_until', '>', nowMs)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

export class Coupons {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Adds a coupon; false when its code exists already (nothing changed). */
  async create(coupon: Omit<CouponRecord, 'createdAtMs' | 'disabled'>): Promise<boolean> {
    const result = await this.db
      .insertInto('coupons')
      .values({
        code: coupon.code,
        percent_off: coupon.percentOff,
        amount_off_paise: coupon.amountOffPaise,
        max_uses: coupon.maxUses,
        valid_until: coupon.validUntilMs,
        course_ids: JSON.stringify(coupon.courseIds),
        created_by: coupon.createdBy,
        created_at: this.now().getTime(),
        disabled: 0,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async find(code: string): Promise<CouponRecord | null> {
    const row = await this.db
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? recordOf(row) : null;
  }

  /** Every coupon, newest first, with its uses and open reservations counted now. */
  async list(): Promise<CouponWithUses[]> {
    const nowMs = this.now().getTime();
    const rows = await this.db
      .selectFrom('coupons')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute();
    const counts = await this.db
      .selectFrom('coupon_uses')
      .select(['coupon_code', 'state'])
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where((eb) =>
        eb.or([
          eb('state', '=', 'used'),
          eb.and([eb('state', '=', 'reserved'), eb('reserved_until', '>', nowMs)]),
        ]),
      )
      .groupBy(['coupon_code', 'state'])
      .execute();
    const countOf = (code: string, state: string) =>
      Number(counts.find((c) => c.coupon_code === code && c.state === state)?.count ?? 0);
    return rows.map((row) => ({
      ...recordOf(row),
      used: countOf(row.code, 'used'),
      reserved: countOf(row.code, 'reserved'),
    }));
  }

  /** How many uses of `code` are used or held by an open checkout now. */
  async taken(code: string): Promise<number> {
    return takenIn(this.db, code, this.now().getTime());
  }

  /**
   * Reserves one use of `code` for `customerId` until `untilMs`, unless its uses and open
   * reservations already reach its `max_uses`.
   */
  async reserve(code: string, customerId: string, untilMs: number): Promise<Reservation> {
    const nowMs = this.now().getTime();
    return this.db.transaction().execute(async (trx): Promise<Reservation> => {
      // A write first: the lock it takes makes the count below and the insert one step.
      const touched = await trx
        .updateTable('coupons')
        .set((eb) => ({ disabled: eb.ref('disabled') }))
        .where('code', '=', code)
        .executeTakeFirst();
      if (Number(touched.numUpdatedRows) === 0) return { kind: 'unknown' };
      const coupon = await trx
        .selectFrom('coupons')
        .select('max_uses')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      if (coupon.max_uses !== null) {
        if ((await takenIn(trx, code, nowMs)) >= coupon.max_uses) return { kind: 'usedUp' };
      }
      const id = randomUUID();
      await trx
        .insertInto('coupon_uses')
        .values({
          id,
          coupon_code: code,
          payment_order_id: null,
          customer_id: customerId,
          state: 'reserved',
          reserved_until: untilMs,
          used_at: null,
        })
        .execute();
      return { kind: 'reserved', id };
    });
  }

  /** Names the payment order a reservation was made for, once the order exists. */
  async attachOrder(reservationId: string, paymentOrderId: string): Promise<void> {
    await this.db
      .updateTable('coupon_uses')
      .set({ payment_order_id: paymentOrderId })
      .where('id', '=', reservationId)
      .execute();
  }

  /** Frees a reservation whose checkout will not be paid (its order could not be made). */
  async release(reservationId: string): Promise<void> {
    await this.db
      .updateTable('coupon_uses')
      .set({ state: 'released' })
      .where('id', '=', reservationId)
      .where('state', '=', 'reserved')
      .execute();
  }
}
