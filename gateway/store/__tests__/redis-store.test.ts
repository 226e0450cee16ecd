/**
 * The Redis store against a real redis-server on a free loopback port: the same contract
 * as the embedded store, and what it does while Redis is away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../../tests/support/redis.ts';
import { RedisStore } from '../redis-store.ts';
import { StoreUnavailableError } from '../../errors.ts';
import { describeGatewayStore } from './store-contract.ts';

let redis: TestRedis;
let run = 0;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

describeGatewayStore('RedisStore', async (now) => {
  // A prefix per test: each starts from an empty store on the one server.
  run += 1;
  const store = new RedisStore({
    url: redis.url,
    commandTimeoutMs: 500,
    keyPrefix: `contract${run}:`,
    now,
  });
  await store.connected();
  return store;
});

describe('RedisStore while Redis is away', () => {
  it('fails each call at once with StoreUnavailableError, and serves again when Redis returns', async () => {
    const store = new RedisStore({ url: redis.url, commandTimeoutMs: 300, keyPrefix: 'away:' });
    expect(await store.connected()).toBe(true);
    await store.set('kept', 'yes', 60_000);
    await redis.kill();
    const started = performance.now();
    const failure = await store.get('kept').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);

    await redis.restart();
    expect(await store.connected(5000)).toBe(true);
    // Nothing was persisted: the restarted server is empty, and usable.
    expect(await store.get('kept')).toBeNull();
    await store.set('kept', 'again', 60_000);
    expect(await store.get('kept')).toBe('again');
    await store.close();
  });
});
