/**
 * The gateway's own state behind one small interface: sessions, counters (rate limits)
 * and plain keys with a time to live (dedupe marks, locks). The embedded implementation
 * keeps it in a SQLite file in DATA_DIR, so it survives restarts; a shared one (Redis)
 * lets several gateways see the same state. Every operation is async and every entry
 * expires by itself, so an implementation can lean on its backend's own TTLs.
 */

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

export interface GatewayStore {
  /** Stores `value` under `key` for `ttlMs` unless a live entry exists; true when stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** The live value under `key`, or null. */
  get(key: string): Promise<string | null>;
  /** Removes `key` (a plain key or a counter); true when something was there. */
  delete(key: string): Promise<boolean>;
  /**
   * Adds `by` to the counter under `key`, atomically. A new (or expired) counter starts
   * at 0 and lives `ttlMs`; `resetTtl` sets a new life for an existing one too.
   */
  increment(key: string, by: number, ttlMs: number, resetTtl?: boolean): Promise<CounterState>;
  /** The live counter under `key`, or null. */
  counter(key: string): Promise<CounterState | null>;

  createSession(session: SessionRecord): Promise<void>;
  /** The session while it is live (neither expiry passed), else null. */
  findSession(id: string): Promise<SessionRecord | null>;
  /** Records use: a new last-seen time and idle expiry. */
  touchSession(id: string, lastSeenAtMs: number, idleExpiresAtMs: number): Promise<void>;
  /** Ends one session; true when it was live. */
  endSession(id: string): Promise<boolean>;
  /** Ends every session of a customer except `keepId`; the ids ended. */
  endCustomerSessions(customerId: string, keepId?: string): Promise<string[]>;

  /** Releases the backend (file handles, connections). */
  close(): Promise<void>;
}
