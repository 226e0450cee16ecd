/**
 * The embedded store: a SQLite file (libsql) in DATA_DIR, in WAL mode so several gateway
 * processes on one machine can share it. Expired rows are ignored on read and swept
 * every minute.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { privateDatabaseFile } from '../../common/private-files.ts';
import type { CounterState, GatewayStore, SessionRecord } from './store.ts';

const STORE_FILE = 'gateway.db';
const SWEEP_INTERVAL_MS = 60_000;

const migrations: readonly string[] = [
  `
  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL,
    idle_expires_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_by_customer ON sessions (customer_id);
  CREATE TABLE entries (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE counters (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  `,
  `
  CREATE TABLE map_entries (
    key TEXT NOT NULL,
    field TEXT NOT NULL,
    value TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (key, field)
  );
  `,
];

interface SessionRow {
  id: string;
  customer_id: string;
  created_at: number;
  last_seen_at: number;
  idle_expires_at: number;
  expires_at: number;
}

interface CounterRow {
  value: number;
  expires_at: number;
}

interface SqliteStoreOptions {
  /** Folder of the file; ':memory:' keeps everything in this process only (tests). */
  dataDir: string;
  now?: () => number;
}

export class SqliteStore implements GatewayStore {
  readonly kind = 'embedded';
  private readonly db: Database.Database;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly statements;

