/**
 * The gateway's durable data (lesson progress, calendar feed keys, receipt numbers,
 * certificates, the mail outbox, the sign-ins of the last 90 days, deleted accounts, the staff room) in SQL, on Kysely: a SQLite file in DATA_DIR (`app.db`, WAL, mode 600) by
 * default, PostgreSQL when DATABASE_URL is set so gateways on several machines share it. One schema and one list of
 * migrations serve both; they run at start, before the gateway serves.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Dialect, Migration, MigrationProvider, PostgresPool } from 'kysely';
import { Pool, types, type PoolClient } from 'pg';
import type { Logger } from 'pino';
import { privateDatabaseFile } from '../../common/private-files.ts';
import type { GatewayConfig } from '../config.ts';
import { CalendarKeys } from './calendar-keys.ts';
import * as progressAndCalendarKeys from './migrations/0001-progress-and-calendar-keys.ts';
import * as receiptsAndCertificates from './migrations/0002-receipts-and-certificates.ts';
import * as recordedPayments from './migrations/0003-recorded-payments.ts';
import * as mailOutbox from './migrations/0004-mail-outbox.ts';
import * as accounts from './migrations/0005-accounts.ts';
import { Accounts } from './accounts.ts';
import * as unlockReminders from './migrations/0006-unlock-reminders.ts';
import * as dataRights from './migrations/0007-data-rights.ts';
import * as staff from './migrations/0008-staff.ts';
import * as studentDirectory from './migrations/0012-student-directory.ts';
import { StudentDirectory } from './student-directory.ts';
import { StaffStudents } from './staff-students.ts';
import * as creditNotes from './migrations/0010-credit-notes.ts';
import { CreditNotes } from './credit-notes.ts';
import { OrderOwners } from './order-owners.ts';
import * as invoices from './migrations/0009-invoices.ts';
import { Invoices } from './invoices.ts';
import * as coupons from './migrations/0011-coupons.ts';
import { Coupons } from './coupons.ts';
import * as quizzes from './migrations/0013-quizzes.ts';
import { AccountDeletions } from './account-deletions.ts';
import { SignIns } from './sign-ins.ts';
import { StaffAccounts, StaffAudit, StaffSessions } from './staff.ts';
import { CustomerLanguages } from './customer-languages.ts';
import { MailOutbox } from './outbox.ts';
import { Certificates } from './certificates.ts';
import { ReceiptNumbers } from './receipts.ts';
import { RecordedPayments } from './recorded-payments.ts';
import { ReminderSettings, UnlockSchedule } from './reminders.ts';
import { LessonProgress } from './progress.ts';
import { Quizzes } from './quizzes.ts';
import { DatabaseHealth, GuardedDialect, outageReason } from './outage.ts';
import type { Tables } from './tables.ts';

const DATABASE_FILE = 'app.db';
/** The wait for a write lock while an outage lasts: each query fails fast, not every 2 s. */
const SQLITE_BUSY_DURING_OUTAGE_MS = 50;
/**
 * The guard's limit is this much above DATABASE_TIMEOUT_MS: the database's own limits
 * (statement_timeout, pg's query_timeout, the busy wait) end a query first, and more cleanly.
 */
const GUARD_MARGIN_MS = 1000;
/** pg's own limit on an answer, after the server's statement_timeout had its chance. */
const PG_READ_MARGIN_MS = 500;
/** The limit of each query of the migrations on PostgreSQL, which run before serving. */
const MIGRATION_TIMEOUT_MS = 60_000;
/** PostgreSQL's type id of bigint (int8), which pg returns as text unless told otherwise. */
const PG_INT8 = 20;

