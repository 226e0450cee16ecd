/**
 * The sender: takes due messages from the outbox one at a time under a lease, makes each with
 * its kind's template and hands it to the SMTP server; a failure is tried again later, each
 * wait twice the last, and after the last attempt the message is kept as failed. It wakes when
 * this gateway enqueues a message (the outbox's event), when a retry or a lapsed lease falls
 * due (a timer set to that moment), and on a slow sweep for messages other gateways left.
 * Why this way and what "once" means: docs/decisions/0018-mail-outbox.md.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { ClaimedMail, MailOutbox } from '../db/outbox.ts';
import { isMailKind } from '../domain/mail.ts';
import { metrics } from '../observability/metrics.ts';
import { SkippedMail, UnsendableMail, type MailKinds } from './kinds.ts';
import { permanentlyRefused, type Mailer } from './mailer.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';

export interface MailTiming {
  /** Attempts before a message is kept as failed. */
  attempts: number;
  /** The wait before the first retry; each next one doubles, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How long a claim holds: well over one send's time limit, so a live sender keeps it. */
  leaseMs: number;
  /** The slow sweep: how often the outbox is looked at with nothing else to wake for. */
  sweepMs: number;
}

/** About 4 hours of retries (5 s, 10 s, ... capped at 30 min) before a message fails. */
export const defaultMailTiming = (sendTimeoutMs: number): MailTiming => ({
  attempts: 15,
  firstRetryMs: 5000,
  maxRetryMs: 30 * 60_000,
  leaseMs: 2 * sendTimeoutMs,
  sweepMs: 60_000,
});

/** The shortest wait between two looks, so a clock that disagrees never spins the loop. */
const MIN_WAIT_MS = 25;

interface MailWorkerOptions {
  outbox: MailOutbox;
  kinds: MailKinds;
  mailer: Mailer;
  timing: MailTiming;
  logger: Logger;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class MailWorker {
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID()}`;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: () => void = () => undefined;

  constructor(private readonly options: MailWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.options.outbox.onEnqueued(() => this.wake());
    this.wake();
  }

  /** Stops waking, lets a message being sent finish, and closes the SMTP transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.options.mailer.close();
  }

  /**
   * Looks at the outbox now and resolves once that look is over (what was due then is sent
   * or put back): for callers that just made messages due, such as a moved test clock.
   */
  async lookNow(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  /** Looks at the outbox now, or right after the look under way. */
  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.again = false;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) this.wake();
    });
  }

  private async drain(): Promise<void> {
    const { outbox, timing, logger } = this.options;
    let next: number | null;
    try {
      for (;;) {
        if (this.stopped) return;
        const mail = await outbox.claim(this.owner, timing.leaseMs);
        if (!mail) break;
        await this.deliver(mail);
      }
      next = await outbox.nextDueAt();
    } catch (error) {
      // The database is away: look again on the sweep (an outage is logged once, by the
      // database itself).
      if (!isDatabaseUnavailable(error)) logger.error({ err: error }, 'mail outbox unavailable');
      next = null;
    }
    this.schedule(next);
  }

  private schedule(dueAtMs: number | null): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const { sweepMs } = this.options.timing;
    const wait = dueAtMs === null ? sweepMs : Math.min(sweepMs, dueAtMs - Date.now());
    this.timer = setTimeout(() => this.wake(), Math.max(MIN_WAIT_MS, wait));
    this.timer.unref();
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { outbox, kinds, mailer, timing, logger } = this.options;
    const kind = isMailKind(mail.kind) ? mail.kind : 'unknown';
    const log = logger.child({ mailKey: mail.key, kind, attempt: mail.attempts });
    try {
      if (kind === 'unknown') throw new UnsendableMail(`no template for ${mail.kind}`);
      await mailer.send(await kinds[kind](mail.payload), mail.key);
    } catch (error) {
      if (error instanceof SkippedMail) {
        await outbox.skipped(mail, error.message);
        log.info({ reason: error.message }, 'mail skipped');
        return;
      }
      const last = mail.attempts >= timing.attempts;
      if (last || error instanceof UnsendableMail || permanentlyRefused(error)) {
        await outbox.failed(mail, describe(error));
        metrics.mailFailed.inc({ kind });
        log.error({ err: error }, 'mail failed; kept as failed');
        return;
      }
      const waitMs = Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** (mail.attempts - 1));
      await outbox.retryAt(mail, Date.now() + waitMs, describe(error));
      log.warn({ err: error, retryInMs: waitMs }, 'mail not sent; will try again');
      return;
    }
    metrics.mailSent.inc({ kind });
    // Accepted by the SMTP server: from here on it counts as sent, whatever the row says.
    if (!(await outbox.sent(mail))) log.warn('mail sent after its lease lapsed');
    else log.info('mail sent');
  }
}
