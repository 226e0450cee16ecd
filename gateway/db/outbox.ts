/**
 * The mail outbox (migration 0004): messages written in the same step as what causes them,
 * each under a unique key naming that cause, and handed to one sender at a time.
 *
 * - Enqueue: an insert that leaves an existing key alone, so every path reporting the same
 *   cause (and every gateway) makes one row. It takes the caller's transaction, so the row
 *   exists exactly when the cause's own write does.
 * - Claim: one statement moves one due row to 'sending' under a lease (owner, until): on
 *   PostgreSQL its SELECT ... FOR UPDATE SKIP LOCKED passes over rows another gateway is
 *   claiming; on SQLite the UPDATE holds the file's write lock, so its condition is checked
 *   and the row taken at once. A lease that lapsed (its gateway died) is due again.
 * - Done: 'sent' (or 'failed' after the last attempt, or 'skipped' when the message is no longer
 *   wanted or its kind found nothing to send: a reminder its student turned off, a reset asked
 *   for an address with no account) is written only by the lease's owner.
 * - Not before: a message may name a time before which it is not claimed (a reminder due in
 *   quiet hours waits for their end). It is read on the gateway's own clock, the one that
 *   opens weeks, so tests that move that clock move it too; retries and leases keep to the
 *   real clock their timers follow.
 *
 * What "at most once per key" means is in docs/decisions/0018-mail-outbox.md: a gateway that
 * dies after the SMTP server accepted a message and before it is marked sent leaves a lease
 * that lapses, and the message is sent again, with the same Message-ID.
 */
import { EventEmitter } from 'node:events';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OutboxState, Tables } from './tables.ts';

/** What a cause puts in the outbox. */
export interface OutboxMessage {
  /** Unique per cause: `receipt:{paymentId}`. */
  key: string;
  /** The template that makes it. */
  kind: string;
  /** The template's input (JSON). */
  payload: Record<string, string | number | boolean | null>;
  /** Not sent before this time (epoch ms on the gateway's clock); unset: when it is due. */
  notBefore?: number;
}

/** A message this gateway holds the lease on. */
export interface ClaimedMail {
  key: string;
  kind: string;
  payload: unknown;
  /** Attempts begun, this one included. */
  attempts: number;
  owner: string;
}

interface OutboxEntry {
  key: string;
  kind: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
}

type Executor = Kysely<Tables> | Transaction<Tables>;

const ERROR_TEXT_LIMIT = 500;

