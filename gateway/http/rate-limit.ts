/**
 * Per-IP attempt limits for the operations worth guessing at (login, register, enquiry,
 * recordPayment): a sliding one-minute window per ip+operation, in bounded memory.
 */

export const RATE_WINDOW_MS = 60_000;

export interface RateLimiterOptions {
  /** Attempts allowed per key per window; 0 turns the limiter off. */
  limit: number;
  now: () => number;
  windowMs?: number;
  /** Most keys tracked; the least recently used go first. */
  maxKeys?: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly now: () => number;
  private readonly windowMs: number;
  private readonly maxKeys: number;

  constructor(options: RateLimiterOptions) {
    this.limit = options.limit;
    this.now = options.now;
    this.windowMs = options.windowMs ?? RATE_WINDOW_MS;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Counts an attempt for `key` and says whether it may go ahead. */
  attempt(key: string): RateDecision {
    if (this.limit <= 0) return { allowed: true };
    const now = this.now();
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    this.hits.delete(key);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    this.hits.set(key, recent);
    this.evict();
    return { allowed: true };
  }

  get trackedKeys(): number {
    return this.hits.size;
  }

  private evict(): void {
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next();
      if (oldest.done) break;
      this.hits.delete(oldest.value);
    }
  }
}
