/**
 * The accounts' durable data (migration 0005): the password hash the gateway checks for each
 * customer (docs/decisions/0019), their device generation, the reset tokens and the sign-in
 * codes. Tokens and codes arrive here already hashed; what they mean is gateway/accounts/.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Tables } from './tables.ts';

/** What the gateway knows of a customer's password. */
interface Credential {
  customerId: string;
  email: string;
  passwordHash: string;
  /** The legacy API holds the same password (no reset since the last change it took). */
  legacyInStep: boolean;
  generation: number;
}

/** A credential with the time its row last changed (the sign-in mirror's cursor). */
export interface CredentialRow extends Credential {
  updatedAt: number;
}

/**
 * Told after a change to a customer's credentials is committed (the sign-in mirror,
 * gateway/accounts/sign-in-mirror.ts). It never throws: the change is done either way.
 */
interface CredentialWatcher {
  accountChanged(customerId: string): Promise<void>;
}

/** A reset token's row, looked up by its hash. */
interface PasswordReset {
  requestKey: string;
  customerId: string;
  expiresAt: number;
  usedAt: number | null;
}

type Executor = Kysely<Tables> | Transaction<Tables>;

/** How the e-mail address is compared: trimmed, lower-cased. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export class Accounts {
  #watchers: CredentialWatcher[] = [];

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (trx: Transaction<Tables>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Tells `watcher` of every change committed from now on; returns how to stop. */
  watch(watcher: CredentialWatcher): () => void {
    this.#watchers.push(watcher);
    return () => {
      this.#watchers = this.#watchers.filter((other) => other !== watcher);
    };
  }

  /**
   * Tells the watchers the customer's credentials changed: called by each change here once
   * committed, and by whoever commits a transaction of its own (a reset, recovery.ts).
   */
  async announce(customerId: string): Promise<void> {
    await Promise.all(this.#watchers.map((watcher) => watcher.accountChanged(customerId)));
  }

  async byEmail(email: string): Promise<Credential | null> {
    const row = await this.db
      .selectFrom('credentials')
      .selectAll()
      .where('email', '=', emailKey(email))
      .executeTakeFirst();
    return row ? credentialOf(row) : null;
  }

  async byCustomer(customerId: string): Promise<CredentialRow | null> {
    const row = await this.db
      .selectFrom('credentials')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row ? credentialOf(row) : null;
  }

  /** Every account the legacy API is out of step with (a reset it could not take). */
  async driftedAccounts(): Promise<CredentialRow[]> {
    const rows = await this.db
      .selectFrom('credentials')
      .selectAll()
      .where('legacy_in_step', '=', 0)
      .execute();
    return rows.map(credentialOf);
  }

  /** The rows changed at or after `from` (epoch ms), in step or not. */
  async changedSince(from: number): Promise<CredentialRow[]> {
    const rows = await this.db
      .selectFrom('credentials')
      .selectAll()
      .where('updated_at', '>=', from)
      .execute();
    return rows.map(credentialOf);
  }

  /**
   * Keeps `passwordHash` as the customer's password (after a sign-in the legacy API accepted,
   * a sign-up or a change). A row another customer held under the same address is dropped:
   * the legacy API just said the address is this customer's. `endDevices` raises the
   * generation, ending every device token issued before.
   */
  async keepPassword(
    input: { customerId: string; email: string; passwordHash: string; legacyInStep: boolean },
    options: { endDevices: boolean },
  ): Promise<void> {
    const at = this.now().getTime();
    const email = emailKey(input.email);
    await this.transaction(async (trx) => {
      await trx
        .deleteFrom('credentials')
        .where('email', '=', email)
        .where('customer_id', '<>', input.customerId)
        .execute();
      await trx
        .insertInto('credentials')
        .values({
          customer_id: input.customerId,
          email,
          password_hash: input.passwordHash,
          legacy_in_step: input.legacyInStep ? 1 : 0,
          generation: 1,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.column('customer_id').doUpdateSet((row) => ({
            email: row.ref('excluded.email'),
            password_hash: row.ref('excluded.password_hash'),
            legacy_in_step: row.ref('excluded.legacy_in_step'),
            updated_at: row.ref('excluded.updated_at'),
            generation: options.endDevices
              ? sql<number>`credentials.generation + 1`
              : sql<number>`credentials.generation`,
          })),
        )
        .execute();
    });
    await this.announce(input.customerId);
  }

  /** The customer's new address (a profile update the legacy API accepted). */
  async changeEmail(customerId: string, email: string): Promise<void> {
    await this.transaction(async (trx) => {
      await trx
        .deleteFrom('credentials')
        .where('email', '=', emailKey(email))
        .where('customer_id', '<>', customerId)
        .execute();
      await trx
        .updateTable('credentials')
        .set({ email: emailKey(email), updated_at: this.now().getTime() })
        .where('customer_id', '=', customerId)
        .execute();
    });
    await this.announce(customerId);
  }

  /**
   * Ends every device token of the customer ("sign out everywhere"). Inside a transaction
   * (`executor`), its owner announces the change once it is committed.
   */
  async endDevices(customerId: string, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('credentials')
      .set((eb) => ({ generation: eb('generation', '+', 1), updated_at: this.now().getTime() }))
      .where('customer_id', '=', customerId)
      .execute();
    if (executor === this.db) await this.announce(customerId);
  }

  /** The device generation of the account signing in as `email`; null when none is kept. */
  async generationOf(email: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('credentials')
      .select('generation')
      .where('email', '=', emailKey(email))
      .executeTakeFirst();
    return row ? Number(row.generation) : null;
  }

  /**
   * The reset link of request `requestKey`: made once per request; a second attempt at its
   * e-mail (a retry) replaces the hash, so only the link last sent works.
   */
  async saveReset(input: {
    requestKey: string;
    tokenHash: string;
    customerId: string;
    expiresAt: number;
  }): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({
        request_key: input.requestKey,
        token_hash: input.tokenHash,
        customer_id: input.customerId,
        expires_at: input.expiresAt,
        used_at: null,
        created_at: this.now().getTime(),
      })
      .onConflict((conflict) =>
        conflict.column('request_key').doUpdateSet((row) => ({
          token_hash: row.ref('excluded.token_hash'),
          expires_at: row.ref('excluded.expires_at'),
        })),
      )
      .execute();
  }

  async resetByHash(tokenHash: string): Promise<PasswordReset | null> {
    const row = await this.db
      .selectFrom('password_resets')
      .select(['request_key', 'customer_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      requestKey: row.request_key,
      customerId: row.customer_id,
      expiresAt: Number(row.expires_at),
      usedAt: row.used_at === null ? null : Number(row.used_at),
    };
  }

  /**
   * Uses the reset `requestKey` in `trx`, with every other open link of its customer; false
   * when it was used meanwhile (two tabs at once: one wins).
   */
  async useReset(trx: Transaction<Tables>, reset: PasswordReset): Promise<boolean> {
    const at = this.now().getTime();
    const used = await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('request_key', '=', reset.requestKey)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('customer_id', '=', reset.customerId)
      .where('used_at', 'is', null)
      .execute();
    return true;
  }

  /**
   * Sets the password a reset chose: the legacy API keeps the old one (decision 0019). An
   * account with no kept password gets one at `email` (from the student directory) when
   * given and no other account signs in with it.
   */
  async setResetPassword(
    trx: Transaction<Tables>,
    customerId: string,
    passwordHash: string,
    email: string | null = null,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('credentials')
      .set((eb) => ({
        password_hash: passwordHash,
        legacy_in_step: 0,
        generation: eb('generation', '+', 1),
        updated_at: this.now().getTime(),
      }))
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return true;
    if (email === null) return false;
    const inserted = await trx
      .insertInto('credentials')
      .values({
        customer_id: customerId,
        email: emailKey(email),
        password_hash: passwordHash,
        legacy_in_step: 0,
        generation: 1,
        updated_at: this.now().getTime(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** A new sign-in code of request `requestKey` (a retry of its e-mail replaces it). */
  async saveCode(input: {
    requestKey: string;
    customerId: string;
    codeHash: string;
    expiresAt: number;
  }): Promise<void> {
    await this.db
      .insertInto('sign_in_codes')
      .values({
        request_key: input.requestKey,
        customer_id: input.customerId,
        code_hash: input.codeHash,
        expires_at: input.expiresAt,
        failed_attempts: 0,
        used_at: null,
        created_at: this.now().getTime(),
      })
      .onConflict((conflict) =>
        conflict.column('request_key').doUpdateSet((row) => ({
          code_hash: row.ref('excluded.code_hash'),
          expires_at: row.ref('excluded.expires_at'),
          failed_attempts: 0,
        })),
      )
      .execute();
  }

  /** The customer's codes that may still be used: unexpired, unused, under `maxFailures`. */
  async liveCodes(
    customerId: string,
    maxFailures: number,
  ): Promise<{ requestKey: string; codeHash: string }[]> {
    const rows = await this.db
      .selectFrom('sign_in_codes')
      .select(['request_key', 'code_hash'])
      .where('customer_id', '=', customerId)
      .where('expires_at', '>', this.now().getTime())
      .where('used_at', 'is', null)
      .where('failed_attempts', '<', maxFailures)
      .execute();
    return rows.map((row) => ({ requestKey: row.request_key, codeHash: row.code_hash }));
  }

  /** Uses the code; false when it was used (or ended) meanwhile. */
  async useCode(requestKey: string, maxFailures: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sign_in_codes')
      .set({ used_at: this.now().getTime() })
      .where('request_key', '=', requestKey)
      .where('used_at', 'is', null)
      .where('failed_attempts', '<', maxFailures)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Counts a wrong code against each of `requestKeys`. */
  async codeFailed(requestKeys: readonly string[]): Promise<void> {
    if (requestKeys.length === 0) return;
    await this.db
      .updateTable('sign_in_codes')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('request_key', 'in', requestKeys)
      .execute();
  }
}

function credentialOf(row: Selectable<Tables['credentials']>): CredentialRow {
  return {
    customerId: row.customer_id,
    email: row.email,
    passwordHash: row.password_hash,
    legacyInStep: Number(row.legacy_in_step) === 1,
    generation: Number(row.generation),
    updatedAt: Number(row.updated_at),
  };
}
