import { describe, expect, it } from 'vitest';
import { PublicCache } from '../public-cache.ts';

describe('PublicCache', () => {
  it('reuses an answer until it expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new PublicCache({ ttlMs: 30_000, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 29_999;
    expect(await cache.get('k', load)).toBe(1);
    now = 30_000;
    expect(await cache.get('k', load)).toBe(2);
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
    release('value');
    expect(await Promise.all(reads)).toEqual(['value', 'value', 'value']);
    expect(loads).toBe(1);
    // ttl 0: nothing kept afterwards.
    await cache.get('k', async () => 'again');
    expect(loads).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('never keeps a failure', async () => {
    const cache = new PublicCache({ ttlMs: 30_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('stays within its size', async () => {
    const cache = new PublicCache({ ttlMs: 30_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});
