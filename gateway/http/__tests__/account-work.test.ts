/**
 * Budgets per account (Limits.accountWork): counted in the store until spent, then refused
 * from memory on the gateway's clock, each refusal held a second before it is answered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SqliteStore } from '../../store/sqlite-store.ts';
import { Limits } from '../rate-limit.ts';

const SECRET = 'account-work-tests-secret-0123456789abcdef';
/** No account keeps a device generation here: these tests count work, not sign-ins. */
const noGenerations = async () => null;

describe('Limits.accountWork', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('10 saves in 2 s per account; then refusals from memory, held a second, until the window ends', async () => {
    vi.useFakeTimers();
    let now = 1_000;
    const store = new SqliteStore({ dataDir: ':memory:', now: () => now });
    let counted = 0;
    const increment = store.increment.bind(store);
    store.increment = (...args) => {
      counted += 1;
      return increment(...args);
    };
    const limits = new Limits({
      store,
      perMinute: 10,
      now: () => now,
      secret: SECRET,
      generations: noGenerations,
    });

    for (let i = 0; i < 10; i += 1) {
      expect(await limits.accountWork('saveProgress', '7')).toEqual({ allowed: true });
    }
    expect(counted).toBe(10);

    now = 1_500;
    let answered = false;
    const refused = limits.accountWork('saveProgress', '7').then((decision) => {
      answered = true;
      return decision;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await refused).toEqual({ allowed: false, retryAfterSeconds: 2 });
    // Known spent: the store was not asked.
    expect(counted).toBe(10);

    // Another account, and another kind of work, have budgets of their own.
    expect(await limits.accountWork('saveProgress', '8')).toEqual({ allowed: true });
    expect(await limits.accountWork('accountReads', '7')).toEqual({ allowed: true });

    now = 3_000;
    expect(await limits.accountWork('saveProgress', '7')).toEqual({ allowed: true });
    await store.close();
  });

  it('counts nothing when the limits are off', async () => {
    const store = new SqliteStore({ dataDir: ':memory:', now: () => 1_000 });
    const limits = new Limits({
      store,
      perMinute: 0,
      now: () => 1_000,
      secret: SECRET,
      generations: noGenerations,
    });
    for (let i = 0; i < 50; i += 1) {
      expect(await limits.accountWork('saveProgress', '7')).toEqual({ allowed: true });
    }
    await store.close();
  });
});
