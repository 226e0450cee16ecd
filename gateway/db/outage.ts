/**
 * The durable data going away (PostgreSQL stopped, frozen or refusing; the SQLite file
 * locked, read-only or failing) is an outage of the service, not a fault in the gateway.
 * Every query passes through `GuardedDialect`: it gets a time limit, and a failure that
 * comes from the database being unusable becomes a `DatabaseUnavailableError`, which clients
 * are told as SERVICE_UNAVAILABLE (gateway/errors.ts) and HTTP routes as 503 with
 * Retry-After. Errors the stores expect (a unique key already taken, say) pass as they are.
 * `DatabaseHealth` logs one warning when an outage starts and one line when it ends, with how
 * many queries failed meanwhile, and keeps the metrics.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { Logger } from 'pino';
import { DatabaseUnavailableError } from '../errors/database.ts';
import { metrics } from '../observability/metrics.ts';

/**
 * SQLSTATE classes and codes of an unusable server: connection exceptions (08), not enough
 * resources (53: too many connections, disk full), an operator's intervention (57: a query
 * cancelled by statement_timeout, the server shutting down or starting), system errors (58),
 * and a read-only server (25006, a standby).
 */
const PG_OUTAGE_CLASSES = ['08', '53', '57', '58'];
const PG_OUTAGE_CODES = new Set(['25006']);
/** SQLite result codes of a file that cannot be used now (extended codes start with these). */
const SQLITE_OUTAGE_CODES = [
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
  'SQLITE_FULL',
  'SQLITE_PROTOCOL',
  'SQLITE_NOMEM',
];
/** Network failures of the socket to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What pg and pg-pool say when the server went away or did not answer in time. */
const PG_OUTAGE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'the database system is',
];

/** The reason to log when `error` means the database cannot be used; null for other errors. */
export function outageReason(error: unknown): string | null {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code)) return code;
    if (SQLITE_OUTAGE_CODES.some((prefix) => code.startsWith(prefix))) return code;
    if (/^[0-9A-Z]{5}$/.test(code)) {
      if (PG_OUTAGE_CODES.has(code) || PG_OUTAGE_CLASSES.includes(code.slice(0, 2))) {
        return `SQLSTATE ${code}`;
      }
      return null;
    }
  }
  if (typeof message === 'string' && PG_OUTAGE_MESSAGES.some((text) => message.includes(text))) {
    return message;
  }
  const aggregate = (error as { errors?: unknown }).errors;
  if (Array.isArray(aggregate)) {
    for (const inner of aggregate) {
      const reason = outageReason(inner);
      if (reason !== null) return reason;
    }
  }
  return null;
}

interface HealthOptions {
  logger?: Logger;
  kind: 'sqlite' | 'postgres';
  /** Called as an outage starts and ends (SQLite shortens its busy wait meanwhile). */
  onChange?: (up: boolean) => void;
}

/** Whether the database answers, as the last query found; logs and counts the changes. */
export class DatabaseHealth {
  #down: { since: number; failed: number; writesFailed: boolean } | null = null;

  constructor(private readonly options: HealthOptions) {
    metrics.databaseUp.set({ database: options.kind }, 1);
  }

  get up(): boolean {
    return this.#down === null;
  }

  /** A query (a write, or a read) failed because the database could not be used. */
  failed(reason: string, write: boolean): void {
    metrics.databaseErrors.inc({ database: this.options.kind });
    if (this.#down) {
      this.#down.failed += 1;
      this.#down.writesFailed ||= write;
      return;
    }
    this.#down = { since: Date.now(), failed: 1, writesFailed: write };
    metrics.databaseUp.set({ database: this.options.kind }, 0);
    // One line for the whole outage, without a stack: it is not a fault in the code.
    this.options.logger?.warn(
      { database: this.options.kind, reason },
      'database unavailable: answering SERVICE_UNAVAILABLE until it is back',
    );
    this.options.onChange?.(false);
  }