  constructor(options: SqliteStoreOptions) {
    this.now = options.now ?? Date.now;
    let file = ':memory:';
    if (options.dataDir !== ':memory:') {
      mkdirSync(options.dataDir, { recursive: true });
      file = path.join(options.dataDir, STORE_FILE);
      privateDatabaseFile(file);
    }
    this.db = new Database(file, { timeout: 5000 });
    this.db.exec('PRAGMA journal_mode = WAL');
    this.db.exec('PRAGMA synchronous = NORMAL');
    this.migrate();
    const db = this.db;
    this.statements = {
      entryGet: db.prepare('SELECT value FROM entries WHERE key = ? AND expires_at > ?'),
      entryInsert: db.prepare(
        `INSERT INTO entries (key, value, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
         WHERE entries.expires_at <= ?`,
      ),
      entryReplace: db.prepare(
        `INSERT INTO entries (key, value, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      ),
      entryDelete: db.prepare('DELETE FROM entries WHERE key = ? AND expires_at > ?'),
      entryDeleteIf: db.prepare(
        'DELETE FROM entries WHERE key = ? AND value = ? AND expires_at > ?',
      ),
      mapSet: db.prepare(
        `INSERT INTO map_entries (key, field, value, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key, field) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`,
      ),
      mapEntries: db.prepare(
        'SELECT field, value FROM map_entries WHERE key = ? AND expires_at > ?',
      ),
      mapDelete: db.prepare('DELETE FROM map_entries WHERE key = ? AND field = ?'),
      counterGet: db.prepare(
        'SELECT value, expires_at FROM counters WHERE key = ? AND expires_at > ?',
      ),
      counterUpsert: db.prepare(
        `INSERT INTO counters (key, value, expires_at) VALUES (@key, @by, @expires)
         ON CONFLICT (key) DO UPDATE SET
           value = CASE WHEN counters.expires_at <= @now THEN @by ELSE counters.value + @by END,
           expires_at = CASE WHEN counters.expires_at <= @now OR @reset THEN @expires
                             ELSE counters.expires_at END
         RETURNING value, expires_at`,
      ),
      counterDelete: db.prepare('DELETE FROM counters WHERE key = ? AND expires_at > ?'),
      sessionInsert: db.prepare(
        `INSERT INTO sessions (id, customer_id, created_at, last_seen_at, idle_expires_at, expires_at)
         VALUES (@id, @customerId, @createdAtMs, @lastSeenAtMs, @idleExpiresAtMs, @expiresAtMs)`,
      ),
      sessionGet: db.prepare(
        'SELECT * FROM sessions WHERE id = ? AND idle_expires_at > ? AND expires_at > ?',
      ),
      sessionTouch: db.prepare(
        'UPDATE sessions SET last_seen_at = ?, idle_expires_at = MIN(?, expires_at) WHERE id = ?',
      ),
      sessionDelete: db.prepare(
        'DELETE FROM sessions WHERE id = ? RETURNING idle_expires_at, expires_at',
      ),
      sessionsOfCustomer: db.prepare(
        'DELETE FROM sessions WHERE customer_id = ? AND id IS NOT ? RETURNING id, idle_expires_at, expires_at',
      ),
    };
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    return this.statements.entryInsert.run(key, value, now + ttlMs, now).changes > 0;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.statements.entryReplace.run(key, value, this.now() + ttlMs);
  }

  async deleteIfValue(key: string, value: string): Promise<boolean> {
    return this.statements.entryDeleteIf.run(key, value, this.now()).changes > 0;
  }

  async mapSet(key: string, field: string, value: string, ttlMs: number): Promise<void> {
    this.statements.mapSet.run(key, field, value, this.now() + ttlMs);
  }

  async mapEntries(key: string): Promise<Record<string, string>> {
    const rows = this.statements.mapEntries.all(key, this.now()) as {
      field: string;
      value: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.field, row.value]));
  }

  async mapDelete(key: string, field: string): Promise<void> {
    this.statements.mapDelete.run(key, field);
  }

  async ping(): Promise<void> {
    if (!this.db.open) throw new Error('the embedded store is closed');
  }

  async get(key: string): Promise<string | null> {
    const row = this.statements.entryGet.get(key, this.now()) as { value: string } | undefined;
    return row?.value ?? null;
  }

  async delete(key: string): Promise<boolean> {
    const now = this.now();
    const entries = this.statements.entryDelete.run(key, now).changes;
    const counters = this.statements.counterDelete.run(key, now).changes;
    return entries + counters > 0;
  }

  async increment(key: string, by: number, ttlMs: number, resetTtl = false): Promise<CounterState> {
    const now = this.now();
    const row = this.statements.counterUpsert.get({
      key,
      by,
      now,
      expires: now + ttlMs,
      reset: resetTtl ? 1 : 0,
    }) as CounterRow;
    return { value: row.value, expiresAtMs: row.expires_at };
  }

  async counter(key: string): Promise<CounterState | null> {
    const row = this.statements.counterGet.get(key, this.now()) as CounterRow | undefined;
    return row ? { value: row.value, expiresAtMs: row.expires_at } : null;
  }

  async createSession(session: SessionRecord): Promise<void> {
    this.statements.sessionInsert.run(session);
  }

  async findSession(id: string): Promise<SessionRecord | null> {
    const now = this.now();
    const row = this.statements.sessionGet.get(id, now, now) as SessionRow | undefined;
    return row ? toRecord(row) : null;
  }

  async touchSession(id: string, lastSeenAtMs: number, idleExpiresAtMs: number): Promise<void> {
    this.statements.sessionTouch.run(lastSeenAtMs, idleExpiresAtMs, id);
  }

  async endSession(id: string): Promise<boolean> {
    const row = this.statements.sessionDelete.get(id) as
      Pick<SessionRow, 'idle_expires_at' | 'expires_at'> | undefined;
    return row !== undefined && this.live(row);
  }

  async endCustomerSessions(customerId: string, keepId?: string): Promise<string[]> {
    const rows = this.statements.sessionsOfCustomer.all(customerId, keepId ?? null) as Pick<
      SessionRow,
      'id' | 'idle_expires_at' | 'expires_at'
    >[];
    return rows.filter((row) => this.live(row)).map((row) => row.id);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    if (this.db.open) this.db.close();
  }

  /** Drops what has expired, so the file does not grow with dead rows. */
  sweep(): void {
    const now = this.now();
    this.db
      .prepare('DELETE FROM sessions WHERE idle_expires_at <= ? OR expires_at <= ?')
      .run(now, now);
    this.db.prepare('DELETE FROM entries WHERE expires_at <= ?').run(now);
    this.db.prepare('DELETE FROM counters WHERE expires_at <= ?').run(now);
    this.db.prepare('DELETE FROM map_entries WHERE expires_at <= ?').run(now);
  }

  private live(row: Pick<SessionRow, 'idle_expires_at' | 'expires_at'>): boolean {
    const now = this.now();
    return row.idle_expires_at > now && row.expires_at > now;
  }

  private migrate(): void {
    const row = this.db.prepare('PRAGMA user_version').get() as { user_version?: number };
    const current = Number(row.user_version ?? 0);
    migrations.forEach((sql, index) => {
      const version = index + 1;
      if (version <= current) return;
      this.db.transaction(() => {
        this.db.exec(sql);
        this.db.exec(`PRAGMA user_version = ${version}`);
      })();
    });
  }
}

function toRecord(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    customerId: row.customer_id,
    createdAtMs: row.created_at,
    lastSeenAtMs: row.last_seen_at,
    idleExpiresAtMs: row.idle_expires_at,
    expiresAtMs: row.expires_at,
  };
}
