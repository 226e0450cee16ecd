/**
 * The state checkout shares between its paths (browser, webhook, reconciliation): claims
 * that say "this key is taken for a while" (event and payment dedupe) and locks that let one
 * worker do a job (the reconciliation sweep). Two operations each, so a store shared by several
 * gateways (Redis: SET NX PX, DEL, and a compare-and-delete unlock) can stand in for the
 * in-process one below without changing a caller.
 */
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A lock held by one worker; the token proves whose it is when it is released. */
export interface HeldLock {
  name: string;
  token: string;
}

export interface CheckoutState {
  /** Takes `key` for `ttlMs`: true when it was free, false when someone holds it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Frees `key` (the work under the claim failed, or it is claimed again for longer). */
  release(key: string): Promise<void>;
  /** Takes the lock `name` for at most `ttlMs`; null when another worker holds it. */
  lock(name: string, ttlMs: number): Promise<HeldLock | null>;
  /** Releases a lock, only if it is still the holder's (it may have expired and moved on). */
  unlock(lock: HeldLock): Promise<void>;
}

export interface MemoryCheckoutStateOptions {
  /** Most claims remembered; the least recently used go first when full. */
  maxClaims?: number;
  /** The clock for expiry (tests); default: performance.now. */
  now?: () => number;
}

/** CheckoutState in this process's memory, on lru-cache's per-entry expiry. */
export class MemoryCheckoutState implements CheckoutState {
  private readonly claims: LRUCache<string, true>;
  private readonly locks: LRUCache<string, string>;

  constructor(options: MemoryCheckoutStateOptions = {}) {
    // ttlResolution 0: expiry reads the clock each time (no cached "now" between ticks).
    const clock = { ttlResolution: 0, ...(options.now ? { perf: { now: options.now } } : {}) };
    this.claims = new LRUCache<string, true>({ max: options.maxClaims ?? 200_000, ...clock });
    this.locks = new LRUCache<string, string>({ max: 1_000, ...clock });
  }

  claim(key: string, ttlMs: number): Promise<boolean> {
    if (this.claims.has(key)) return Promise.resolve(false);
    this.claims.set(key, true, { ttl: ttlMs });
    return Promise.resolve(true);
  }

  release(key: string): Promise<void> {
    this.claims.delete(key);
    return Promise.resolve();
  }

  lock(name: string, ttlMs: number): Promise<HeldLock | null> {
    if (this.locks.has(name)) return Promise.resolve(null);
    const token = randomUUID();
    this.locks.set(name, token, { ttl: ttlMs });
    return Promise.resolve({ name, token });
  }

  unlock(lock: HeldLock): Promise<void> {
    if (this.locks.get(lock.name) === lock.token) this.locks.delete(lock.name);
    return Promise.resolve();
  }
}

/**
 * Runs `work` under a claim on `key`: skipped (null) when the key is taken; the claim is
 * held for `busyMs` while the work runs (so a crashed worker's claim lapses soon), then for
 * `doneMs` when the work says it is done; freed when it throws or says it is not done.
 */
export async function underClaim<T>(
  state: CheckoutState,
  key: string,
  times: { busyMs: number; doneMs: number },
  work: () => Promise<{ done: boolean; value: T }>,
): Promise<T | null> {
  if (!(await state.claim(key, times.busyMs))) return null;
  let outcome: { done: boolean; value: T };
  try {
    outcome = await work();
  } catch (error) {
    await state.release(key);
    throw error;
  }
  await state.release(key);
  if (outcome.done) await state.claim(key, times.doneMs);
  return outcome.value;
}
