/**
 * Customers' order lists kept for a short while, for one use only: letting a progress save
 * through without asking the provider for the list on every save (a playing video saves
 * every few seconds). Each list is kept for the staleness budget (PUBLIC_CACHE_TTL_MS) from
 * when the provider answered, in this process and, with REDIS_URL, in the shared store, so
 * every gateway reuses one read.
 *
 * Why a kept list is safe there: it only ever lets a save through. A save the kept list
 * would refuse (a lesson of a course bought a moment ago, a week not open by it) is decided
 * again on the provider's current list, so a new purchase counts at once, on any gateway;
 * a recorded payment also forgets the customer's list. What a kept list can still allow is
 * a save in a course whose order the provider withdrew within the budget: progress in a
 * lesson the student had until then, which opens nothing.
 *
 * Every other reader (My Courses, checkout, receipts) keeps asking the provider.
 */
import { TieredCache } from '../../store/cache.ts';
import type { GatewayStore } from '../../store/store.ts';
import type { OrderModel } from './models.ts';

interface OrderListsOptions {
  /** PUBLIC_CACHE_TTL_MS; 0 keeps nothing (every save asks the provider). */
  ttlMs: number;
  now: () => number;
  /** The store every gateway shares (Redis); null keeps lists in this process. */
  shared: GatewayStore | null;
  /** Most lists kept in this process; the least recently used go first. */
  maxEntries?: number;
}

/** A customer's order list, and whether it was kept from an earlier read. */
export interface RecentOrders {
  orders: OrderModel[];
  kept: boolean;
}

export class OrderLists {
  private readonly tiers: TieredCache<OrderModel[]>;
  private readonly now: () => number;

  constructor(options: OrderListsOptions) {
    this.now = options.now;
    this.tiers = new TieredCache<OrderModel[]>({
      name: 'customer-orders',
      budgetMs: options.ttlMs,
      max: options.maxEntries ?? 5_000,
      now: options.now,
      shared: options.shared,
    });
  }

  /** The customer's list: kept when it is within the budget, else `read` now (and kept). */
  async recent(customerId: string, read: () => Promise<OrderModel[]>): Promise<RecentOrders> {
    let loaded = false;
    const { value } = await this.tiers.get(customerId, async () => {
      loaded = true;
      const fetchedAtMs = this.now();
      return { value: await read(), fetchedAtMs };
    });
    return { orders: value, kept: !loaded };
  }

  /** The customer's list as `read` gives it now, kept for the next save. */
  async current(customerId: string, read: () => Promise<OrderModel[]>): Promise<OrderModel[]> {
    const fetchedAtMs = this.now();
    const orders = await read();
    this.tiers.put(customerId, { value: orders, fetchedAtMs });
    return orders;
  }

  /** Forgets the customer's list everywhere (a payment was recorded for them). */
  forget(customerId: string): Promise<void> {
    return this.tiers.forget(customerId);
  }
}