/**
 * Every migration, by name; Kysely applies them in the names' order, each once. A new one
 * is a new file in migrations/ and a line here.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-progress-and-calendar-keys': progressAndCalendarKeys,
  '0002-receipts-and-certificates': receiptsAndCertificates,
  '0003-recorded-payments': recordedPayments,
  '0004-mail-outbox': mailOutbox,
  '0005-accounts': accounts,
  '0006-unlock-reminders': unlockReminders,
  '0007-data-rights': dataRights,
  '0008-staff': staff,
  '0012-student-directory': studentDirectory,
  '0010-credit-notes': creditNotes,
  '0009-invoices': invoices,
  '0011-coupons': coupons,
  '0013-quizzes': quizzes,
};

const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};

type DatabaseSettings = Pick<GatewayConfig, 'dataDir' | 'databaseUrl'> &
  Partial<Pick<GatewayConfig, 'databaseTimeoutMs'>>;

const DEFAULT_TIMEOUT_MS = 2000;
type DatabaseKind = 'sqlite' | 'postgres';

/** A connection to the durable data, its tables not yet checked. */
export interface Connection {
  kind: DatabaseKind;
  db: Kysely<Tables>;
  /** Whether the last query found the database answering. */
  health: DatabaseHealth;
}

export interface GatewayDatabase {
  readonly kind: DatabaseKind;
  readonly progress: LessonProgress;
  readonly calendarKeys: CalendarKeys;
  readonly receiptNumbers: ReceiptNumbers;
  readonly certificates: Certificates;
  /** The payment ids behind orders the gateway recorded (for receipts). */
  readonly payments: RecordedPayments;
  /** Mail to send, once per key (outbox.ts). */
  readonly outbox: MailOutbox;
  /** The language each student last acted in, for mail. */
  readonly languages: CustomerLanguages;
  /** Whether each student wants unlock reminders. */
  readonly reminders: ReminderSettings;
  /** The orders the unlock reminders follow (reminders.ts). */
  readonly unlockSchedule: UnlockSchedule;
  /** The sign-ins of the last 90 days, for the student's data export. */
  readonly signIns: SignIns;
  /** Deleted accounts: erasing one, refusing its sign-ins, the requests for the legacy system. */
  readonly deletions: AccountDeletions;
  /** Passwords the gateway checks, reset tokens and sign-in codes (docs/decisions/0019). */
  readonly accounts: Accounts;
  /** The staff room: accounts, their sessions and the audit log (staff.ts). */
  readonly staff: { accounts: StaffAccounts; sessions: StaffSessions; audit: StaffAudit };
  /** What the legacy API said of each customer met, and the walk that fills it (issue 38). */
  readonly directory: StudentDirectory;
  /** The staff room's reads about students (issue 39 item 4). */
  readonly staffStudents: StaffStudents;
  /** Credit notes of the refunds made from the staff room (credit-notes.ts). */
  readonly creditNotes: CreditNotes;
  /** Whose an order is, from the gateway's own records (order-owners.ts). */
  readonly orderOwners: OrderOwners;
  /** Invoices as issued: what every copy of a receipt prints (invoices.ts). */
  readonly invoices: Invoices;
  /** Coupon codes and the checkouts holding them (coupons.ts). */
  readonly coupons: Coupons;
  /** Weekly quizzes, their questions and students' attempts (quizzes.ts). */
  readonly quizzes: Quizzes;
  /**
   * Whether the database answers a trivial query within DATABASE_TIMEOUT_MS (for /readyz);
   * false instead of an error.
   */
  ping(): Promise<boolean>;
  /** Closes the file or the connection pool. */
  close(): Promise<void>;
}

interface OpenOptions {
  /** The clock for the times the gateway records (updated_at, created_at). */
  now?: () => Date;
  logger?: Logger;
}

/**
 * A pool whose clients are dropped, not reused, after a query failed because the server
 * could not be used: a client whose query timed out may still be waiting for that answer,
 * and the next query on it would wait behind it.
 */
function discardingBrokenClients(pool: Pool): PostgresPool {
  const wrapped = new WeakMap<PoolClient, PoolClient>();
  const wrap = (client: PoolClient): PoolClient => {
    let broken: Error | undefined;
    const query = (...args: unknown[]) =>
      (client.query as (...a: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
        if (outageReason(error) !== null) broken = error as Error;
        throw error;
      });
    const release = () => {
      const reason = broken;
      broken = undefined;
      wrapped.delete(client);
      client.release(reason);
    };
    return Object.assign(Object.create(client) as PoolClient, { query, release });
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let proxy = wrapped.get(client);
      if (!proxy) {
        proxy = wrap(client);
        wrapped.set(client, proxy);
      }
      return proxy;
    },
    end: () => pool.end(),
  };
}

