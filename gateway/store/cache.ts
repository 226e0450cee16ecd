/**
 * Every cache of public data, on one library and one staleness budget.
 *
 * A cached value carries the time its public data was read from the provider
 * (`fetchedAtMs`), and every layer keeps it only until `fetchedAtMs + budgetMs`
 * (PUBLIC_CACHE_TTL_MS). A layer built from another layer's value (a whole GraphQL answer
 * built from the course list, a rendered page built from an answer) takes the older
 * fetch time of what it used, so stacked caches never add their lives up: whichever layer
 * serves it, no page, answer or checkout shows data older than the budget.
 *
 * Two tiers: this process's lru-cache (with its fetchMethod, so identical reads in flight
 * share one load) and, with REDIS_URL, the shared store, so one gateway's read serves the
 * others for the rest of the budget. A shared store that is away is bypassed: the value is
 * loaded and served, and kept only here.
 */
import { LRUCache } from 'lru-cache';
import { metrics } from '../observability/metrics.ts';
import type { GatewayStore } from './store.ts';

/** A value and when the public data in it was read from the provider (epoch ms). */
export interface Fresh<T> {
  value: T;
  fetchedAtMs: number;
}

/** How much longer data read at `fetchedAtMs` may be served under `budgetMs`. */
export function remainingBudgetMs(fetchedAtMs: number, budgetMs: number, nowMs: number): number {
  return fetchedAtMs + budgetMs - nowMs;
}

/** The older of two fetch times (a value built from both is as old as its oldest part). */
export function olderOf(a: number | null, b: number): number {
  return a === null ? b : Math.min(a, b);
}

interface TieredCacheOptions {
  /** Names the cache in metrics and in the shared store's keys. */
  name: string;
  /** PUBLIC_CACHE_TTL_MS: nothing older is served; 0 keeps nothing (loads in flight are still shared). */
  budgetMs: number;
  /** Most entries kept in this process. */
  max: number;
  /** The gateway's clock. */
  now: () => number;
  /** The store shared by every gateway (Redis); null keeps values in this process only. */
  shared: GatewayStore | null;
}

interface FetchContext<T> {
  load: () => Promise<Fresh<T>>;
}

export class TieredCache<T> {
  private readonly local: LRUCache<string, Fresh<T>, FetchContext<T>>;

  constructor(private readonly options: TieredCacheOptions) {
    this.local = new LRUCache<string, Fresh<T>, FetchContext<T>>({
      max: options.max,
      ttl: Math.max(options.budgetMs, 1),
      // The gateway's clock, read on every check, so expiry is exactly the budget.
      perf: { now: options.now },
      ttlResolution: 0,
      fetchMethod: async (key, _stale, { options: entry, context }) => {
        const fresh = (await this.fromShared(key)) ?? (await this.loadAndShare(key, context));
        // lru-cache serves an entry until its age passes the ttl; the budget ends at it.
        entry.ttl = Math.max(
          1,
          remainingBudgetMs(fresh.fetchedAtMs, this.options.budgetMs, this.options.now()) - 1,
        );
        return fresh;
      },
    });
  }

  /**
   * The value under `key` with its fetch time: from this process, else the shared store,
   * else `load` (one load per key at a time). A failed load is thrown and never kept.
   */
  async get(key: string, load: () => Promise<Fresh<T>>): Promise<Fresh<T>> {
    const status: LRUCache.Status<string, Fresh<T>, FetchContext<T>> = {};
    const fresh = await this.local.fetch(key, { context: { load }, status });
    if (!fresh) throw new Error(`the ${this.options.name} cache lost a value`);
    if (status.fetch === 'hit' || status.fetch === 'inflight') {
      metrics.cacheRequests.inc({ cache: this.options.name, result: 'hit' });
    }
    // Without a budget nothing is kept; loads in flight were shared all the same.
    if (this.options.budgetMs <= 0 && this.local.peek(key) === fresh) this.local.delete(key);
    return fresh;
  }

  /**
   * Keeps `fresh` under `key` for what is left of its budget, here and in the shared store:
   * a value just read some other way (a read that had to be current) serves the next reader.
   */
  put(key: string, fresh: Fresh<T>): void {
    const { budgetMs, now, shared, name } = this.options;
    const remaining = remainingBudgetMs(fresh.fetchedAtMs, budgetMs, now());
    if (remaining <= 1) return;
    this.local.set(key, fresh, { ttl: remaining - 1 });
    shared?.set(this.sharedKey(key), JSON.stringify(fresh), remaining).catch(() => {
      metrics.cacheRequests.inc({ cache: name, result: 'bypass' });
      metrics.storeFailures.inc({ use: 'cache' });
    });
  }

  /**
   * Forgets `key` here and in the shared store (the value changed: a payment was recorded).
   * A gateway that read the shared value before it went keeps its own copy for the rest of
   * the budget at most.
   */
  async forget(key: string): Promise<void> {
    this.local.delete(key);
    await this.options.shared?.delete(this.sharedKey(key)).catch(() => {
      metrics.storeFailures.inc({ use: 'cache' });
      return false;
    });
  }

  /** Values held in this process (tests). */
  get size(): number {
    return this.local.size;
  }

  /** Forgets what this process holds. */
  clear(): void {
    this.local.clear();
  }

  private sharedKey(key: string): string {
    return `cache:${this.options.name}:${key}`;
  }

  /** A value another gateway read, still within the budget; null when there is none. */
  private async fromShared(key: string): Promise<Fresh<T> | null> {
    const { shared, budgetMs, now, name } = this.options;
    if (!shared || budgetMs <= 0) return null;
    try {
      const text = await shared.get(this.sharedKey(key));
      const fresh = text === null ? null : (JSON.parse(text) as Fresh<T>);
      if (fresh && remainingBudgetMs(fresh.fetchedAtMs, budgetMs, now()) > 0) {
        metrics.cacheRequests.inc({ cache: name, result: 'shared_hit' });
        return fresh;
      }
      return null;
    } catch {
      metrics.cacheRequests.inc({ cache: name, result: 'bypass' });
      metrics.storeFailures.inc({ use: 'cache' });
      return null;
    }
  }

  private async loadAndShare(key: string, context: FetchContext<T>): Promise<Fresh<T>> {
    const { shared, budgetMs, now, name } = this.options;
    metrics.cacheRequests.inc({ cache: name, result: 'miss' });
    const fresh = await context.load();
    const remaining = remainingBudgetMs(fresh.fetchedAtMs, budgetMs, now());
    if (shared && remaining > 0) {
      // Not awaited: the reader has its value; the other gateways get it when it lands.
      shared.set(this.sharedKey(key), JSON.stringify(fresh), remaining).catch(() => {
        metrics.storeFailures.inc({ use: 'cache' });
      });
    }
    return fresh;
  }
}
