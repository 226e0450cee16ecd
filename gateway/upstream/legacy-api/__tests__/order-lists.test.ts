import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../../store/sqlite-store.ts';
import type { OrderModel } from '../models.ts';
import { OrderLists } from '../order-lists.ts';

/** An order list told apart by its ids. */
const list = (...ids: string[]) => ids.map((id) => ({ id }) as OrderModel);
const ids = (orders: OrderModel[]) => orders.map((order) => order.id);

describe('OrderLists', () => {
  it('keeps a list for the budget, says when it was kept, then reads again', async () => {
    let now = 1_000;
    const lists = new OrderLists({ ttlMs: 30_000, now: () => now, shared: null });
    let reads = 0;
    const read = async () => list(`read-${String(++reads)}`);
    expect(await lists.recent('7', read)).toEqual({ orders: list('read-1'), kept: false });
    now = 30_999;
    expect(await lists.recent('7', read)).toEqual({ orders: list('read-1'), kept: true });
    // Another customer's list is their own.
    expect(ids((await lists.recent('8', read)).orders)).toEqual(['read-2']);
    now = 31_000;
    expect(await lists.recent('7', read)).toEqual({ orders: list('read-3'), kept: false });
  });

  it('keeps a current read for the next save, and forgets a list everywhere', async () => {
    let now = 1_000;
    const shared = new SqliteStore({ dataDir: ':memory:', now: () => now });
    const first = new OrderLists({ ttlMs: 30_000, now: () => now, shared });
    const second = new OrderLists({ ttlMs: 30_000, now: () => now, shared });
    const never = () => Promise.reject(new Error('the kept list should have served'));

    await first.recent('7', async () => list('1'));
    now = 2_000;
    expect(await first.current('7', async () => list('2', '1'))).toEqual(list('2', '1'));
    expect(await first.recent('7', never)).toEqual({ orders: list('2', '1'), kept: true });
    // Another gateway reuses it through the shared store.
    expect(await second.recent('7', never)).toEqual({ orders: list('2', '1'), kept: true });

    // A payment recorded on the first gateway: its list and the shared one are gone.
    await first.forget('7');
    expect(await first.recent('7', async () => list('3', '2', '1'))).toEqual({
      orders: list('3', '2', '1'),
      kept: false,
    });
    // What the first just read is shared again; the second kept its own copy meanwhile.
    const third = new OrderLists({ ttlMs: 30_000, now: () => now, shared });
    expect(ids((await third.recent('7', never)).orders)).toEqual(['3', '2', '1']);
    await shared.close();
  });

  it('keeps nothing with a budget of 0, and never keeps a failed read', async () => {
    const lists = new OrderLists({ ttlMs: 0, now: () => 1_000, shared: null });
    expect((await lists.recent('7', async () => list('1'))).kept).toBe(false);
    expect((await lists.recent('7', async () => list('2'))).orders).toEqual(list('2'));
    const kept = new OrderLists({ ttlMs: 30_000, now: () => 1_000, shared: null });
    await expect(kept.recent('7', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.recent('7', async () => list('1'))).toEqual({
      orders: list('1'),
      kept: false,
    });
  });
});
