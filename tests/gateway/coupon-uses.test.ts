/**
 * A coupon's uses in the gateway's database, on SQLite and on PostgreSQL, with two gateways
 * sharing it: concurrent checkouts racing for the last places of `max_uses` from both never take more
 * than there are, a reservation whose time has passed frees its place, and a use turns
 * `used` with the recording of its payment (and then never lapses).
 */
import { describe, expect, it } from 'vitest';
import type { GatewayDatabase } from '../../gateway/db/database.ts';
import { DATABASE_KINDS, testDatabases } from '../support/databases.ts';

const START = Date.parse('2026-11-22T12:00:00+05:30');
const TEN_MINUTES = 600_000;

describe.each(DATABASE_KINDS)('coupon uses on $kind', ({ kind }) => {
  const databases = testDatabases(kind, 'gateway-coupons-');
  const clock = { ms: START };

  /** Two gateways' connections to one new database. */
  async function twoGateways(): Promise<[GatewayDatabase, GatewayDatabase]> {
    const place = await databases.empty();
    const now = () => new Date(clock.ms);
    return [await databases.open(place, { now }), await databases.open(place, { now })];
  }

  const coupon = (code: string, maxUses: number) => ({
    code,
    percentOff: 10,
    amountOffPaise: null,
    maxUses,
    validUntilMs: null,
    courseIds: [],
    createdBy: 'owner@academy.test',
  });

  it('gives 3 places to 3 of 12 checkouts racing for them', async () => {
    const [first, other] = await twoGateways();
    // On PostgreSQL the checkouts come from two gateways. SQLite's driver waits for a lock
    // by blocking its thread, so two connections of one process racing would wait on each
    // other; there one gateway's connection takes them all (gateways on one machine are
    // separate processes, each waiting in its own thread).
    const second = kind === 'postgres' ? other : first;
    expect(await first.coupons.create(coupon('RACE3', 3))).toBe(true);
    expect(await other.coupons.create(coupon('RACE3', 5))).toBe(false);
    const tries = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? first : second).coupons.reserve(
        'RACE3',
        String(100 + index),
        clock.ms + TEN_MINUTES,
      ),
    );
    const kinds = (await Promise.all(tries)).map((reservation) => reservation.kind);
    expect(kinds.filter((k) => k === 'reserved')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'usedUp')).toHaveLength(9);
    expect(await first.coupons.taken('RACE3')).toBe(3);
    expect(await second.coupons.reserve('NOSUCH', '1', clock.ms + 1)).toEqual({
      kind: 'unknown',
    });
  });

  it('frees a lapsed place, and keeps a recorded one for good', async () => {
    const [first, second] = await twoGateways();
    await first.coupons.create(coupon('TWICE', 2));
    const paid = await first.coupons.reserve('TWICE', '7', clock.ms + TEN_MINUTES);
    const lapsing = await second.coupons.reserve('TWICE', '8', clock.ms + TEN_MINUTES);
    if (paid.kind !== 'reserved' || lapsing.kind !== 'reserved') throw new Error('not reserved');
    await first.coupons.attachOrder(paid.id, 'order_Coupon000001');
    await second.coupons.attachOrder(lapsing.id, 'order_Coupon000002');
    expect((await first.coupons.reserve('TWICE', '9', clock.ms + TEN_MINUTES)).kind).toBe('usedUp');
    // The first checkout's payment is recorded: its use is used from now on.
    await second.payments.remember({
      paymentId: 'pay_Coupon000001',
      customerId: '7',
      courseId: '1',
      paymentOrderId: 'order_Coupon000001',
    });
    clock.ms += TEN_MINUTES + 1;
    const listed = await first.coupons.list();
    expect(listed.find((row) => row.code === 'TWICE')).toMatchObject({ used: 1, reserved: 0 });
    expect((await second.coupons.reserve('TWICE', '9', clock.ms + TEN_MINUTES)).kind).toBe(
      'reserved',
    );
    expect((await first.coupons.reserve('TWICE', '10', clock.ms + TEN_MINUTES)).kind).toBe(
      'usedUp',
    );
  });
});
