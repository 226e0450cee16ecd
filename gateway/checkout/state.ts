/**
 * The state checkout shares between its paths (browser, webhook, reconciliation) and between
 * gateways: claims that say "this key is being worked on" or "this key is done" (event and
 * payment dedupe), holds that name who has a key (the one payment a student's course is
 * bought with), notes of what was decided (a refund and why), and locks that let one worker
 * do a job (the reconciliation sweep). They live in the gateway's store (embedded, or Redis
 * with REDIS_URL), so every process sharing the store sees them.
 */
import { randomUUID } from 'node:crypto';
import type { GatewayStore } from '../store/store.ts';

/** A lock held by one worker; the token proves whose it is when it is released. */
interface HeldLock {
  name: string;
  token: string;
}

/** What a taken claim says: work under way somewhere, or finished. */
type ClaimStatus = 'busy' | 'done';

export interface CheckoutState {
  /** Takes `key` as busy for `ttlMs`: true when it was free, false when someone holds it. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Marks `key` done for `ttlMs` (replacing a busy claim), so nobody works on it again. */
  markDone(key: string, ttlMs: number): Promise<void>;
  /** What holds `key` now, or null when it is free. */
  status(key: string): Promise<ClaimStatus | null>;
  /** Frees `key` (the work under the claim failed or is not finished). */
  release(key: string): Promise<void>;
  /**
   * Gives `key` to `holder` for `ttlMs` unless someone has it: who has it now (`holder`
   * when it was free or already theirs).
   */
  hold(key: string, holder: string, ttlMs: number): Promise<string>;
  /** Who has `key`, or null when nobody does. */
  holder(key: string): Promise<string | null>;
  /** Keeps `value` under `key` for `ttlMs`: what was decided, for whoever asks later. */
  note(key: string, value: string, ttlMs: number): Promise<void>;
  /** What was noted under `key`, or null. */
  noted(key: string): Promise<string | null>;
  /** Takes the lock `name` for at most `ttlMs`; null when another worker holds it. */
  lock(name: string, ttlMs: number): Promise<HeldLock | null>;
  /** Releases a lock, only if it is still the holder's (it may have expired and moved on). */
  unlock(lock: HeldLock): Promise<void>;
}

const CLAIM = (key: string) => `checkout:claim:${key}`;
const HOLD = (key: string) => `checkout:hold:${key}`;
const NOTE = (key: string) => `checkout:note:${key}`;
const LOCK = (name: string) => `checkout:lock:${name}`;

/** CheckoutState in the gateway's store. */
export class StoreCheckoutState implements CheckoutState {
  constructor(private readonly store: GatewayStore) {}

  claim(key: string, ttlMs: number): Promise<boolean> {
    return this.store.setIfAbsent(CLAIM(key), 'busy', ttlMs);
  }

  markDone(key: string, ttlMs: number): Promise<void> {
    return this.store.set(CLAIM(key), 'done', ttlMs);
  }

  async status(key: string): Promise<ClaimStatus | null> {
    const value = await this.store.get(CLAIM(key));
    return value === 'busy' || value === 'done' ? value : null;
  }

  async release(key: string): Promise<void> {
    await this.store.delete(CLAIM(key));
  }

  async hold(key: string, holder: string, ttlMs: number): Promise<string> {
    for (;;) {
      if (await this.store.setIfAbsent(HOLD(key), holder, ttlMs)) return holder;
      const current = await this.store.get(HOLD(key));
      // null: it lapsed between the two calls, so it is free again.
      if (current !== null) return current;
    }
  }

  holder(key: string): Promise<string | null> {
    return this.store.get(HOLD(key));
  }

  note(key: string, value: string, ttlMs: number): Promise<void> {
    return this.store.set(NOTE(key), value, ttlMs);
  }

  noted(key: string): Promise<string | null> {
    return this.store.get(NOTE(key));
  }

  async lock(name: string, ttlMs: number): Promise<HeldLock | null> {
    const token = randomUUID();
    return (await this.store.setIfAbsent(LOCK(name), token, ttlMs)) ? { name, token } : null;
  }

  async unlock(lock: HeldLock): Promise<void> {
    await this.store.deleteIfValue(LOCK(lock.name), lock.token);
  }
}

/** The claim stayed busy (another gateway's attempt) for longer than the caller would wait. */
export class ClaimBusyError extends Error {
  constructor(readonly key: string) {
    super(`${key} is being worked on elsewhere`);
    this.name = 'ClaimBusyError';
  }
}

const POLL_MS = 50;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` under a claim on `key`. The claim is busy for `busyMs` while the work runs (so
 * a crashed worker's claim lapses soon), then done for `doneMs` when the work says it is
 * done; freed when it throws or says it is not done. When the key is done, the work is
 * skipped (null). When another attempt holds it busy: skipped at once with `waitMs` 0;
 * otherwise awaited for up to `waitMs` (done: null; freed: run here), then ClaimBusyError,
 * so a caller can answer "try again" rather than "done" for work nobody finished.
 */
export async function underClaim<T>(
  state: CheckoutState,
  key: string,
  times: { busyMs: number; doneMs: number; waitMs?: number },
  work: () => Promise<{ done: boolean; value: T }>,
): Promise<T | null> {
  const waitMs = times.waitMs ?? 0;
  const deadline = performance.now() + waitMs;
  while (!(await state.claim(key, times.busyMs))) {
    const status = await state.status(key);
    if (status === 'done') return null;
    if (status === 'busy') {
      if (waitMs === 0) return null;
      if (performance.now() >= deadline) throw new ClaimBusyError(key);
      await pause(POLL_MS);
    }
  }
  let outcome: { done: boolean; value: T };
  try {
    outcome = await work();
  } catch (error) {
    await state.release(key);
    throw error;
  }
  if (outcome.done) await state.markDone(key, times.doneMs);
  else await state.release(key);
  return outcome.value;
}
