/**
 * Attempt limits for the operations worth guessing at or costly to repeat, counted with
 * rate-limiter-flexible in the gateway's store: the embedded SQLite file (survives restarts,
 * shared by the processes of one machine) or, with REDIS_URL, rate-limiter-flexible's own
 * Redis limiter, so one allowance holds across every gateway. Each attempt counts against the
 * caller's address and, when the operation names one, against the account it concerns, so
 * one person behind a shared proxy cannot lock everyone out and rotating addresses does not
 * help a guesser.
 *
 * While Redis is away, each gateway counts in its own memory (the library's insurance
 * limiter) with the same allowance: limits still hold, per gateway, and nobody is refused
 * for the outage itself.
 */
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RedisStore } from '../store/redis-store.ts';
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js';
import type { CounterState, GatewayStore } from '../store/store.ts';

const RATE_WINDOW_S = 60;

/** Operations limited per address, and per account where one is named. */
export type LimitedOperation =
  | 'login'
  | 'register'
  | 'enquiry'
  | 'recordPayment'
  | 'changePassword'
  | 'updateProfile'
  | 'startCheckout';

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** rate-limiter-flexible's store-backed limiter, counting in a GatewayStore. */
class GatewayStoreLimiter extends RateLimiterStoreAbstract {
  constructor(
    private readonly store: GatewayStore,
    private readonly now: () => number,
    points: number,
  ) {
    super({ storeClient: store, points, duration: RATE_WINDOW_S, keyPrefix: 'limit' });
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

interface LimitsOptions {
  store: GatewayStore;
  /** Attempts per key per minute; 0 turns the limits off. */
  perMinute: number;
  now: () => number;
}

function limiterFor(options: LimitsOptions): RateLimiterAbstract {
  const { store, perMinute: points } = options;
  if (!(store instanceof RedisStore)) return new GatewayStoreLimiter(store, options.now, points);
  return new RateLimiterRedis({
    storeClient: store.client,
    points,
    duration: RATE_WINDOW_S,
    keyPrefix: 'academy:limit',
    // Straight to the insurance limiter while the connection is down, rather than waiting.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points, duration: RATE_WINDOW_S }),
  });
}

export class Limits {
  private readonly limiter: RateLimiterAbstract | null;

  constructor(options: LimitsOptions) {
    this.limiter = options.perMinute > 0 ? limiterFor(options) : null;
  }

  /**
   * Counts an attempt at `operation` from `address` (and for `account`, when given) and
   * says whether it may go ahead: refused when either allowance is spent.
   */
  async attempt(
    operation: LimitedOperation,
    address: string,
    account?: string,
  ): Promise<RateDecision> {
    const limiter = this.limiter;
    if (!limiter) return { allowed: true };
    const keys = [`${operation}:address:${address}`];
    if (account !== undefined) keys.push(`${operation}:account:${account.toLowerCase()}`);
    const results = await Promise.all(
      keys.map((key) =>
        limiter.consume(key).then(
          () => null,
          (refusal: unknown) => {
            if (refusal instanceof RateLimiterRes) return refusal;
            throw refusal;
          },
        ),
      ),
    );
    const refusals = results.filter((result) => result !== null);
    if (refusals.length === 0) return { allowed: true };
    const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
}
