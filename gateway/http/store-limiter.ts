/**
 * rate-limiter-flexible limiters counting in the gateway's store: the embedded SQLite file
 * through the library's store base class, or the library's own Redis limiter with REDIS_URL
 * (falling back to memory, per gateway, while Redis is away).
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import { RedisStore } from '../store/redis-store.ts';
import type { CounterState, GatewayStore } from '../store/store.ts';

/** rate-limiter-flexible's store-backed limiter, counting in a GatewayStore. */
class GatewayStoreLimiter extends RateLimiterStoreAbstract {
  constructor(
    private readonly store: GatewayStore,
    private readonly now: () => number,
    allowance: Allowance,
  ) {
    super({
      storeClient: store,
      points: allowance.points,
      duration: allowance.durationS,
      keyPrefix: 'limit',
    });
  }

  _getRateLimiterRes(_key: string, changedPoints: number, result: CounterState): RateLimiterRes {
    return new RateLimiterRes(
      Math.max(this.points - result.value, 0),
      Math.max(result.expiresAtMs - this.now(), 0),
      result.value,
      result.value === changedPoints,
    );
  }

  async _upsert(
    key: string,
    points: number,
    msDuration: number,
    forceExpire = false,
  ): Promise<CounterState> {
    // A forced write (block, set) replaces the counter rather than adding to it.
    if (forceExpire) await this.store.delete(key);
    return this.store.increment(key, points, msDuration, forceExpire);
  }

  _get(key: string): Promise<CounterState | null> {
    return this.store.counter(key);
  }

  _delete(key: string): Promise<boolean> {
    return this.store.delete(key);
  }
}

/** The longest a Node timer waits (2^31 - 1 ms), in whole seconds. */
const LONGEST_TIMER_S = Math.floor((2 ** 31 - 1) / 1000);

/** How many points a key may consume in how long (a fixed window from its first use). */
interface Allowance {
  points: number;
  durationS: number;
}

/** A limiter counting in `store` (rate-limiter-flexible's Redis limiter with REDIS_URL). */
export function limiterFor(
  store: GatewayStore,
  now: () => number,
  allowance: Allowance,
): RateLimiterAbstract {
  if (!(store instanceof RedisStore)) return new GatewayStoreLimiter(store, now, allowance);
  const { points, durationS: duration } = allowance;
  return new RateLimiterRedis({
    storeClient: store.client,
    points,
    duration,
    keyPrefix: 'academy:limit',
    // Straight to the insurance limiter while the connection is down, rather than waiting.
    rejectIfRedisNotReady: true,
    // Its counters expire on Node timers, which cannot wait longer than about 24.8 days (a
    // longer one fires at once, forgetting the count): a longer window is cut to that.
    insuranceLimiter: new RateLimiterMemory({
      points,
      duration: Math.min(duration, LONGEST_TIMER_S),
    }),
  });
}