function postgresDialect(url: string, timeoutMs: number, options: OpenOptions): Dialect {
  const pool = new Pool({
    connectionString: url,
    // A server that does not answer fails the query (and start-up) instead of hanging it.
    connectionTimeoutMillis: timeoutMs,
    // The server ends a slow query itself; pg gives up on a server that says nothing at all.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + PG_READ_MARGIN_MS,
    // Epoch milliseconds fit a JavaScript number exactly, so bigint columns read as numbers.
    types: {
      getTypeParser: (id: number, format?: 'text' | 'binary') =>
        id === PG_INT8 && format !== 'binary' ? Number : types.getTypeParser(id, format),
    },
  });
  // A connection lost while idle is dropped by the pool and replaced on the next query;
  // without a listener the error would end the process. The outage itself is logged once,
  // by the query that finds it (outage.ts).
  pool.on('error', (error) =>
    options.logger?.debug({ reason: error.message }, 'idle database connection lost'),
  );
  return new PostgresDialect({ pool: discardingBrokenClients(pool) });
}

/** Connects to PostgreSQL with DATABASE_URL, else opens the SQLite file in DATA_DIR. */
export function connectDatabase(settings: DatabaseSettings, options: OpenOptions = {}): Connection {
  const timeoutMs = settings.databaseTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (settings.databaseUrl !== null) {
    const health = new DatabaseHealth({ kind: 'postgres', logger: options.logger });
    const dialect = postgresDialect(settings.databaseUrl, timeoutMs, options);
    return {
      kind: 'postgres',
      health,
      db: new Kysely<Tables>({
        dialect: new GuardedDialect(dialect, timeoutMs + GUARD_MARGIN_MS, health),
      }),
    };
  }
  mkdirSync(settings.dataDir, { recursive: true });
  const file = path.join(settings.dataDir, DATABASE_FILE);
  privateDatabaseFile(file);
  // The busy wait blocks the process (libsql is synchronous): while an outage lasts it is
  // shortened, so a locked file costs each request milliseconds, not the whole limit.
  const sqlite = new Database(file, { timeout: timeoutMs });
  writeAheadLog(sqlite, timeoutMs);
  sqlite.exec('PRAGMA synchronous = NORMAL');
  const health = new DatabaseHealth({
    kind: 'sqlite',
    logger: options.logger,
    onChange: (up) =>
      sqlite.exec(`PRAGMA busy_timeout = ${up ? timeoutMs : SQLITE_BUSY_DURING_OUTAGE_MS}`),
  });
  return {
    kind: 'sqlite',
    health,
    db: new Kysely<Tables>({
      dialect: new GuardedDialect(
        new SqliteDialect({ database: sqlite }),
        timeoutMs + GUARD_MARGIN_MS,
        health,
      ),
    }),
  };
}

/**
 * Puts the file in WAL mode (a file setting, kept once made). Gateways starting together on a
 * new file race for the switch, which needs the file to themselves, and SQLite answers the
 * losers SQLITE_BUSY at once, without its busy wait: so they wait here, briefly and within
 * the same limit, until the winner has switched it. Start-up only, before anything is served.
 */
function writeAheadLog(sqlite: Database.Database, timeoutMs: number): void {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      sqlite.exec('PRAGMA journal_mode = WAL');
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() >= until) throw error;
      Atomics.wait(START_UP_PAUSE, 0, 0, 10);
    }
  }
}

/** What writeAheadLog waits on between tries: nothing ever wakes it, so it waits its 10 ms. */
const START_UP_PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * Applies the migrations not yet applied, one process at a time, and returns their names
 * (none when the database is current). On PostgreSQL Kysely holds an advisory lock and runs
 * them in a transaction. On SQLite Kysely has one connection and no lock, so they run inside
 * one BEGIN IMMEDIATE transaction on that connection: a second process starting at the same
 * moment waits for the file's write lock, then finds nothing left to do, and a failed
 * migration leaves nothing behind.
 */
