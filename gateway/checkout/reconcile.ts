/**
 * Reconciliation, the safety net under the browser and the webhooks: the Orders API lists
 * the payment orders of the last while (the source of truth, so a restart loses nothing);
 * every paid one of ours whose payment is not known to be recorded is settled. It runs on a
 * schedule under a lock (one gateway at a time once several share state), and for one
 * student when they open My Courses or start a checkout.
 */
import type { Logger } from 'pino';
import { MAX_ORDERS_PER_PAGE } from '../upstream/razorpay/client.ts';
import type { RazorpayClient } from '../upstream/razorpay/client.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import type { OrderModel } from '../upstream/legacy-api/models.ts';
import type { CheckoutOrder, PaymentOrders } from './payment-orders.ts';
import { orderClaim } from './recorder.ts';
import type { RecorderTimes } from './recorder.ts';
import type { Settler } from './settle.ts';
import type { CheckoutState } from './state.ts';
import { underClaim } from './state.ts';
import { metrics } from '../observability/metrics.ts';

/** The lock the scheduled sweep runs under. */
export const SWEEP_LOCK = 'reconcile-sweep';
/** A sweep reads at most this many pages of orders (100 each). */
const MAX_PAGES = 100;
/** A student's own check looks at this many of their newest unrecorded orders. */
const MAX_ORDERS_PER_STUDENT = 5;
/** How long a student's own check waits for the first sweep after a start. */
const FIRST_SWEEP_WAIT_MS = 3000;
/** How long My Courses waits for the student's check before listing what is recorded. */
const MY_COURSES_WAIT_MS = 3000;

interface SweepReport {
  /** Another worker held the lock: nothing was done. */
  skipped: boolean;
  /** Orders of ours seen in the window. */
  seen: number;
  /** Paid orders whose payment was recorded or refunded by this sweep (or found so). */
  settled: number;
  /** Paid orders that could not be settled this time. */
  failed: number;
}

interface ReconcilerOptions {
  razorpay: RazorpayClient;
  orders: PaymentOrders;
  settler: Settler;
  state: CheckoutState;
  times: RecorderTimes;
  /** A legacy-API data source that logs to `log`. */
  providerFor: (log: Logger) => ProviderDataSource;
  logger: Logger;
  now: () => Date;
  /** Time between sweeps; 0 = no schedule (My Courses and checkout still check). */
  intervalMs: number;
  /** How far back a sweep looks. */
  lookbackMs: number;
}

