/**
 * What a sign-in needs to know while the gateway's database is away (issue 42, decision
 * 0022). The legacy API can still check most passwords then, but not safely every one: after
 * a reset it still accepts the old password (a "drifted" account, decision 0019), and it
 * still signs in accounts deleted here. So each gateway process keeps, in memory, the drifted
 * accounts (address, customer id, password hash, device generation) and the deleted accounts
 * (customer ids and e-mail hashes): loaded at start, brought up to date every
 * REFRESH_INTERVAL_MS while the database answers, and at once after this process's own
 * resets, changes, address changes and deletions. Accounts in step with the legacy API are
 * not kept: their passwords are the legacy API's to check.
 *
 * Several gateways: a change made on another one reaches this mirror at its next refresh.
 * To close that window, the gateway making the change also leaves a mark in the shared store
 * ("this address or customer drifted / was deleted, as of its row's time"); during an outage
 * a mark the mirror has not caught up with stops the sign-in (SERVICE_UNAVAILABLE) rather
 * than let an old password in.
 */
import type { Logger } from 'pino';
import { emailHash, type AccountDeletions } from '../db/account-deletions.ts';
import { emailKey, type Accounts, type CredentialRow } from '../db/accounts.ts';
import { isDatabaseUnavailable } from '../errors/database.ts';
import type { GatewayStore } from '../store/store.ts';

/** How often the mirror asks the database for what changed. */
const REFRESH_INTERVAL_MS = 15_000;
/**
 * Each refresh reads again what changed this long before the newest change it saw: a row
 * written by a slower clock or committed late is still found.
 */
const OVERLAP_MS = 5 * 60_000;
/** Every this many refreshes the whole snapshot is read again, in case one was missed. */
const FULL_RELOAD_EVERY = 40;
/**
 * How long a mark stays in the shared store: far longer than a refresh, so a mark is still
 * there through an outage that began just after the change.
 */
const MARK_TTL_MS = 24 * 3600_000;
const MARK_PREFIX = 'sign-in-mirror';

/** The device generation of the account `username` signs in to (known-devices.ts). */
type DeviceGenerations = (username: string) => Promise<number | null>;

interface DriftedAccount {
  customerId: string;
  passwordHash: string;
  generation: number;
  /** The row's updated_at: a mark at or before it is already reflected here. */
  updatedAt: number;
}

/** A change another gateway may not have seen yet. */
interface Mark {
  customerId: string;
  kind: 'drifted' | 'deleted';
  /** The credentials row's updated_at (drifted) or the deletion's time. */
  at: number;
}

/** How a sign-in may go while the database is away. */
type OutageVerdict =
  /** The mirror cannot say safely (never loaded, or a change it has not caught up with). */
  | { kind: 'undecided' }
  | { kind: 'deleted' }
  /** Check the password against this hash, then read the customer by id. */
  | { kind: 'drifted'; customerId: string; passwordHash: string }
  /** Neither drifted nor deleted as far as anyone knows: the legacy API checks it. */
  | { kind: 'legacy' };

interface MirrorOptions {
  accounts: Pick<Accounts, 'driftedAccounts' | 'changedSince' | 'byCustomer'>;
  deletions: Pick<AccountDeletions, 'deletedSince'>;
  store: Pick<GatewayStore, 'get' | 'set'>;
  logger: Logger;
  intervalMs?: number;
}

export class SignInMirror {
  #drifted = new Map<string, DriftedAccount>();
  /** The address each drifted customer is kept under, to move or drop it. */
  #emailOf = new Map<string, string>();
  #deletedCustomers = new Set<string>();
  #deletedEmails = new Set<string>();
  /** The newest updated_at / requested_at seen; null until the first load. */
  #cursor: number | null = null;
  #refreshes = 0;
  #running: Promise<boolean> | null = null;
  #timer: NodeJS.Timeout | null = null;
  /** A failure other than an outage is logged once until a refresh succeeds. */
  #failing = false;

  constructor(private readonly options: MirrorOptions) {}

  /** Whether a snapshot was ever loaded: without one, an outage sign-in waits. */
  get loaded(): boolean {
    return this.#cursor !== null;
  }

