/**
 * The unlock reminders' scheduler: on the gateway's clock, it finds the weeks of orders that
 * have opened since it last looked and writes one outbox message per (order, week), keyed
 * `unlock:{orderId}:{week}`, so however many gateways scan, and however often they restart,
 * each week is one e-mail. A message is due at the opening, or at the end of the quiet hours
 * (REMINDER_QUIET_HOURS) the opening fell in: its "not before" time, which the sender keeps.
 *
 * Which orders exist comes from the gateway's own recorded payments (gateway/db/reminders.ts
 * says why); the provider is asked once per payment for its order's id and date, and the
 * course's lessons come through the shared public cache, as the classes page reads them.
 *
 * Week 1 opens at purchase, with the receipt: it has no reminder. Catch-up: when a scan finds
 * that more than one week opened since the last reminder (the gateway was down, or the order
 * is older than this feature), only the latest opened week is reminded of, and only when it
 * opened within CATCH_UP_MS; the weeks passed over are noted and never mailed, so nobody gets
 * a flood of stale reminders. A student with reminders off has the week noted and no message
 * (and the sender asks again when it sends).
 */
import type { Logger } from 'pino';
import type { ReminderSettings, UnlockSchedule } from '../db/reminders.ts';
import { unlockMail } from '../domain/mail.ts';
import { orderForCourse } from '../domain/orders.ts';
import type { QuietHours } from '../config/reminders.ts';
import { sendableAtMs } from '../domain/quiet-hours.ts';
import { availableWeek, isPaid, WEEK_MS, weekOpensAtMs } from '../domain/unlock.ts';
import type { ClassItemModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { weekLessons } from './unlock.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';

/** A week that opened longer ago than this when first seen is not reminded of. */
const CATCH_UP_MS = 2 * 24 * 3_600_000;
/** How often the scheduler looks, on the real clock (a reminder may be this late). */
const SCAN_EVERY_MS = 60_000;
/** At most this many payments looked up, and orders handled, per scan. */
const BATCH = 200;

interface SchedulerProvider {
  orders(customerId: string): Promise<OrderModel[]>;
  classItems(courseId: string): Promise<ClassItemModel[]>;
}

interface UnlockSchedulerOptions {
  schedule: UnlockSchedule;
  reminders: ReminderSettings;
  /** A provider data source for one scan (it keeps each customer's orders for the scan). */
  providerFor: (log: Logger) => SchedulerProvider;
  quietHours: QuietHours | null;
  /** The gateway's clock: weeks open on it. */
  now: () => Date;
  logger: Logger;
}

/** What one scan did, for the logs and tests. */
interface ScanReport {
  /** Payments whose orders were looked up. */
  found: number;
  /** Reminders written to the outbox. */
  reminders: number;
  /** Opened weeks noted without a reminder (too old, turned off, no lessons). */
  passedOver: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class UnlockScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ScanReport> | null = null;

  constructor(private readonly options: UnlockSchedulerOptions) {}

  /** Scans now and then every minute until stopped. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.scan().catch((error: unknown) => {
        // An outage of the database is logged once, by the database itself; the next scan
        // catches up.
        if (!isDatabaseUnavailable(error)) {
          this.options.logger.error({ err: error }, 'unlock reminders: scan failed');
        }
      });
    };
    this.timer = setInterval(tick, SCAN_EVERY_MS);
    this.timer.unref();
    tick();
  }

  /** Stops scanning; resolves once a scan under way has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One look at the orders, at the gateway clock's now; scans never overlap. */
  scan(): Promise<ScanReport> {
    if (this.running) return this.running;
    this.running = this.scanOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async scanOnce(): Promise<ScanReport> {
    const log = this.options.logger;
    const provider = this.options.providerFor(log);
    const found = await this.findOrders(provider, log);
    const report = await this.remindOpened(provider, this.options.now().getTime(), log);
    const result = { found, ...report };
    if (found + report.reminders + report.passedOver > 0) {
      log.info(result, 'unlock reminders: scanned');
    }
    return result;
  }

  /** Looks up the orders of payments recorded since the last scan. */
  private async findOrders(provider: SchedulerProvider, log: Logger): Promise<number> {
    const { schedule } = this.options;
    let found = 0;
    for (const payment of await schedule.unfound(BATCH)) {
      let orders: OrderModel[];
      try {
        orders = await provider.orders(payment.customerId);
      } catch (error) {
        // Looked up again on the next scan.
        log.warn({ err: describe(error), paymentId: payment.paymentId }, 'order not looked up');
        continue;
      }
      const order = orderForCourse(orders, payment.courseId);
      await schedule.found(
        payment,
        order && isPaid(order) ? { orderId: order.id, orderedAtMs: order.orderedAtMs } : null,
      );
      found += 1;
    }
    return found;
  }

  /** Writes the reminders of weeks opened by `nowMs`, or notes why there is none. */
  private async remindOpened(provider: SchedulerProvider, nowMs: number, log: Logger) {
    const { schedule, reminders, quietHours } = this.options;
    const report = { reminders: 0, passedOver: 0 };
    for (const order of await schedule.opened(nowMs, WEEK_MS, BATCH)) {
      const week = availableWeek(order.orderedAtMs, new Date(nowMs));
      const opensAtMs = weekOpensAtMs(order.orderedAtMs, week);
      let lessons = '';
      if (nowMs - opensAtMs <= CATCH_UP_MS && (await reminders.enabled(order.customerId))) {
        try {
          lessons = weekLessons(await provider.classItems(order.courseId), week);
        } catch (error) {
          // Tried again on the next scan, still within the catch-up window.
          log.warn({ err: describe(error), courseId: order.courseId }, 'lessons not read');
          continue;
        }
      }
      const mail =
        lessons === ''
          ? null
          : unlockMail({
              orderId: order.orderId,
              customerId: order.customerId,
              courseId: order.courseId,
              week,
              notBefore: sendableAtMs(opensAtMs, quietHours),
            });
      await schedule.reminded(order.paymentId, week, mail);
      if (mail) report.reminders += 1;
      else report.passedOver += 1;
    }
    return report;
  }
}
