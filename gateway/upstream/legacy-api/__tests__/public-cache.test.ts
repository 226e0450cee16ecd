import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../../store/sqlite-store.ts';
import { PublicCache } from '../public-cache.ts';

describe('PublicCache', () => {
  it('reuses an answer until it expires, and says when it was read', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = new PublicCache({ ttlMs: 30_000, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toEqual({ value: 1, fetchedAtMs: 1_000 });
    now = 30_999;
    expect(await cache.get('k', load)).toEqual({ value: 1, fetchedAtMs: 1_000 });
    now = 31_000;
    expect(await cache.get('k', load)).toEqual({ value: 2, fetchedAtMs: 31_000 });
  });

  it('shares one load among identical reads in flight', async () => {
    let loads = 0;
    let release: (value: string) => void = () => undefined;
    const cache = new PublicCache({ ttlMs: 0 });
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const reads = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    await new Promise((resolve) => setTimeout(resolve, 10));
    release('value');
    expect((await Promise.all(reads)).map((read) => read.value)).toEqual([
      'value',
      'value',
      'value',
    ]);
    expect(loads).toBe(1);
    // ttl 0: nothing kept afterwards.
    expect((await cache.get('k', async () => 'again')).value).toBe('again');
    expect(cache.size).toBe(0);
  });

  it('never keeps a failure', async () => {
    const cache = new PublicCache({ ttlMs: 30_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => 'up')).value).toBe('up');
  });

  it('stays within its size', async () => {
    const cache = new PublicCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'reloaded')).value).toBe('reloaded');
  });

  it("serves another gateway's read from the shared store for the rest of its budget only", async () => {
    let now = 1_000;
    const shared = new SqliteStore({ dataDir: ':memory:', now: () => now });
    const first = new PublicCache({ ttlMs: 30_000, now: () => now, shared });
    const second = new PublicCache({ ttlMs: 30_000, now: () => now, shared });
    expect(await first.get('course/list', async () => 'read by the first')).toEqual({
      value: 'read by the first',
      fetchedAtMs: 1_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    now = 21_000;
    expect(await second.get('course/list', async () => 'read by the second')).toEqual({
      value: 'read by the first',
      fetchedAtMs: 1_000,
    });
    // The second kept it only for the 10 s the budget had left, not another 30 s.
    now = 31_000;
    expect(await second.get('course/list', async () => 'read again')).toEqual({
      value: 'read again',
      fetchedAtMs: 31_000,
    });
    await shared.close();
  });
});