export class MailOutbox {
  private readonly events = new EventEmitter();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly kind: 'sqlite' | 'postgres',
    private readonly now: () => Date,
    /** The gateway's clock, which `notBefore` is read on (tests move it). */
    private readonly gatewayNow: () => Date = now,
  ) {}

  /**
   * Adds the message with `executor` (the transaction of its cause, or the database); a
   * message whose key is there already is left as it is. Call `enqueued` once committed.
   */
  async enqueueIn(executor: Executor, message: OutboxMessage): Promise<void> {
    const at = this.now().getTime();
    await executor
      .insertInto('mail_outbox')
      .values({
        key: message.key,
        kind: message.kind,
        payload: JSON.stringify(message.payload),
        state: 'pending',
        attempts: 0,
        next_attempt_at: at,
        lease_owner: null,
        lease_until: null,
        last_error: null,
        created_at: at,
        sent_at: null,
        not_before: message.notBefore ?? null,
      })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }

  /** Adds a message on its own (its cause wrote nothing here) and wakes the sender. */
  async enqueue(message: OutboxMessage): Promise<void> {
    await this.enqueueIn(this.db, message);
    this.enqueued();
  }

  /** Says that messages were committed, so this gateway's sender looks now. */
  enqueued(): void {
    this.events.emit('enqueued');
  }

  /** Calls `listener` whenever messages are enqueued here; returns the way to stop. */
  onEnqueued(listener: () => void): () => void {
    this.events.on('enqueued', listener);
    return () => this.events.off('enqueued', listener);
  }

  /** Takes one due message for `owner` for `leaseMs`; null when none is due. */
  async claim(owner: string, leaseMs: number): Promise<ClaimedMail | null> {
    const now = this.now().getTime();
    const until = now + leaseMs;
    const gatewayNow = this.gatewayNow().getTime();
    const due = sql`(state = 'pending' AND next_attempt_at <= CAST(${now} AS bigint)
        AND (not_before IS NULL OR not_before <= CAST(${gatewayNow} AS bigint)))
      OR (state = 'sending' AND lease_until <= CAST(${now} AS bigint))`;
    const skipLocked = this.kind === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
    const result = await sql<{ key: string; kind: string; payload: string; attempts: number }>`
      UPDATE mail_outbox
      SET state = 'sending', lease_owner = ${owner}, lease_until = CAST(${until} AS bigint),
          attempts = attempts + 1
      WHERE key = (
        SELECT key FROM mail_outbox WHERE ${due}
        ORDER BY next_attempt_at, key LIMIT 1 ${skipLocked}
      ) AND (${due})
      RETURNING key, kind, payload, attempts
    `.execute(this.db);
    const row = result.rows[0];
    if (!row) return null;
    return {
      key: row.key,
      kind: row.kind,
      payload: JSON.parse(row.payload) as unknown,
      attempts: Number(row.attempts),
      owner,
    };
  }

  /** Marks the message sent; false when the lease was no longer this owner's. */
  async sent(mail: ClaimedMail): Promise<boolean> {
    return this.finish(mail, { state: 'sent', sent_at: this.now().getTime(), last_error: null });
  }

  /** Puts the message back, to be tried again at `atMs`. */
  async retryAt(mail: ClaimedMail, atMs: number, error: string): Promise<boolean> {
    return this.finish(mail, {
      state: 'pending',
      next_attempt_at: atMs,
      last_error: error.slice(0, ERROR_TEXT_LIMIT),
    });
  }

  /** Keeps the message as skipped: it is no longer wanted (`reason` says why). */
  async skipped(mail: ClaimedMail, reason: string): Promise<boolean> {
    return this.finish(mail, { state: 'skipped', last_error: reason.slice(0, ERROR_TEXT_LIMIT) });
  }

  /** Keeps the message as failed: no more attempts. */
  async failed(mail: ClaimedMail, error: string): Promise<boolean> {
    return this.finish(mail, { state: 'failed', last_error: error.slice(0, ERROR_TEXT_LIMIT) });
  }

  private async finish(
    mail: ClaimedMail,
    values: {
      state: OutboxState;
      sent_at?: number;
      next_attempt_at?: number;
      last_error: string | null;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ ...values, lease_owner: null, lease_until: null })
      .where('key', '=', mail.key)
      .where('state', '=', 'sending')
      .where('lease_owner', '=', mail.owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * When something next falls due, on the real clock: a retry's time, a lease's end, or a
   * "not before" time (moved from the gateway's clock to the real one); null when nothing waits.
   */
  async nextDueAt(): Promise<number | null> {
    // A "not before" time moved by the difference of the two clocks (none outside tests).
    const shift = this.now().getTime() - this.gatewayNow().getTime();
    const notBefore = sql`not_before + CAST(${shift} AS bigint)`;
    const result = await sql<{ due: number | string | null }>`
      SELECT MIN(CASE
        WHEN state = 'sending' THEN lease_until
        WHEN not_before IS NOT NULL AND ${notBefore} > next_attempt_at THEN ${notBefore}
        ELSE next_attempt_at
      END) AS due
      FROM mail_outbox WHERE state IN ('pending', 'sending')
    `.execute(this.db);
    const due = result.rows[0]?.due;
    return due === null || due === undefined ? null : Number(due);
  }

  /** Every message of a key's prefix (`receipt:`), oldest first: for operators and tests. */
  async entries(keyPrefix = ''): Promise<OutboxEntry[]> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(['key', 'kind', 'state', 'attempts', 'last_error', 'sent_at'])
      .where('key', 'like', `${keyPrefix}%`)
      .orderBy('created_at')
      .orderBy('key')
      .execute();
    return rows.map((row) => ({
      key: row.key,
      kind: row.kind,
      state: row.state,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      sentAt: row.sent_at === null ? null : Number(row.sent_at),
    }));
  }
}

/**
 * A store whose writes also send mail (a receipt with a recorded payment, a reminder when a
 * week opens): its database, its clock and the outbox the mail goes into.
 */
export abstract class MailingStore {
  constructor(
    protected readonly db: Kysely<Tables>,
    protected readonly now: () => Date,
    protected readonly outbox: MailOutbox,
  ) {}
}