export async function migrateToLatest({ kind, db }: Connection): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  // The usual start: everything applied already, which a read tells without taking a lock.
  const known = await migrator.getMigrations();
  if (known.every((migration) => migration.executedAt !== undefined)) return [];
  if (kind === 'postgres') return applied(await migrator.migrateToLatest());
  await sql`BEGIN IMMEDIATE`.execute(db);
  let outcome;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    await sql`ROLLBACK`.execute(db);
    throw error;
  }
  await sql.raw(outcome.error === undefined ? 'COMMIT' : 'ROLLBACK').execute(db);
  return applied(outcome);
}

function applied({ error, results = [] }: Awaited<ReturnType<Migrator['migrateToLatest']>>) {
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const message = failed ? `database migration ${failed} failed` : 'database migration failed';
    throw new Error(message, { cause: error });
  }
  return results.map((result) => result.migrationName);
}

/**
 * The cheapest question that tells whether the data can be used: `select 1` of PostgreSQL;
 * of SQLite, whether its write lock can be taken (reads go on while another process holds
 * it, or the file is read-only), on the one connection, so no other query runs inside.
 */
async function probe({ kind, db }: Connection): Promise<void> {
  if (kind === 'postgres') {
    await sql`select 1`.execute(db);
    return;
  }
  await db.connection().execute(async (only) => {
    await sql`BEGIN IMMEDIATE`.execute(only);
    await sql`ROLLBACK`.execute(only);
  });
}

/** Opens the durable data and brings its tables up to date; start-up fails when it cannot. */
export async function openDatabase(
  settings: DatabaseSettings,
  options: OpenOptions = {},
): Promise<GatewayDatabase> {
  const connection = connectDatabase(settings, options);
  const { kind, db } = connection;
  // On PostgreSQL a migration may wait for another gateway's (its advisory lock) or take
  // longer than a query may: it runs on a pool of its own with a start-up's patience.
  const migrating =
    kind === 'postgres'
      ? connectDatabase({ ...settings, databaseTimeoutMs: MIGRATION_TIMEOUT_MS }, options)
      : connection;
  try {
    await migrateToLatest(migrating);
  } catch (error) {
    await db.destroy();
    throw error;
  } finally {
    if (migrating !== connection) await migrating.db.destroy();
  }
  const now = options.now ?? (() => new Date());
  // Retries and leases run on timers, which follow the real clock, not a test's; a message's
  // "not before" time is the gateway's (a reminder waits for a week to open on its clock).
  const outbox = new MailOutbox(db, kind, () => new Date(), now);
  return {
    kind,
    progress: new LessonProgress(db, now),
    calendarKeys: new CalendarKeys(db, now),
    receiptNumbers: new ReceiptNumbers(db, now),
    certificates: new Certificates(db, now),
    payments: new RecordedPayments(db, now, outbox),
    outbox,
    languages: new CustomerLanguages(db, now),
    reminders: new ReminderSettings(db, now),
    unlockSchedule: new UnlockSchedule(db, now, outbox),
    signIns: new SignIns(db, now),
    deletions: new AccountDeletions(db, now),
    accounts: new Accounts(db, now),
    staff: {
      accounts: new StaffAccounts(db, now),
      sessions: new StaffSessions(db, now),
      audit: new StaffAudit(db, now),
    },
    directory: new StudentDirectory(db, now),
    staffStudents: new StaffStudents(db),
    creditNotes: new CreditNotes(db, now),
    orderOwners: new OrderOwners(db),
    invoices: new Invoices(db, now),
    coupons: new Coupons(db, now),
    quizzes: new Quizzes(db, now),
    ping: () =>
      probe(connection).then(
        () => {
          // It can be written again: the outage is over even if no write came yet.
          connection.health.answered(true);
          return true;
        },
        () => false,
      ),
    close: () => db.destroy(),
  };
}
