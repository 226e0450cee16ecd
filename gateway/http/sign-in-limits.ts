/**
 * Sign-in limits that hold against guessing without locking students out (OWASP's
 * authentication cheat sheet). Failed sign-ins are what count, three ways, with
 * P = RATE_LIMIT_PER_MINUTE:
 *
 * - per (account, address): P failures a minute on one account from one address.
 * - per address: P failures a minute, whatever the accounts: an address that guesses is
 *   held, and rotating accounts does not help it.
 * - per account, from any address: ACCOUNT_FACTOR x P failures in ACCOUNT_WINDOW_S. This
 *   slows guessing from many addresses without refusing the student at the first sign of it.
 *
 * A browser or app that has signed in to the account before (known-devices.ts) is held by
 * the first count only: neither other addresses' failures nor other accounts' failures
 * from its own address (a shared network) keep it out. Its token names one account, so it
 * is no help in guessing any other.
 *
 * Each attempt takes its place in the counts before the password is checked, so a burst of
 * parallel guesses cannot overshoot; the place is given back when the password was right
 * or the provider could not say. Failures since the account's last sign-in are counted as
 * well, and the next sign-in is told when they were many.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Language } from '../../common/language.ts';
import { security as englishSecurity } from '../../common/messages/en.ts';
import { format } from '../../common/messages/format.ts';
import { security as hindiSecurity } from '../../common/messages/hi.ts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayStore } from '../store/store.ts';
import { KnownDevices, accountKey, type DeviceGenerations } from './known-devices.ts';
import { limiterFor } from './store-limiter.ts';

const WINDOW_S = 60;
const ACCOUNT_WINDOW_S = 15 * 60;
/** The account's ceiling, in addresses' allowances: room for the student, not for a botnet. */
const ACCOUNT_FACTOR = 10;
/** Failures since the last sign-in are remembered this long (from the first of them). */
const NOTICE_MEMORY_S = 30 * 24 * 3600;
/** From this many failures since the last sign-in, the student is told. */
const NOTICE_AFTER_FAILURES = 5;

/**
 * What the student is told after signing in, when their account saw many failed attempts,
 * in the language of the page they signed in from.
 */
function securityNotice(failures: number, language: Language): string {
  const catalogue = language === 'hi' ? hindiSecurity : englishSecurity;
  return format(catalogue.failedSignIns, { failures });
}

/** Which count held an attempt back, for the log. */
type SignInCount = 'address' | 'pair' | 'account';

interface Counted {
  count: SignInCount;
  limiter: RateLimiterAbstract;
  key: string;
}

/** A sign-in let through: say how it went (once). */
interface SignInAttempt {
  /** The provider refused the credentials. */
  failed(): Promise<void>;
  /** The credentials were right: the security notice for the student, if one is due. */
  succeeded(language?: Language): Promise<string | null>;
  /** The provider could not say: the attempt does not count. */
  abandoned(): Promise<void>;
}

type SignInDecision =
  | { allowed: true; attempt: SignInAttempt }
  | { allowed: false; retryAfterSeconds: number; heldBy: SignInCount[] };

interface SignInCaller {
  address: string;
  username: string;
  /** The device token the request carried (cookie or header), if any. */
  deviceToken: string | null;
}

interface SignInLimitsOptions {
  store: GatewayStore;
  /** P above; 0 turns the limits (and the notice) off. */
  perMinute: number;
  now: () => number;
  secret: string;
  /** Device generations by account (known-devices.ts). */
  generations: DeviceGenerations;
  /**
   * Names these counts and their known devices apart from other sign-ins' (default
   * 'sign-in', the students'; the staff room counts as 'staff-sign-in').
   */
  scope?: string;
}

const UNCOUNTED: SignInAttempt = {
  failed: async () => undefined,
  succeeded: async () => null,
  abandoned: async () => undefined,
};

export class SignInLimits {
  private readonly devices: KnownDevices;
  private readonly scope: string;
  private readonly limiters: {
    address: RateLimiterAbstract;
    pair: RateLimiterAbstract;
    account: RateLimiterAbstract;
    /** Failures since the last sign-in; never refuses (only penalty, get and delete). */
    failedSince: RateLimiterAbstract;
  } | null;

  constructor(options: SignInLimitsOptions) {
    const { store, perMinute: points, now } = options;
    this.scope = options.scope ?? 'sign-in';
    this.devices = new KnownDevices(
      options.secret,
      now,
      options.generations,
      this.scope === 'sign-in' ? 'device' : `${this.scope}:device`,
    );
    this.limiters =
      points > 0
        ? {
            address: limiterFor(store, now, { points, durationS: WINDOW_S }),
            pair: limiterFor(store, now, { points, durationS: WINDOW_S }),
            account: limiterFor(store, now, {
              points: ACCOUNT_FACTOR * points,
              durationS: ACCOUNT_WINDOW_S,
            }),
            failedSince: limiterFor(store, now, { points: 1, durationS: NOTICE_MEMORY_S }),
          }
        : null;
  }

  /** Takes the attempt's place in its counts, or says how long it must wait. */
  async begin(caller: SignInCaller): Promise<SignInDecision> {
    const limiters = this.limiters;
    if (!limiters) return { allowed: true, attempt: UNCOUNTED };
    const account = encodeURIComponent(accountKey(caller.username));
    const known = await this.devices.recognises(caller.deviceToken, caller.username);
    const counted: Counted[] = [
      {
        count: 'pair',
        limiter: limiters.pair,
        key: `${this.scope}:pair:${account}:${caller.address}`,
      },
    ];
    if (!known) {
      counted.push(
        {
          count: 'address',
          limiter: limiters.address,
          key: `${this.scope}:address:${caller.address}`,
        },
        { count: 'account', limiter: limiters.account, key: `${this.scope}:account:${account}` },
      );
    }
    const refusals = await Promise.all(
      counted.map(({ limiter, key }) => limiter.consume(key).then(() => null, refusalOf)),
    );
    const held = counted.filter((_, index) => refusals[index] !== null);
    if (held.length > 0) {
      // Only attempts that reach the password count: give back the places this one took.
      await giveBack(counted.filter((_, index) => refusals[index] === null));
      const waitMs = Math.max(...refusals.map((refusal) => refusal?.msBeforeNext ?? 0));
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
        heldBy: held.map(({ count }) => count),
      };
    }

    const failedSinceKey = `${this.scope}:failed-since:${account}`;
    return {
      allowed: true,
      attempt: {
        async failed() {
          await limiters.failedSince.penalty(failedSinceKey);
        },
        async succeeded(language = 'en') {
          await giveBack(counted);
          const since = await limiters.failedSince.get(failedSinceKey);
          if (since === null) return null;
          await limiters.failedSince.delete(failedSinceKey);
          const failures = since.consumedPoints;
          return failures >= NOTICE_AFTER_FAILURES ? securityNotice(failures, language) : null;
        },
        async abandoned() {
          await giveBack(counted);
        },
      },
    };
  }

  /** A token for this device, for its next sign-ins to `username`. */
  rememberDevice(username: string): Promise<string> {
    return this.devices.issue(username);
  }
}

function refusalOf(refusal: unknown): RateLimiterRes {
  if (refusal instanceof RateLimiterRes) return refusal;
  throw refusal;
}

async function giveBack(counted: Counted[]): Promise<void> {
  await Promise.all(counted.map(({ limiter, key }) => limiter.reward(key)));
}
