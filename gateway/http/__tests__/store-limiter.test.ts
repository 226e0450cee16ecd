import { afterEach, describe, expect, it } from 'vitest';
import { RedisStore } from '../../store/redis-store.ts';
import { limiterFor } from '../store-limiter.ts';

describe('limiterFor on Redis, while Redis is away', () => {
  let store: RedisStore | undefined;
  afterEach(async () => {
    await store?.close();
  });

  it('keeps counting a 30-day window in memory (no timer that fires at once)', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    // Nothing listens on port 1: every call goes to the in-memory insurance limiter.
    store = new RedisStore({ url: 'redis://127.0.0.1:1', commandTimeoutMs: 50 });
    const limiter = limiterFor(store, Date.now, { points: 1, durationS: 30 * 24 * 3600 });
    await limiter.penalty('notice:asha');
    await limiter.penalty('notice:asha');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = await limiter.get('notice:asha');
    process.off('warning', onWarning);
    expect(counted?.consumedPoints).toBe(2);
    expect(warnings).not.toContain('TimeoutOverflowWarning');
  });
});
