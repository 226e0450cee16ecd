/**
 * Accounts deleted at their owners' request (migration 0007). Deleting erases, in one
 * transaction, every row the gateway keeps about the student, except what the law keeps:
 * their receipts (tax invoices) are kept as printed, and their certificates stay, withdrawn,
 * with the name erased, so a shared link says "withdrawn" rather than "unknown". What is left
 * of the account is a request record: the customer id, when, and a hash of the e-mail, which
 * keeps the e-mail from signing in again and which the academy passes on to the legacy
 * system (it has no way to delete an account; DESIGN.md §3).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/**
 * The tables holding rows about a customer, keyed by `customer_id`, erased with the account.
 * A new table about customers is a line here. Not here: receipt_numbers and recorded_payments
 * (what the kept receipts print), certificates (withdrawn instead), the outbox (a receipt's
 * e-mail still due is a tax invoice too).
 */
const ERASED_TABLES = [
  'lesson_progress',
  'calendar_keys',
  'customer_languages',
  'sign_ins',
  'reminder_settings',
  'unlock_schedule',
  'credentials',
  'password_resets',
  'sign_in_codes',
  'student_directory',
  'student_orders',
] as const;

/**
 * An e-mail as sign-in compares it (trimmed, lower case), hashed: SHA-256, hex. Not keyed, so
 * the legacy system can match it and a new session secret does not let a deleted e-mail in.
 */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** A receipt of the account, as printed, to keep. */
export interface ReceiptToKeep {
  orderId: string;
  number: string;
  /** What the receipt prints, as JSON. */
  facts: string;
}

interface DeletionRequest {
  customerId: string;
  emailHash: string;
  requestedAt: Date;
  /** When the academy passed it on to the legacy system; null until then. */
  passedOnAt: Date | null;
}

/** Told after an account's deletion is committed (the sign-in mirror); never throws. */
interface DeletionWatcher {
  accountDeleted(customerId: string, email: string, at: number): Promise<void>;
}

export class AccountDeletions {
  #watchers: DeletionWatcher[] = [];

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Tells `watcher` of every deletion committed from now on; returns how to stop. */
  watch(watcher: DeletionWatcher): () => void {
    this.#watchers.push(watcher);
    return () => {
      this.#watchers = this.#watchers.filter((other) => other !== watcher);
    };
  }

  /** The deletions requested at or after `from` (epoch ms). */
  async deletedSince(
    from: number,
  ): Promise<{ customerId: string; emailHash: string; requestedAt: number }[]> {
    const rows = await this.db
      .selectFrom('deleted_accounts')
      .select(['customer_id', 'email_hash', 'requested_at'])
      .where('requested_at', '>=', from)
      .execute();
    return rows.map((row) => ({
      customerId: row.customer_id,
      emailHash: row.email_hash,
      requestedAt: Number(row.requested_at),
    }));
  }

  /** Whether the account of this e-mail or this customer id was deleted. */
  async isDeleted(account: { email?: string; customerId?: string }): Promise<boolean> {
    const { email, customerId } = account;
    if (email === undefined && customerId === undefined) return false;
    const row = await this.db
      .selectFrom('deleted_accounts')
      .select('customer_id')
      .where((where) =>
        where.or([
          ...(email === undefined ? [] : [where('email_hash', '=', emailHash(email))]),
          ...(customerId === undefined ? [] : [where('customer_id', '=', customerId)]),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Erases what the gateway keeps about the customer, keeps `receipts` as printed, withdraws
   * their certificates and records the request: all of it or, on a failure, none of it.
   */
  async erase(customerId: string, email: string, receipts: readonly ReceiptToKeep[]) {
    const at = this.now().getTime();
    await this.db.transaction().execute(async (trx) => {
      for (const receipt of receipts) {
        await trx
          .insertInto('kept_receipts')
          .values({
            order_id: receipt.orderId,
            customer_id: customerId,
            number: receipt.number,
            facts: receipt.facts,
            kept_at: at,
          })
          .onConflict((conflict) => conflict.column('order_id').doNothing())
          .execute();
      }
      for (const table of ERASED_TABLES) {
        await trx.deleteFrom(table).where('customer_id', '=', customerId).execute();
      }
      await trx
        .updateTable('certificates')
        .set({ student_name: '', withdrawn_at: at })
        .where('customer_id', '=', customerId)
        .where('withdrawn_at', 'is', null)
        .execute();
      await trx
        .insertInto('deleted_accounts')
        .values({
          customer_id: customerId,
          email_hash: emailHash(email),
          requested_at: at,
          passed_on_at: null,
        })
        .onConflict((conflict) => conflict.column('customer_id').doNothing())
        .execute();
    });
    await Promise.all(
      this.#watchers.map((watcher) => watcher.accountDeleted(customerId, email, at)),
    );
  }

  /** The deletion requests, oldest first: those not yet passed on, or all. */
  async requests(which: 'pending' | 'all' = 'pending'): Promise<DeletionRequest[]> {
    let query = this.db.selectFrom('deleted_accounts').selectAll();
    if (which === 'pending') query = query.where('passed_on_at', 'is', null);
    const rows = await query.orderBy('requested_at').orderBy('customer_id').execute();
    return rows.map((row) => ({
      customerId: row.customer_id,
      emailHash: row.email_hash,
      requestedAt: new Date(row.requested_at),
      passedOnAt: row.passed_on_at === null ? null : new Date(row.passed_on_at),
    }));
  }

  /** Notes that the academy passed the request on to the legacy system; false when unknown. */
  async markPassedOn(customerId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('deleted_accounts')
      .set({ passed_on_at: this.now().getTime() })
      .where('customer_id', '=', customerId)
      .where('passed_on_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** A deleted account's kept receipts, by order id: what each printed, as JSON. */
  async keptReceipts(
    customerId: string,
  ): Promise<{ orderId: string; number: string; facts: string }[]> {
    const rows = await this.db
      .selectFrom('kept_receipts')
      .select(['order_id', 'number', 'facts'])
      .where('customer_id', '=', customerId)
      .orderBy('number')
      .execute();
    return rows.map((row) => ({ orderId: row.order_id, number: row.number, facts: row.facts }));
  }
}
