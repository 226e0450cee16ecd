/**
 * Unlock reminders' data (migration 0006): each student's choice (reminders on unless they
 * turned them off) and the orders the reminder scheduler follows.
 *
 * Where the scheduler learns which orders exist and when they were bought: the gateway's own
 * `recorded_payments`, written in the step that saves each order at the provider, whichever
 * path (the page, a webhook, reconciliation) recorded it. Scanning it costs one query, where
 * asking the provider would mean calling its order list for every customer on every scan. The
 * provider is asked once per recorded payment, for the order's id and exact date (the unlock
 * rule counts weeks from the provider's date, which a recorded payment's time only nears), and
 * what it answers is kept here. Orders the gateway never recorded (made before it kept
 * payments) are not followed: they get no reminders.
 */
import { sql, type Kysely } from 'kysely';
import { MailingStore, type OutboxMessage } from './outbox.ts';
import type { Tables } from './tables.ts';

export class ReminderSettings {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Whether the student gets unlock reminders: yes unless they turned them off. */
  async enabled(customerId: string): Promise<boolean> {
    const [setting, deleted] = await Promise.all([
      this.db
        .selectFrom('reminder_settings')
        .select('reminders_enabled')
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
      // A deleted account gets no mail that is not owed to it (its choice is erased with it).
      this.db
        .selectFrom('deleted_accounts')
        .select('customer_id')
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),
    ]);
    if (deleted !== undefined) return false;
    return setting === undefined || Number(setting.reminders_enabled) === 1;
  }

  /** Turns the student's reminders on or off. */
  async setEnabled(customerId: string, enabled: boolean): Promise<void> {
    await this.db
      .insertInto('reminder_settings')
      .values({
        customer_id: customerId,
        reminders_enabled: enabled ? 1 : 0,
        updated_at: this.now().getTime(),
      })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((row) => ({
          reminders_enabled: row.ref('excluded.reminders_enabled'),
          updated_at: row.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** A recorded payment whose order the scheduler has not looked up yet. */
interface UnfoundPayment {
  paymentId: string;
  customerId: string;
  courseId: string;
}

/** An order the scheduler follows, one of whose weeks after `remindedWeek` has opened. */
interface FollowedOrder {
  paymentId: string;
  customerId: string;
  courseId: string;
  orderId: string;
  orderedAtMs: number;
  remindedWeek: number;
}

export class UnlockSchedule extends MailingStore {
  /** Recorded payments not looked up yet, oldest first, at most `limit`. */
  async unfound(limit: number): Promise<UnfoundPayment[]> {
    const rows = await this.db
      .selectFrom('recorded_payments as paid')
      .leftJoin('unlock_schedule as followed', 'followed.payment_id', 'paid.payment_id')
      .select(['paid.payment_id', 'paid.customer_id', 'paid.course_id'])
      .where('followed.payment_id', 'is', null)
      .orderBy('paid.recorded_at')
      .orderBy('paid.payment_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      paymentId: row.payment_id,
      customerId: row.customer_id,
      courseId: row.course_id,
    }));
  }

  /**
   * Starts following the payment's order (`order` null: it has none, nothing to follow).
   * Week 1 opens at purchase, with the receipt: reminders start at week 2.
   */
  async found(
    payment: UnfoundPayment,
    order: { orderId: string; orderedAtMs: number } | null,
  ): Promise<void> {
    await this.db
      .insertInto('unlock_schedule')
      .values({
        payment_id: payment.paymentId,
        customer_id: payment.customerId,
        course_id: payment.courseId,
        order_id: order?.orderId ?? null,
        ordered_at: order?.orderedAtMs ?? null,
        reminded_week: 1,
        found_at: this.now().getTime(),
      })
      .onConflict((conflict) => conflict.column('payment_id').doNothing())
      .execute();
  }

  /**
   * Followed orders whose next week has opened by `atMs` (a week being `weekMs` long, the
   * unlock rule's), earliest first, at most `limit`.
   */
  async opened(atMs: number, weekMs: number, limit: number): Promise<FollowedOrder[]> {
    const rows = await this.db
      .selectFrom('unlock_schedule')
      .selectAll()
      .where('order_id', 'is not', null)
      .where('ordered_at', 'is not', null)
      // In bigint on both databases: week 4's offset is past a 32-bit integer already.
      .where(
        sql<boolean>`ordered_at + CAST(reminded_week AS bigint) * CAST(${weekMs} AS bigint)
          <= CAST(${atMs} AS bigint)`,
      )
      .orderBy('ordered_at')
      .limit(limit)
      .execute();
    return rows.flatMap((row) =>
      row.order_id === null || row.ordered_at === null
        ? []
        : [
            {
              paymentId: row.payment_id,
              customerId: row.customer_id,
              courseId: row.course_id,
              orderId: row.order_id,
              orderedAtMs: Number(row.ordered_at),
              remindedWeek: Number(row.reminded_week),
            },
          ],
    );
  }

  /**
   * Enqueues the week's reminder (none when it is passed over), then notes the week as handled
   * for the payment's order. No transaction is needed: the outbox keeps one message per key,
   * so a scan that stops between the two writes enqueues nothing new when it runs again, and
   * the note never moves back when two gateways handle the same week at once.
   */
  async reminded(paymentId: string, week: number, mail: OutboxMessage | null): Promise<void> {
    if (mail) await this.outbox.enqueue(mail);
    await this.db
      .updateTable('unlock_schedule')
      .set({ reminded_week: week })
      .where('payment_id', '=', paymentId)
      .where('reminded_week', '<', week)
      .execute();
  }
}
