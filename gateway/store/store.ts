/**
 * The gateway's own state behind one small interface: sessions, counters (rate limits),
 * plain keys with a time to live (dedupe marks, locks, shared cache entries) and small maps
 * (a student's pending payment orders). The embedded implementation keeps it in a SQLite
 * file in DATA_DIR, so it survives restarts and is shared by the processes of one machine;
 * the Redis one (REDIS_URL) lets gateways on any number of machines see the same state.
 * Every operation is async, every entry expires by itself, and expiry follows the clock the
 * store is given, so the gateway's clock is the one authority.
 */
import type { StoreUnavailableError } from '../errors.ts';

/** One sign-in. A token names it by `id`; it ends when deleted or when either expiry passes. */
export interface SessionRecord {
  /** Random, unguessable; carried in the token. */
  id: string;
  customerId: string;
  createdAtMs: number;
  /** The last request seen with it (recorded at most about once a minute). */
  lastSeenAtMs: number;
  /** Ends when unused until then; pushed forward as it is used. */
  idleExpiresAtMs: number;
  /** Ends then, however much it is used. */
  expiresAtMs: number;
}

/** A counter after an increment. */
export interface CounterState {
  value: number;
  /** When the counter disappears (epoch ms). */
  expiresAtMs: number;
}

/** Which backend holds the state: named by /readyz, the metrics and StoreUnavailableError. */
type StoreKind = StoreUnavailableError['store'];

export interface GatewayStore {
  readonly kind: StoreKind;
  /** Stores `value` under `key` for `ttlMs` unless a live entry exists; true when stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Stores `value` under `key` for `ttlMs`, replacing any entry. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** The live value under `key`, or null. */
  get(key: string): Promise<string | null>;
  /** Removes the plain key only while it holds `value` (a lock's holder releasing it). */
  deleteIfValue(key: string, value: string): Promise<boolean>;
  /** Removes `key` (a plain key or a counter); true when something was there. */
  delete(key: string): Promise<boolean>;
  /**
   * Adds `by` to the counter under `key`, atomically. A new (or expired) counter starts
   * at 0 and lives `ttlMs`; `resetTtl` sets a new life for an existing one too.
   */
  increment(key: string, by: number, ttlMs: number, resetTtl?: boolean): Promise<CounterState>;
  /** The live counter under `key`, or null. */
  counter(key: string): Promise<CounterState | null>;

  /** Sets `field` of the map under `key`; the field lives `ttlMs`. */
  mapSet(key: string, field: string, value: string, ttlMs: number): Promise<void>;
  /** The live fields of the map under `key`. */
  mapEntries(key: string): Promise<Record<string, string>>;
  /** Removes one field of the map under `key`. */
  mapDelete(key: string, field: string): Promise<void>;

  createSession(session: SessionRecord): Promise<void>;
  /** The session while it is live (neither expiry passed), else null. */
  findSession(id: string): Promise<SessionRecord | null>;
  /** Records use: a new last-seen time and idle expiry. */
  touchSession(id: string, lastSeenAtMs: number, idleExpiresAtMs: number): Promise<void>;
  /** Ends one session; true when it was live. */
  endSession(id: string): Promise<boolean>;
  /** Ends every session of a customer except `keepId`; the ids ended. */
  endCustomerSessions(customerId: string, keepId?: string): Promise<string[]>;

  /** Resolves when the backend answers (readiness); rejects when it does not. */
  ping(): Promise<void>;
  /** Releases the backend (file handles, connections). */
  close(): Promise<void>;
}
