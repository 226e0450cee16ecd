/**
 * The cache for PUBLIC provider reads only (the course list and class outlines): answers are
 * reused within the staleness budget (PUBLIC_CACHE_TTL_MS) and identical reads in flight
 * share one call, in this process and, with REDIS_URL, across gateways
 * (gateway/store/cache.ts). Each answer carries the time it was read, so the caches built on
 * it keep it no longer than the budget either. Failures are never stored, and nothing
 * customer-scoped may ever be put here.
 */
import { TieredCache } from '../../store/cache.ts';
import type { Fresh } from '../../store/cache.ts';
import type { GatewayStore } from '../../store/store.ts';

interface PublicCacheOptions {
  /** How long an answer is reused, in ms; 0 keeps only the in-flight sharing. */
  ttlMs: number;
  /** Most entries kept in this process; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
  /** The store every gateway shares (Redis); null or absent keeps answers in this process. */
  shared?: GatewayStore | null;
}

export class PublicCache {
  private readonly tiers: TieredCache<unknown>;
  private readonly now: () => number;

  constructor(options: PublicCacheOptions) {
    this.now = options.now ?? Date.now;
    this.tiers = new TieredCache<unknown>({
      name: 'public-data',
      budgetMs: options.ttlMs,
      max: options.maxEntries ?? 500,
      now: this.now,
      shared: options.shared ?? null,
    });
  }

  /**
   * The answer for `key` with the time it was read: cached, else the result of `load`
   * (shared with identical loads in flight). The read time is taken before the call, so it
   * is never later than the data.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<Fresh<T>> {
    const fresh = await this.tiers.get(key, async () => {
      const fetchedAtMs = this.now();
      return { value: await load(), fetchedAtMs };
    });
    // One cache holds every public read; each key is only ever loaded by one typed reader.
    return fresh as Fresh<T>;
  }

  /** Forgets what this process holds (tests; or after a write that changes public data). */
  clear(): void {
    this.tiers.clear();
  }

  get size(): number {
    return this.tiers.size;
  }
}
