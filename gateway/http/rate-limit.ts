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
import { setTimeout as delay } from 'node:timers/promises';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AccountScope, AccountWork, LimitedOperation } from '../graphql/context.ts';
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

/**
 * Signed-in work counted per account (the customer id), never per address: a whole class
 * behind one school's address must not share a budget, and one account must not spend
 * everyone's gateway, provider and database time. Once an account has spent a budget, this
 * process refuses it from memory until the window ends, so a flood costs the store nothing.
 */
const ACCOUNT_WORK: Record<AccountWork, { points: number; durationS: number }> = {
  /**
   * Progress saves: 10 in any 2 s, so 5 a second with room for a burst. A playing video
   * saves about every 10 s, and a seek, a pause, a mark as done or a second tab a few more;
   * the browser's outbox keeps what is refused and sends only each lesson's latest reading
   * when the wait is over, so nothing a student did is lost.
   */
  saveProgress: { points: 10, durationS: 2 },
  /**
   * Reads of the account's orders with their lessons, progress and papers (each `myOrders`,
   * `order` or `orderByCourse` field, an alias counting as one more): 120 a minute. Opening
   * My Courses, a classes page or a course page (its buy button) reads one; confirming a
   * payment a handful over 20 s.
   */
  accountReads: { points: 120, durationS: 60 },
};

/**
 * A refusal past an account's budget is held this long (never past the end of the wait)
 * before it is answered, up to `most` held at once in this process. A client that sends in
 * a loop, each save again as soon as the last is answered, is slowed to its number of
 * connections a second: its refusals then cost the gateway little, and the other students'
 * requests keep their speed. The browser's outbox waits longer than this anyway. Past the
 * cap refusals are answered at once, since each held answer keeps a connection open.
 */
const REFUSAL_HOLD = { ms: 1_000, most: 1_000 };

/** Most accounts remembered as past a budget in this process (expired ones go first). */
const MOST_SPENT_KEPT = 10_000;

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
  private readonly accounts: Record<AccountWork, RateLimiterAbstract> | null;
  /** Refusals held in this process right now (REFUSAL_HOLD). */
  private held = 0;
  /** Budgets spent, by key: until when (the gateway's clock) they are refused from memory. */
  private readonly spent = new Map<string, number>();
  private readonly now: () => number;
  /** Sign-in's own counts (failures, known devices, the notice). */
  readonly signIn: SignInLimits;
  /** The staff room's sign-in counts: the same rules, counted apart from students'. */
  readonly staffSignIn: SignInLimits;

  constructor(options: LimitsOptions) {
    const { store, perMinute, now } = options;
    this.now = now;
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
    const budget = (work: AccountWork) => limiterFor(store, now, ACCOUNT_WORK[work]);
    this.accounts =
      perMinute > 0
        ? { saveProgress: budget('saveProgress'), accountReads: budget('accountReads') }
        : null;
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
   * Counts one piece of `work` by `accountId`; refused past the account's budget for it,
   * the refusal held a moment first (REFUSAL_HOLD).
   */
  async accountWork(work: AccountWork, accountId: string): Promise<RateDecision> {
    if (!this.accounts) return ALLOWED;
    const decision = await this.spendOnce(this.accounts[work], `${work}:account:${accountId}`);
    if (decision.allowed || this.held >= REFUSAL_HOLD.most) return decision;
    this.held += 1;
    try {
      await delay(Math.min(REFUSAL_HOLD.ms, decision.retryAfterSeconds * 1000));
    } finally {
      this.held -= 1;
    }
    return decision;
  }

  /**
   * One point of `key`'s budget: refused from memory while the budget is known spent, else
   * counted in the store, remembering the budget as spent when this took its last point.
   */
  private async spendOnce(limiter: RateLimiterAbstract, key: string): Promise<RateDecision> {
    const nowMs = this.now();
    const until = this.spent.get(key);
    if (until !== undefined && until > nowMs) return refusedFor(until - nowMs);
    this.spent.delete(key);
    const { res, allowed } = await limiter.consume(key).then(
      (consumed) => ({ res: consumed, allowed: true }),
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return { res: refusal, allowed: false };
        throw refusal;
      },
    );
    if (res.remainingPoints === 0 && res.msBeforeNext > 0) {
      if (this.spent.size >= MOST_SPENT_KEPT) this.forgetExpired(nowMs);
      this.spent.set(key, nowMs + res.msBeforeNext);
    }
    return allowed ? ALLOWED : refusedFor(res.msBeforeNext);
  }

  private forgetExpired(nowMs: number): void {
    for (const [key, until] of this.spent) if (until <= nowMs) this.spent.delete(key);
    // Still full of live ones: forgetting them only means asking the store again.
    if (this.spent.size >= MOST_SPENT_KEPT) this.spent.clear();
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
  return refusedFor(Math.max(...refusals.map((refusal) => refusal.msBeforeNext)));
}

/** A refusal for `waitMs`, told in whole seconds (at least one). */
function refusedFor(waitMs: number): RateDecision {
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
