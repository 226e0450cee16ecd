/**
 * The staff room's data (migration 0008): accounts, their sessions and the audit log. What
 * is stored here is already safe to keep (password hashes, not passwords); the checks that
 * make and read them live in gateway/staff/.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole, Tables } from './tables.ts';

/** A session's last use is written at most this often (a write per request is waste). */
const TOUCH_EVERY_MS = 60_000;

interface StaffAccount {
  email: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret: string;
  createdAt: Date;
  disabledAt: Date | null;
}

/** Who a staff member is, as the staff room shows them. */
export interface StaffMember {
  email: string;
  role: StaffRole;
}

/** A live staff session with its account as it stands now (role, still enabled). */
export interface StaffSessionRecord {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
}

export interface AuditRecord {
  at: Date;
  staffEmail: string;
  action: string;
  target: string | null;
  address: string;
}

/** How staff e-mails are compared and kept. */
export function staffEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export class StaffAccounts {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Adds an account; false when one with this e-mail exists already (nothing changed). */
  async add(account: {
    email: string;
    role: StaffRole;
    passwordHash: string;
    totpSecret: string;
  }): Promise<boolean> {
    const result = await this.db
      .insertInto('staff_accounts')
      .values({
        email: staffEmailKey(account.email),
        role: account.role,
        password_hash: account.passwordHash,
        totp_secret: account.totpSecret,
        last_code_step: null,
        created_at: this.now().getTime(),
        disabled_at: null,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async find(email: string): Promise<StaffAccount | null> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .selectAll()
      .where('email', '=', staffEmailKey(email))
      .executeTakeFirst();
    return row ? accountOf(row) : null;
  }

  async list(): Promise<StaffAccount[]> {
    const rows = await this.db.selectFrom('staff_accounts').selectAll().orderBy('email').execute();
    return rows.map(accountOf);
  }

  /** Turns an account off and ends its sessions; false when there is no such enabled account. */
  async disable(email: string): Promise<boolean> {
    const key = staffEmailKey(email);
    const at = this.now().getTime();
    const result = await this.db
      .updateTable('staff_accounts')
      .set({ disabled_at: at })
      .where('email', '=', key)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: at })
      .where('email', '=', key)
      .where('ended_at', 'is', null)
      .execute();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Spends the code of time step `step`: true when no code of this step or a later one was
   * accepted before. One statement, so two sign-ins racing with one code cannot both win.
   */
  async spendCodeStep(email: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff_accounts')
      .set({ last_code_step: step })
      .where('email', '=', staffEmailKey(email))
      .where((where) =>
        where.or([where('last_code_step', 'is', null), where('last_code_step', '<', step)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

export class StaffSessions {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** A new session for `email`; its id. */
  async start(email: string, lifetimes: { idleMs: number; absoluteMs: number }) {
    const at = this.now().getTime();
    const id = randomBytes(18).toString('base64url');
    const expiresAt = at + lifetimes.absoluteMs;
    await this.db
      .insertInto('staff_sessions')
      .values({
        id,
        email: staffEmailKey(email),
        created_at: at,
        last_seen_at: at,
        idle_expires_at: Math.min(at + lifetimes.idleMs, expiresAt),
        expires_at: expiresAt,
        ended_at: null,
      })
      .execute();
    return { id, expiresAt: new Date(expiresAt) };
  }

  /**
   * The session `id` when it is live (not ended, not idle too long, not past its lifetime)
   * and its account still enabled, its use noted; else null.
   */
  async live(id: string, idleMs: number): Promise<StaffSessionRecord | null> {
    const at = this.now().getTime();
    const row = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff_accounts', 'staff_accounts.email', 'staff_sessions.email')
      .select([
        'staff_sessions.id',
        'staff_sessions.email',
        'staff_sessions.last_seen_at',
        'staff_sessions.expires_at',
        'staff_accounts.role',
      ])
      .where('staff_sessions.id', '=', id)
      .where('staff_sessions.ended_at', 'is', null)
      .where('staff_sessions.idle_expires_at', '>', at)
      .where('staff_sessions.expires_at', '>', at)
      .where('staff_accounts.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    if (at - row.last_seen_at >= TOUCH_EVERY_MS) {
      await this.db
        .updateTable('staff_sessions')
        .set({ last_seen_at: at, idle_expires_at: Math.min(at + idleMs, row.expires_at) })
        .where('id', '=', id)
        .execute();
    }
    return { id: row.id, email: row.email, role: row.role, expiresAt: new Date(row.expires_at) };
  }

  async end(id: string): Promise<void> {
    await this.db
      .updateTable('staff_sessions')
      .set({ ended_at: this.now().getTime() })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
  }
}

export class StaffAudit {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  async write(entry: Omit<AuditRecord, 'at'>): Promise<void> {
    await this.db
      .insertInto('staff_audit')
      .values({
        id: randomUUID(),
        at: this.now().getTime(),
        staff_email: entry.staffEmail,
        action: entry.action,
        target: entry.target,
        address: entry.address,
      })
      .execute();
  }

  /** The newest `first` entries, newest first. */
  async recent(first: number): Promise<AuditRecord[]> {
    const rows = await this.db
      .selectFrom('staff_audit')
      .select(['at', 'staff_email', 'action', 'target', 'address'])
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(first)
      .execute();
    return rows.map((row) => ({
      at: new Date(row.at),
      staffEmail: row.staff_email,
      action: row.action,
      target: row.target,
      address: row.address,
    }));
  }
}

function accountOf(row: {
  email: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string;
  created_at: number;
  disabled_at: number | null;
}): StaffAccount {
  return {
    email: row.email,
    role: row.role,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    createdAt: new Date(row.created_at),
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at),
  };
}
