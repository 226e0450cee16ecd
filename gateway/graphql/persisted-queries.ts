/**
 * Where Apollo keeps automatic persisted queries (APQ). With REDIS_URL, in Redis through
 * Apollo's Keyv adapter and @keyv/redis, so a hash registered on one gateway is known to
 * all; otherwise Apollo's default in-memory cache. A persisted query is an optimisation, never
 * a dependency: each call has a short time limit and a Redis fault reads as "not known", so
 * the client sends the whole query and is answered as usual.
 */
import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import KeyvRedis from '@keyv/redis';
import Keyv from 'keyv';
import { metrics } from '../observability/metrics.ts';

interface SharedPersistedQueries {
  cache: KeyValueCache<string>;
  close(): Promise<void>;
}

/** Runs `call`, giving `fallback` when it fails or takes longer than `ms`. */
async function within<T>(ms: number, call: () => Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  try {
    return await Promise.race([call().catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function redisPersistedQueries(url: string, timeoutMs: number): SharedPersistedQueries {
  const store = new KeyvRedis<string>(
    {
      url,
      // While the connection is down a command fails at once; reconnecting goes on.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: Math.max(timeoutMs * 4, 1000),
        reconnectStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
      },
    },
    { throwOnConnectError: false, throwOnErrors: false, connectionTimeout: timeoutMs },
  );
  const keyv = new Keyv<string>({ store, namespace: 'academy-apq', throwOnErrors: false });
  // Faults are answered by the fallbacks below; an unheard 'error' event must not end the process.
  keyv.on('error', () => undefined);
  store.on('error', () => undefined);
  const adapter = new KeyvAdapter<string>(keyv);
  const failed = (use: string) => () => {
    metrics.storeFailures.inc({ use });
  };

  const cache: KeyValueCache<string> = {
    get: (key) =>
      within<string | undefined>(
        timeoutMs,
        () =>
          adapter.get(key).catch((error: unknown) => {
            failed('persisted-query')();
            throw error;
          }),
        undefined,
      ),
    set: (key: string, value: string, options?: KeyValueCacheSetOptions) =>
      within(timeoutMs, () => adapter.set(key, value, options), undefined),
    delete: (key) => within(timeoutMs, () => adapter.delete(key), false),
  };
  return {
    cache,
    async close() {
      await within(1000, () => keyv.disconnect(), undefined);
    },
  };
}
