/**
 * The shared store (REDIS_URL): the same GatewayStore on Redis through ioredis, so any
 * number of gateways see one set of sessions, counters, claims, locks and cache entries.
 *
 * Expiry follows the gateway's clock, as in the embedded store: each value carries its end
 * (epoch ms) and reads compare it with `now()`; Redis's own TTL is set to the same life as
 * well, so nothing outlives it. Writes that must be atomic are Lua scripts.
 *
 * Degrade, never hang: every command has a short time limit (`commandTimeoutMs`), nothing is
 * queued while the connection is down (a command then fails at once), and the client
 * reconnects by itself. Every failure surfaces as StoreUnavailableError, which callers turn
 * into their written policy (README: "While Redis is away").
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { StoreUnavailableError } from '../errors.ts';
import type { CounterState, GatewayStore, SessionRecord } from './store.ts';

interface RedisStoreOptions {
  url: string;
  /** Time limit of each command. */
  commandTimeoutMs: number;
  /** Prepended to every key, so one Redis can hold several sites. */
  keyPrefix?: string;
  now?: () => number;
  logger?: Logger;
}

interface LuaScript {
  lua: string;
  sha: string;
}

function script(lua: string): LuaScript {
  return { lua, sha: createHash('sha1').update(lua).digest('hex') };
}

/** The end of a value written as `<end ms>:<value>`. */
const END_OF = `local function endOf(raw) return tonumber(string.match(raw, '^(%d+):')) end`;

const SET_IF_ABSENT = script(`${END_OF}
local cur = redis.call('GET', KEYS[1])
if cur and endOf(cur) > tonumber(ARGV[1]) then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`);

const DELETE_ENTRY_AND_COUNTER = script(`${END_OF}
local now = tonumber(ARGV[1])
local live = 0
local cur = redis.call('GET', KEYS[1])
if cur then
  if endOf(cur) > now then live = 1 end
  redis.call('DEL', KEYS[1])
end
local counterEnd = redis.call('HGET', KEYS[2], 'e')
if counterEnd then
  if tonumber(counterEnd) > now then live = 1 end
  redis.call('DEL', KEYS[2])
end
return live`);

const DELETE_IF_VALUE = script(`${END_OF}
local cur = redis.call('GET', KEYS[1])
if not cur or endOf(cur) <= tonumber(ARGV[1]) then return 0 end
if string.sub(cur, string.find(cur, ':', 1, true) + 1) ~= ARGV[2] then return 0 end
redis.call('DEL', KEYS[1])
return 1`);

const INCREMENT = script(`
local by, now, ttl = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local current = redis.call('HMGET', KEYS[1], 'v', 'e')
local value, ends = tonumber(current[1]), tonumber(current[2])
if not ends or ends <= now then
  value = by
  ends = now + ttl
else
  value = value + by
  if ARGV[4] == '1' then ends = now + ttl end
end
redis.call('HSET', KEYS[1], 'v', string.format('%d', value), 'e', string.format('%d', ends))
redis.call('PEXPIRE', KEYS[1], math.max(ends - now, 1))
return {value, string.format('%d', ends)}`);

const MAP_SET = script(`
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`);

const TOUCH_SESSION = script(`
local ends = redis.call('HGET', KEYS[1], 'expiresAtMs')
if not ends then return 0 end
local idle = math.min(tonumber(ARGV[2]), tonumber(ends))
redis.call('HSET', KEYS[1], 'lastSeenAtMs', ARGV[1], 'idleExpiresAtMs', string.format('%d', idle))
return 1`);

const END_SESSION = script(`
local now = tonumber(ARGV[1])
local s = redis.call('HMGET', KEYS[1], 'customerId', 'idleExpiresAtMs', 'expiresAtMs')
if not s[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', ARGV[2] .. s[1], ARGV[3])
if tonumber(s[2]) > now and tonumber(s[3]) > now then return 1 end
return 0`);

const END_CUSTOMER_SESSIONS = script(`
local now = tonumber(ARGV[2])
local ended = {}
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if id ~= ARGV[1] then
    local key = ARGV[3] .. id
    local s = redis.call('HMGET', key, 'idleExpiresAtMs', 'expiresAtMs')
    redis.call('DEL', key)
    redis.call('SREM', KEYS[1], id)
    if s[1] and tonumber(s[1]) > now and tonumber(s[2]) > now then table.insert(ended, id) end
  end
end
return ended`);