export class Reconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<SweepReport> | null = null;
  private firstSweep: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly options: ReconcilerOptions) {}

  /** Sweeps now and then every interval, until stop(). */
  start(): void {
    if (this.options.intervalMs <= 0 || this.timer !== null || this.stopped) return;
    this.firstSweep = this.sweepLogged();
    const next = () => {
      this.timer = setTimeout(() => {
        void this.sweepLogged().finally(() => {
          if (!this.stopped) next();
        });
      }, this.options.intervalMs);
      this.timer.unref();
    };
    next();
  }

  /** Stops the schedule and waits for a sweep under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One sweep of the window (shared by concurrent callers in this process). */
  sweep(): Promise<SweepReport> {
    this.running ??= this.sweepUnderLock().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Settles the student's own orders not yet known to be recorded (newest first, a few),
   * optionally for one course; says how many it looked at. Upstream faults are thrown.
   */
  async forStudent(
    customerId: string,
    provider: ProviderDataSource,
    log: Logger,
    courseId?: string,
  ): Promise<number> {
    // Just after a start, the first sweep is what knows the orders made before it.
    if (this.firstSweep) await withinMs(this.firstSweep, FIRST_SWEEP_WAIT_MS);
    const pending = (await this.options.orders.pendingFor(customerId, courseId)).slice(
      0,
      MAX_ORDERS_PER_STUDENT,
    );
    for (const order of pending) {
      await this.options.settler.settle(order, null, provider, log, 'reconciliation');
    }
    return pending.length;
  }

  private async sweepLogged(): Promise<void> {
    try {
      const report = await this.sweep();
      if (!report.skipped && (report.settled > 0 || report.failed > 0)) {
        this.options.logger.info(report, 'reconciliation sweep');
      }
    } catch (error) {
      this.options.logger.warn({ err: error }, 'reconciliation sweep failed');
    }
  }

  private async sweepUnderLock(): Promise<SweepReport> {
    const { state, logger } = this.options;
    const lock = await state.lock(SWEEP_LOCK, this.options.times.busyMs);
    if (!lock) {
      metrics.reconciliationSweeps.inc({ result: 'skipped' });
      return { skipped: true, seen: 0, settled: 0, failed: 0 };
    }
    try {
      const report = await this.sweepWindow(logger.child({ job: 'reconciliation' }));
      metrics.reconciliationSweeps.inc({ result: 'completed' });
      metrics.reconciliationOrders.inc({ result: 'settled' }, report.settled);
      metrics.reconciliationOrders.inc({ result: 'failed' }, report.failed);
      return report;
    } catch (error) {
      metrics.reconciliationSweeps.inc({ result: 'failed' });
      throw error;
    } finally {
      await state.unlock(lock);
    }
  }

  private async sweepWindow(log: Logger): Promise<SweepReport> {
    const { razorpay, orders, now, lookbackMs } = this.options;
    const provider = this.options.providerFor(log);
    // A fixed end, so orders created during the sweep do not shift the pages under it.
    const toS = Math.ceil(now().getTime() / 1000);
    const fromS = Math.floor((now().getTime() - lookbackMs) / 1000);
    const report: SweepReport = { skipped: false, seen: 0, settled: 0, failed: 0 };
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const items = await razorpay.listOrders(
        { fromS, toS, count: MAX_ORDERS_PER_PAGE, skip: page * MAX_ORDERS_PER_PAGE },
        log,
      );
      for (const item of items) {
        const order = orders.ofEntity(item);
        if (!order) continue;
        report.seen += 1;
        if (item.status !== 'paid') {
          await orders.remember(order);
          continue;
        }
        const settled = await this.settlePaid(order, provider, log);
        if (settled === true) report.settled += 1;
        if (settled === false) report.failed += 1;
      }
      if (items.length < MAX_ORDERS_PER_PAGE) break;
    }
    return report;
  }

  /** true: recorded now; false: could not be; null: already settled or being settled elsewhere. */
  private async settlePaid(
    order: CheckoutOrder,
    provider: ProviderDataSource,
    log: Logger,
  ): Promise<boolean | null> {
    try {
      return await underClaim(
        this.options.state,
        orderClaim(order.orderId),
        this.options.times,
        async () => {
          const settlement = await this.options.settler.settle(
            order,
            null,
            provider,
            log,
            'reconciliation',
          );
          const done = settlement === 'recorded' || settlement === 'refunded';
          return { done, value: done };
        },
      );
    } catch (error) {
      log.warn({ orderId: order.orderId, err: error }, 'reconciliation could not settle an order');
      return false;
    }
  }
}

/**
 * The request My Courses is read for: the student's data source and log, and the reconciler
 * (null without a key secret: nothing to settle).
 */
interface StudentRequest {
  provider: ProviderDataSource;
  log: Logger;
  reconciler: Reconciler | null;
}

/**
 * My Courses' order list, with the student's paid but unrecorded payments recorded first.
 * The list is read while they are looked for (so the gateway's state adds no wait of its
 * own), and read again only if one may have been recorded meanwhile.
 */
export async function myCoursesOrders(
  request: StudentRequest,
  customerId: string,
): Promise<OrderModel[]> {
  const listed = request.provider.orders(customerId);
  void listed.catch(() => undefined);
  if (await settleBeforeMyCourses(request, customerId)) return request.provider.orders(customerId);
  return listed;
}

/**
 * Before My Courses lists a student's orders: their paid but unrecorded payments are
 * recorded first. A fault or a slow Orders API never holds up or fails the page. Resolves
 * true when the order list may have changed meanwhile (a payment may have been recorded),
 * so it is worth reading again.
 */
async function settleBeforeMyCourses(
  request: StudentRequest,
  customerId: string,
): Promise<boolean> {
  const { reconciler } = request;
  if (!reconciler) return false;
  const check = reconciler
    .forStudent(customerId, request.provider, request.log)
    .then((looked) => looked > 0)
    .catch((error: unknown) => {
      request.log.warn({ err: error }, 'payments could not be checked for My Courses');
      return true;
    });
  const settled = await withinMs(check, MY_COURSES_WAIT_MS);
  return settled ?? true;
}

/** Waits for `promise`, but no longer than `ms`; its value, or undefined when late or failed. */
async function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
    timer.unref();
  });
  const value = await Promise.race([promise.catch(() => undefined), waited]);
  clearTimeout(timer);
  return value;
}
