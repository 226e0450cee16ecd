/**
 * A small cache for PUBLIC provider reads only (the course list and class outlines):
 * answers are reused for a short time and identical reads in flight share one call.
 * Failures are never stored, and nothing customer-scoped may ever be put here.
 */

export interface PublicCacheOptions {
  /** How long an answer is reused, in ms; 0 keeps only the in-flight sharing. */
  ttlMs: number;
  /** Most entries kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: unknown;
  fetchedAt: number;
  expiresAt: number;
}

/** A value and when it was fetched from the provider (ms since the epoch). */
export interface Aged<T> {
  value: T;
  fetchedAt: number;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Aged<unknown>>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: PublicCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
  }

  /** The cached value for `key`, else the result of `load` (shared with identical loads in flight). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.getAged(key, load)).value;
  }

  /**
   * As `get`, with when the value was fetched: whatever is built from it (a rendered page)
   * must not outlive it.
   */
  async getAged<T>(key: string, load: () => Promise<T>): Promise<Aged<T>> {
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.now()) return entry as Aged<T>;
      this.entries.delete(key);
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<Aged<T>>;

    const promise = load().then(
      (value) => {
        this.inFlight.delete(key);
        const aged = { value, fetchedAt: this.now() };
        if (this.ttlMs > 0) this.store(key, aged);
        return aged;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Forgets everything (tests; or after a write that changes public data). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, { value, fetchedAt }: Aged<unknown>): void {
    this.entries.delete(key);
    this.entries.set(key, { value, fetchedAt, expiresAt: fetchedAt + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