  /**
   * A query succeeded: ends an outage, if there was one. A read does not end one in which
   * writes failed: a SQLite file locked by another process, or read-only, still answers
   * reads, and the outage would otherwise be logged again at every write.
   */
  answered(write: boolean): void {
    const down = this.#down;
    if (!down || (down.writesFailed && !write)) return;
    this.#down = null;
    metrics.databaseUp.set({ database: this.options.kind }, 1);
    this.options.logger?.warn(
      {
        database: this.options.kind,
        failedQueries: down.failed,
        outageSeconds: Math.round((Date.now() - down.since) / 100) / 10,
      },
      `database back: ${down.failed} queries failed during the outage`,
    );
    this.options.onChange?.(true);
  }
}

/**
 * Statements that only read (a transaction's start tells nothing of writing either, but
 * SQLite's BEGIN IMMEDIATE takes the write lock).
 */
const READS = /^\s*(select|begin(?!\s+immediate)|rollback|pragma)\b/i;

/** A connection and the driver's own one inside it. */
class GuardedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly guard: Guard,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.guard.run(
      () => this.inner.executeQuery<R>(compiledQuery),
      !READS.test(compiledQuery.sql),
    );
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number) {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

/** Runs one call to the database with the time limit, classifying what fails. */
class Guard {
  constructor(
    private readonly timeoutMs: number,
    readonly health: DatabaseHealth,
  ) {}

  /** Runs `call`, which writes when `write` (its success then ends an outage of writes). */
  async run<T>(call: () => Promise<T>, write: boolean, onLate?: (value: T) => void): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    // SQLite's driver throws at once, not in the promise: caught here too.
    const pending = new Promise<T>((resolve) => resolve(call()));
    const limit = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new DatabaseUnavailableError(`no answer in ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    // What arrives after the limit is handed back (a connection released), or dropped.
    pending.then(
      (value) => {
        if (timedOut) onLate?.(value);
      },
      () => undefined,
    );
    try {
      const value = await Promise.race([pending, limit]);
      this.health.answered(write);
      return value;
    } catch (error) {
      const reason = outageReason(error);
      if (reason === null) {
        // The database answered, refusing this query (a key taken): it is there.
        this.health.answered(write);
        throw error;
      }
      this.health.failed(reason, write);
      throw error instanceof DatabaseUnavailableError
        ? error
        : new DatabaseUnavailableError(reason, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof GuardedConnection ? connection.inner : connection;

/** A driver whose every call has the time limit and is classified. */
class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly guard: Guard,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // A connection that arrives after the limit goes back at once, or it would be held forever.
    const connection = await this.guard.run(
      () => this.inner.acquireConnection(),
      false,
      (late) => void this.inner.releaseConnection(late).catch(() => undefined),
    );
    return new GuardedConnection(connection, this.guard);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.guard.run(() => this.inner.beginTransaction(innerOf(connection), settings), false);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.guard.run(() => this.inner.commitTransaction(innerOf(connection)), true);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.guard.run(() => this.inner.rollbackTransaction(innerOf(connection)), false);
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const call = this.inner.savepoint?.bind(this.inner);
    if (!call) throw new Error('this database has no savepoints');
    return this.guard.run(() => call(innerOf(connection), name, compile), false);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const call = this.inner.rollbackToSavepoint?.bind(this.inner);
    if (!call) throw new Error('this database has no savepoints');
    return this.guard.run(() => call(innerOf(connection), name, compile), false);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    const call = this.inner.releaseSavepoint?.bind(this.inner);
    if (!call) throw new Error('this database has no savepoints');
    return this.guard.run(() => call(innerOf(connection), name, compile), false);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * A dialect whose driver guards every call. `timeoutMs` is a last resort above the
 * database's own limits (statement_timeout, the pool's, SQLite's busy wait), which end a
 * query more cleanly and so are set a little shorter.
 */
export class GuardedDialect implements Dialect {
  readonly #guard: Guard;

  constructor(
    private readonly inner: Dialect,
    timeoutMs: number,
    health: DatabaseHealth,
  ) {
    this.#guard = new Guard(timeoutMs, health);
  }

  createDriver(): Driver {
    return new GuardedDriver(this.inner.createDriver(), this.#guard);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