  /** Loads the snapshot (a failure leaves it to the next refresh) and starts refreshing. */
  async start(): Promise<void> {
    await this.refresh();
    this.#timer ??= setInterval(
      () => void this.refresh(),
      this.options.intervalMs ?? REFRESH_INTERVAL_MS,
    );
    this.#timer.unref();
  }

  stop(): Promise<unknown> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    return this.#running ?? Promise.resolve();
  }

  /** Brings the snapshot up to date; false (the last one kept) when the database failed. */
  refresh(): Promise<boolean> {
    // One at a time: a slow database must not pile refreshes up.
    this.#running ??= this.#load().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #load(): Promise<boolean> {
    const { accounts, deletions } = this.options;
    const full = this.#cursor === null || this.#refreshes % FULL_RELOAD_EVERY === 0;
    const from = full ? 0 : Math.max(0, (this.#cursor ?? 0) - OVERLAP_MS);
    try {
      const [rows, deleted] = await Promise.all([
        full ? accounts.driftedAccounts() : accounts.changedSince(from),
        deletions.deletedSince(from),
      ]);
      if (full) this.#clear();
      let newest = this.#cursor ?? 0;
      for (const row of rows) {
        this.#apply(row);
        newest = Math.max(newest, row.updatedAt);
      }
      for (const deletion of deleted) {
        this.#forget(deletion.customerId);
        this.#deletedCustomers.add(deletion.customerId);
        this.#deletedEmails.add(deletion.emailHash);
        newest = Math.max(newest, deletion.requestedAt);
      }
      this.#cursor = newest;
      this.#refreshes += 1;
      this.#failing = false;
      return true;
    } catch (error) {
      // An outage is logged once by the database itself; anything else once here.
      if (!isDatabaseUnavailable(error) && !this.#failing) {
        this.options.logger.warn({ err: error }, 'sign-in mirror not refreshed; keeping the last');
      }
      this.#failing ||= !isDatabaseUnavailable(error);
      return false;
    }
  }

  /**
   * This process changed the customer's credentials (a reset, a change, an address, sign out
   * everywhere): their row is read again now, and other gateways are left a mark. Never
   * throws: the change itself is done, and the next refresh catches up.
   */
  async accountChanged(customerId: string): Promise<void> {
    try {
      const row = await this.options.accounts.byCustomer(customerId);
      if (!row) {
        this.#forget(customerId);
        return;
      }
      this.#apply(row);
      if (!row.legacyInStep) {
        await this.#mark([`email:${row.email}`, `customer:${customerId}`], {
          customerId,
          kind: 'drifted',
          at: row.updatedAt,
        });
      }
    } catch (error) {
      this.#noteFailure(error, 'sign-in mirror: a change not applied; the next refresh will');
    }
  }

  /** This process deleted the account: refused here at once, and marked for the others. */
  async accountDeleted(customerId: string, email: string, at: number): Promise<void> {
    this.#forget(customerId);
    this.#deletedCustomers.add(customerId);
    this.#deletedEmails.add(emailHash(email));
    try {
      await this.#mark([`email:${emailKey(email)}`, `customer:${customerId}`], {
        customerId,
        kind: 'deleted',
        at,
      });
    } catch (error) {
      this.#noteFailure(error, 'sign-in mirror: a deletion not marked for other gateways');
    }
  }

  /** How a sign-in as `email` may go while the database is away. */
  async verdict(email: string): Promise<OutageVerdict> {
    if (!this.loaded) return { kind: 'undecided' };
    const key = emailKey(email);
    if (this.#deletedEmails.has(emailHash(key))) return { kind: 'deleted' };
    const kept = this.#drifted.get(key);
    if (kept && this.#deletedCustomers.has(kept.customerId)) return { kind: 'deleted' };
    const marks = await Promise.all([
      this.#markOf(`email:${key}`),
      kept ? this.#markOf(`customer:${kept.customerId}`) : null,
    ]);
    for (const mark of marks) {
      if (mark === 'unreadable') return { kind: 'undecided' };
      if (mark?.kind === 'deleted') return { kind: 'deleted' };
      if (mark && !this.#caughtUp(mark)) {
        // Changed on another gateway after this mirror last looked: its new hash is unknown.
        return { kind: 'undecided' };
      }
    }
    if (kept) {
      return { kind: 'drifted', customerId: kept.customerId, passwordHash: kept.passwordHash };
    }
    return { kind: 'legacy' };
  }

  /**
   * What the legacy API's sign-in of `customerId` means while the database is away: the
   * account was deleted, or it drifted (the legacy API accepted a password a reset replaced,
   * under an address not kept for it here), or neither.
   */
  async legacyVerdict(customerId: string): Promise<'deleted' | 'drifted' | 'fine' | 'undecided'> {
    if (this.#deletedCustomers.has(customerId)) return 'deleted';
    if (this.#emailOf.has(customerId)) return 'drifted';
    const mark = await this.#markOf(`customer:${customerId}`);
    if (mark === 'unreadable') return 'undecided';
    return mark?.kind ?? 'fine';
  }

  /** The device generation of a drifted account signing in as `email`; null otherwise. */
  generationOf(email: string): number | null {
    return this.#drifted.get(emailKey(email))?.generation ?? null;
  }

  /**
   * Device generations read by `read`, or while the database is away, a drifted account's
   * from the mirror (any other account's waits for the database).
   */
  generations(read: DeviceGenerations): DeviceGenerations {
    return async (username) => {
      try {
        return await read(username);
      } catch (error) {
        const mirrored = isDatabaseUnavailable(error) ? this.generationOf(username) : null;
        if (mirrored === null) throw error;
        return mirrored;
      }
    };
  }

  /** Whether the mirror holds the marked account as of the mark or later (any address). */
  #caughtUp(mark: Mark): boolean {
    const email = this.#emailOf.get(mark.customerId);
    const held = email === undefined ? undefined : this.#drifted.get(email);
    return held !== undefined && held.updatedAt >= mark.at;
  }

  #apply(row: CredentialRow): void {
    const email = this.#emailOf.get(row.customerId);
    const held = email === undefined ? undefined : this.#drifted.get(email);
    // A refresh that began before this process's own change must not undo it.
    if (held && held.updatedAt > row.updatedAt) return;
    this.#forget(row.customerId);
    if (row.legacyInStep) return;
    // A row of another customer under this address was replaced by this one.
    const previous = this.#drifted.get(row.email);
    if (previous) this.#emailOf.delete(previous.customerId);
    this.#drifted.set(row.email, {
      customerId: row.customerId,
      passwordHash: row.passwordHash,
      generation: row.generation,
      updatedAt: row.updatedAt,
    });
    this.#emailOf.set(row.customerId, row.email);
  }

  #forget(customerId: string): void {
    const email = this.#emailOf.get(customerId);
    if (email === undefined) return;
    this.#emailOf.delete(customerId);
    if (this.#drifted.get(email)?.customerId === customerId) this.#drifted.delete(email);
  }

  #clear(): void {
    this.#drifted = new Map();
    this.#emailOf = new Map();
    this.#deletedCustomers = new Set();
    this.#deletedEmails = new Set();
  }

  async #mark(keys: string[], mark: Mark): Promise<void> {
    const value = JSON.stringify(mark);
    await Promise.all(
      keys.map((key) => this.options.store.set(`${MARK_PREFIX}:${key}`, value, MARK_TTL_MS)),
    );
  }

  /** The mark under `key`; 'unreadable' when the store cannot be read (nothing is assumed). */
  async #markOf(key: string): Promise<Mark | null | 'unreadable'> {
    let value: string | null;
    try {
      value = await this.options.store.get(`${MARK_PREFIX}:${key}`);
    } catch {
      return 'unreadable';
    }
    if (value === null) return null;
    try {
      const mark = JSON.parse(value) as Partial<Mark>;
      if (
        typeof mark.customerId === 'string' &&
        (mark.kind === 'drifted' || mark.kind === 'deleted') &&
        typeof mark.at === 'number'
      ) {
        return { customerId: mark.customerId, kind: mark.kind, at: mark.at };
      }
    } catch {
      // Not a mark this code wrote: treated as one it cannot read.
    }
    return 'unreadable';
  }

  #noteFailure(error: unknown, message: string): void {
    if (!isDatabaseUnavailable(error)) this.options.logger.warn({ err: error }, message);
  }
}

/**
 * The mirror of a gateway process: told of the stores' changes, loaded (or left to its first
 * refresh when the database is away at start) and refreshing; `close` stops both.
 */
export async function openSignInMirror(parts: {
  accounts: Accounts;
  deletions: AccountDeletions;
  store: GatewayStore;
  logger: Logger;
}): Promise<{ mirror: SignInMirror; close(): Promise<void> }> {
  const mirror = new SignInMirror(parts);
  const unwatch = [parts.accounts.watch(mirror), parts.deletions.watch(mirror)];
  await mirror.start();
  return {
    mirror,
    async close() {
      for (const stop of unwatch) stop();
      await mirror.stop();
    },
  };
}
