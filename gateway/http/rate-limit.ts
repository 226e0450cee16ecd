/**
 * Attempt limits for the operations worth guessing at or costly to repeat, counted with
 * rate-limiter-flexible in the gateway's store: the embedded SQLite file (survives restarts,
 * shared by the processes of one machine) or, with REDIS_URL, rate-limiter-flexible's own
 * Redis limiter, so one allowance holds across every gateway. Each attempt counts against the
 * caller's address and, when the operation names one, against the account it concerns, so
 * one person behind a shared proxy cannot lock everyone out and rotating addresses does not
 * help a guesser. Sign-in counts failures instead, in ways of its own (sign-in-limits.ts).
 *
 * While Redis is away, each gateway counts in its own memory (the library's insurance
 * limiter) with the same allowance: limits still hold, per gateway, and nobody is refused
 * for the outage itself.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AccountScope, LimitedOperation } from '../graphql/context.ts';
import type { GatewayStore } from '../store/store.ts';
import type { DeviceGenerations } from './known-devices.ts';
import { SignInLimits } from './sign-in-limits.ts';
import { limiterFor } from './store-limiter.ts';

const RATE_WINDOW_S = 60;

/**
 * Fetches of one calendar feed allowed an hour, from one address and in all. Calendar apps
 * poll a feed every 5 minutes at most (12 an hour), and every fetch costs the provider a
 * call. Each address has its own share of a feed, counted first: an address past its share
 * is refused without spending the feed's allowance, so a leaked feed address fetched in a
 * loop cannot starve the student's own calendar app; only many addresses together reach the
 * feed's ceiling, which bounds what one feed costs the provider (and a new address for the
 * feed, `resetCalendarUrl`, ends a leak). Never per address alone: one calendar service
 * fetches everybody's feeds from a few shared addresses.
 */
const FEED_FETCHES_PER_HOUR = { perAddress: 20, perFeed: 120 } as const;

/**
 * Data exports allowed an hour per account: each gathers the student's whole record and draws
 * every receipt, and a student needs one now and then.
 */
const EXPORTS_PER_HOUR = 5;

type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface LimitsOptions {
  store: GatewayStore;
  /** Attempts per key per minute; 0 turns the limits off. */
  perMinute: number;
  now: () => number;
  /** Signs the tokens of known devices (the session secret). */
  secret: string;
  /** Device generations by account (known-devices.ts). */
  generations: DeviceGenerations;
}

export class Limits {
  private readonly limiter: RateLimiterAbstract | null;
  private readonly feeds: { perAddress: RateLimiterAbstract; perFeed: RateLimiterAbstract } | null;
  private readonly exports: RateLimiterAbstract | null;
  /** Sign-in's own counts (failures, known devices, the notice). */
  readonly signIn: SignInLimits;
  /** The staff room's sign-in counts: the same rules, counted apart from students'. */
  readonly staffSignIn: SignInLimits;

  constructor(options: LimitsOptions) {
    const { store, perMinute, now } = options;
    this.limiter =
      perMinute > 0
        ? limiterFor(store, now, { points: perMinute, durationS: RATE_WINDOW_S })
        : null;
    const hourly = (points: number) => limiterFor(store, now, { points, durationS: 3600 });
    this.feeds =
      perMinute > 0
        ? {
            perAddress: hourly(FEED_FETCHES_PER_HOUR.perAddress),
            perFeed: hourly(FEED_FETCHES_PER_HOUR.perFeed),
          }
        : null;
    this.exports = perMinute > 0 ? hourly(EXPORTS_PER_HOUR) : null;
    this.signIn = new SignInLimits({
      store,
      perMinute,
      now,
      secret: options.secret,
      generations: options.generations,
    });
    this.staffSignIn = new SignInLimits({
      store,
      perMinute,
      now,
      secret: options.secret,
      // Staff accounts' known browsers are not tied to a password generation: their
      // sessions are re-checked against the account (enabled, role) on every request.
      generations: async () => 0,
      scope: 'staff-sign-in',
    });
  }

  /**
   * Counts a fetch of `customerId`'s calendar feed from `address`: refused past the
   * address's hourly share of the feed, or past the feed's own allowance.
   */
  async feedFetch(customerId: string, address: string): Promise<RateDecision> {
    if (!this.feeds) return ALLOWED;
    const own = await consumeAll(this.feeds.perAddress, [
      `calendarFeed:customer:${customerId}:address:${address}`,
    ]);
    if (!own.allowed) return own;
    return consumeAll(this.feeds.perFeed, [`calendarFeed:customer:${customerId}`]);
  }

  /** Counts a data export of `customerId`'s account; refused past the hourly allowance. */
  async dataExport(customerId: string): Promise<RateDecision> {
    return this.exports ? consumeAll(this.exports, [`dataExport:customer:${customerId}`]) : ALLOWED;
  }

  /**
   * Counts an attempt at `operation` from `address` (and for `account`, when given) and
   * says whether it may go ahead: refused when either allowance is spent. Sign-in has
   * limits of its own (`signIn`).
   */
  async attempt(
    operation: Exclude<LimitedOperation, 'login'>,
    address: string,
    account?: string,
    scope: AccountScope = 'account',
  ): Promise<RateDecision> {
    if (!this.limiter) return ALLOWED;
    const keys = [`${operation}:address:${address}`];
    if (account !== undefined) {
      const name = account.toLowerCase();
      keys.push(
        scope === 'account'
          ? `${operation}:account:${name}`
          : `${operation}:pair:${encodeURIComponent(name)}:${address}`,
      );
    }
    return consumeAll(this.limiter, keys);
  }
}

const ALLOWED: RateDecision = { allowed: true };

/** One attempt against each key: refused when any allowance is spent, for the longest wait. */
async function consumeAll(limiter: RateLimiterAbstract, keys: string[]): Promise<RateDecision> {
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
  if (refusals.length === 0) return ALLOWED;
  const waitMs = Math.max(...refusals.map((refusal) => refusal.msBeforeNext));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