/** `<end>:<value>` split; null when unreadable. */
function readTimed(raw: string | null): { endsAtMs: number; value: string } | null {
  if (raw === null) return null;
  const at = raw.indexOf(':');
  const endsAtMs = Number(raw.slice(0, at));
  return at > 0 && Number.isFinite(endsAtMs) ? { endsAtMs, value: raw.slice(at + 1) } : null;
}

/** How long to wait for the first connection at start before serving without it. */
const FIRST_CONNECT_WAIT_MS = 3000;

export class RedisStore implements GatewayStore {
  readonly kind = 'redis';
  /** The connection, for rate-limiter-flexible's Redis limiter. */
  readonly client: Redis;
  private readonly prefix: string;
  private readonly now: () => number;
  private closed = false;

  constructor(options: RedisStoreOptions) {
    this.prefix = options.keyPrefix ?? 'academy:';
    this.now = options.now ?? Date.now;
    const logger = options.logger;
    let lastWarning = 0;
    this.client = new Redis(options.url, {
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: Math.max(options.commandTimeoutMs * 4, 1000),
      // While the connection is down a command fails at once instead of waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Reconnects for ever, at most a second apart, so recovery is quick once Redis is back.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    });
    // Without a listener an 'error' event would end the process; a warning a few seconds
    // apart is enough while it reconnects.
    this.client.on('error', (error: Error) => {
      if (Date.now() - lastWarning < 5000) return;
      lastWarning = Date.now();
      logger?.warn({ err: error.message }, 'redis unavailable; reconnecting');
    });
    this.client.on('ready', () => {
      if (lastWarning !== 0) logger?.info('redis connected again');
      lastWarning = 0;
    });
  }

  /** Waits (boundedly) for the first connection, so a normal start serves with Redis at once. */
  async connected(waitMs = FIRST_CONNECT_WAIT_MS): Promise<boolean> {
    if (this.client.status === 'ready') return true;
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ok);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), waitMs);
      timer.unref();
      this.client.once('ready', onReady);
    });
  }

  /** Whether the connection is up now (no round trip). */
  get available(): boolean {
    return this.client.status === 'ready';
  }

  async setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    const stored = await this.run(
      SET_IF_ABSENT,
      [this.entryKey(key)],
      [now, `${now + ttlMs}:${value}`, pttl(ttlMs)],
    );
    return stored === 1;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.call(() =>
      this.client.set(this.entryKey(key), `${this.now() + ttlMs}:${value}`, 'PX', pttl(ttlMs)),
    );
  }

  async get(key: string): Promise<string | null> {
    const entry = readTimed(await this.call(() => this.client.get(this.entryKey(key))));
    return entry && entry.endsAtMs > this.now() ? entry.value : null;
  }

  async deleteIfValue(key: string, value: string): Promise<boolean> {
    return (await this.run(DELETE_IF_VALUE, [this.entryKey(key)], [this.now(), value])) === 1;
  }

  async delete(key: string): Promise<boolean> {
    const keys = [this.entryKey(key), this.counterKey(key)];
    return (await this.run(DELETE_ENTRY_AND_COUNTER, keys, [this.now()])) === 1;
  }

  async increment(key: string, by: number, ttlMs: number, resetTtl = false): Promise<CounterState> {
    const result = await this.run(
      INCREMENT,
      [this.counterKey(key)],
      [by, this.now(), ttlMs, resetTtl ? '1' : '0'],
    );
    const [value, expiresAtMs] = Array.isArray(result) ? result : [];
    return { value: Number(value), expiresAtMs: Number(expiresAtMs) };
  }

  async counter(key: string): Promise<CounterState | null> {
    const [value, ends] = await this.call(() => this.client.hmget(this.counterKey(key), 'v', 'e'));
    if (value === null || ends === null || Number(ends) <= this.now()) return null;
    return { value: Number(value), expiresAtMs: Number(ends) };
  }

  async mapSet(key: string, field: string, value: string, ttlMs: number): Promise<void> {
    await this.run(
      MAP_SET,
      [this.mapKey(key)],
      [field, `${this.now() + ttlMs}:${value}`, pttl(ttlMs)],
    );
  }

  async mapEntries(key: string): Promise<Record<string, string>> {
    const raw = await this.call(() => this.client.hgetall(this.mapKey(key)));
    const now = this.now();
    const live: Record<string, string> = {};
    for (const [field, text] of Object.entries(raw)) {
      const entry = readTimed(text);
      if (entry && entry.endsAtMs > now) live[field] = entry.value;
    }
    return live;
  }

  async mapDelete(key: string, field: string): Promise<void> {
    await this.call(() => this.client.hdel(this.mapKey(key), field));
  }

  async createSession(session: SessionRecord): Promise<void> {
    const lifeMs = pttl(session.expiresAtMs - this.now());
    const key = this.sessionKey(session.id);
    const owner = this.customerKey(session.customerId);
    await this.call(() =>
      this.client
        .multi()
        .hset(key, {
          id: session.id,
          customerId: session.customerId,
          createdAtMs: String(session.createdAtMs),
          lastSeenAtMs: String(session.lastSeenAtMs),
          idleExpiresAtMs: String(session.idleExpiresAtMs),
          expiresAtMs: String(session.expiresAtMs),
        })
        .pexpire(key, lifeMs)
        .sadd(owner, session.id)
        // Every session of an account has the same absolute life, so the newest one's is
        // the longest the account's index must live.
        .pexpire(owner, lifeMs)
        .exec(),
    );
  }

  async findSession(id: string): Promise<SessionRecord | null> {
    const fields = await this.call(() => this.client.hgetall(this.sessionKey(id)));
    if (fields.customerId === undefined) return null;
    const record: SessionRecord = {
      id,
      customerId: fields.customerId,
      createdAtMs: Number(fields.createdAtMs),
      lastSeenAtMs: Number(fields.lastSeenAtMs),
      idleExpiresAtMs: Number(fields.idleExpiresAtMs),
      expiresAtMs: Number(fields.expiresAtMs),
    };
    const now = this.now();
    return record.idleExpiresAtMs > now && record.expiresAtMs > now ? record : null;
  }

  async touchSession(id: string, lastSeenAtMs: number, idleExpiresAtMs: number): Promise<void> {
    await this.run(TOUCH_SESSION, [this.sessionKey(id)], [lastSeenAtMs, idleExpiresAtMs]);
  }

  async endSession(id: string): Promise<boolean> {
    const ended = await this.run(
      END_SESSION,
      [this.sessionKey(id)],
      [this.now(), this.customerKey(''), id],
    );
    return ended === 1;
  }

  async endCustomerSessions(customerId: string, keepId?: string): Promise<string[]> {
    const ended = await this.run(
      END_CUSTOMER_SESSIONS,
      [this.customerKey(customerId)],
      [keepId ?? '', this.now(), this.sessionKey('')],
    );
    return Array.isArray(ended) ? ended.map(String) : [];
  }

  async ping(): Promise<void> {
    await this.call(() => this.client.ping());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      if (this.client.status === 'ready') await this.client.quit();
      else this.client.disconnect();
    } catch {
      this.client.disconnect();
    }
  }

  private entryKey = (key: string) => `${this.prefix}e:${key}`;
  private counterKey = (key: string) => `${this.prefix}c:${key}`;
  private mapKey = (key: string) => `${this.prefix}m:${key}`;
  private sessionKey = (id: string) => `${this.prefix}s:${id}`;
  private customerKey = (customerId: string) => `${this.prefix}cs:${customerId}`;

  /** Runs a command; any failure (down, slow, refused) is StoreUnavailableError. */
  private async call<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new StoreUnavailableError('redis', error);
    }
  }

  /** Runs a Lua script by its hash, sending it whole the first time Redis lacks it. */
  private run(lua: LuaScript, keys: string[], args: (string | number)[]): Promise<unknown> {
    return this.call(async () => {
      try {
        return await this.client.evalsha(lua.sha, keys.length, ...keys, ...args);
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
        return this.client.eval(lua.lua, keys.length, ...keys, ...args);
      }
    });
  }
}

/** A Redis TTL: whole milliseconds, at least 1. */
function pttl(ms: number): number {
  return Math.max(1, Math.ceil(ms));
}
