/**
 * Sessions: each sign-in is a session recorded in the gateway's store under a random id.
 * The token (HS256, carried in the httpOnly `session` cookie for browsers or in
 * `Authorization: Bearer` for mobile) names that session, and every request checks the
 * session is still live, so logout, a password change or "sign out everywhere" end a
 * token at once, wherever it was copied to.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import { LRUCache } from 'lru-cache';
import type { CookieOptions, Request } from 'express';
import { makePrivate } from '../../common/private-files.ts';
import { metrics } from '../observability/metrics.ts';
import { StoreUnavailableError } from '../errors.ts';
import type { GatewayStore, SessionRecord } from '../store/store.ts';
import { signSessionToken, verifySessionToken, type TokenKind } from './session-token.ts';

export const SESSION_COOKIE = 'session';
const AUDIENCE = 'academy-site';

/**
 * How long a session found live is believed without asking the store again. This gateway
 * forgets a session the moment it ends one; another gateway sharing the store may accept
 * an ended session's token for at most this long.
 */
export const LIVE_CHECK_MS = 1000;
/** Last-seen times are written at most this often per session (a write per request is waste). */
const TOUCH_EVERY_MS = 60_000;
/** Tokens and sessions remembered in memory (a few hundred bytes each). */
const CACHE_ENTRIES = 5000;

export interface SessionIdentity {
  customerId: string;
  name: string;
}

/** A session a request proved it holds. */
export interface LiveSession extends SessionIdentity {
  sessionId: string;
}

/**
 * What a request carries: nothing, a live session, a token that is not (tampered, expired,
 * signed with another key, or its session ended), or a well-signed token whose session
 * cannot be checked because the shared store is away; with where it came from.
 */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'valid'; identity: LiveSession; source: 'cookie' | 'bearer' }
  | { kind: 'invalid'; source: 'cookie' | 'bearer' }
  | { kind: 'unchecked'; sessionId: string; source: 'cookie' | 'bearer' };

/** Why sessions end, for the metrics. */
type EndReason = 'logout' | 'everywhere' | 'password-change';

/** How often sign-outs the store could not take are tried again. */
const OWED_RETRY_MS = 1000;
/** The map, in the machine's own store, of sign-outs owed to the shared one. */
const OWED_SIGN_OUTS = 'owed-sign-outs';

interface TokenClaims extends LiveSession {
  expiresAtMs: number;
}

/** Signs and verifies session tokens; the token names its session (`sid`). */
export class SessionKeys {
  private readonly kind: TokenKind;
  /** Tokens already verified: checking the signature again on every request is waste. */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: CACHE_ENTRIES });

  constructor(secret: string) {
    this.kind = { key: new TextEncoder().encode(secret), audience: AUDIENCE };
  }

  sign(session: LiveSession, issuedAt: Date, expiresAt: Date): Promise<string> {
    return signSessionToken(
      this.kind,
      { subject: session.customerId, sessionId: session.sessionId, claims: { name: session.name } },
      issuedAt,
      expiresAt,
    );
  }

  /** What a token says, or null when it is not one we signed or it has expired. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (now.getTime() < known.expiresAtMs) return known;
      this.verified.delete(token);
      return null;
    }
    try {
      const { sub, sid, name, exp } = await verifySessionToken(this.kind, token, now);
      if (typeof sub !== 'string' || sub === '' || typeof sid !== 'string' || sid === '') {
        return null;
      }
      const claims: TokenClaims = {
        customerId: sub,
        sessionId: sid,
        name: typeof name === 'string' ? name : '',
        expiresAtMs: (exp ?? 0) * 1000,
      };
      this.verified.set(token, claims, { ttl: Math.max(1, claims.expiresAtMs - now.getTime()) });
      return claims;
    } catch {
      return null;
    }
  }
}

interface SessionLifetimes {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, however much it is used. */
  absoluteMs: number;
}

interface SessionsOptions {
  store: GatewayStore;
  /**
   * The machine's own durable store (the SQLite file in DATA_DIR) when `store` is shared
   * (Redis): sign-outs the shared store could not take are written here, so a restart
   * before it returns does not forget them.
   */
  local?: GatewayStore | null;
  keys: SessionKeys;
  lifetimes: SessionLifetimes;
  now: () => Date;
}

/** Starting, checking and ending sessions. */
export class Sessions {
  private readonly store: GatewayStore;
  private readonly local: GatewayStore | null;
  private readonly keys: SessionKeys;
  readonly lifetimes: SessionLifetimes;
  private readonly now: () => Date;
  /** Sessions found live recently (LIVE_CHECK_MS); an ended one is dropped at once. */
  private readonly live: LRUCache<string, SessionRecord>;
  /**
   * Sessions signed out on this machine while the store was away: refused here at once,
   * ended in the store as soon as it answers again, and kept in the local store meanwhile.
   */
  private readonly owedEnds = new Set<string>();
  private owedRetry: NodeJS.Timeout | null = null;

  constructor(options: SessionsOptions) {
    this.store = options.store;
    this.local = options.local ?? null;
    this.keys = options.keys;
    this.lifetimes = options.lifetimes;
    this.now = options.now;
    this.live = new LRUCache<string, SessionRecord>({
      max: CACHE_ENTRIES,
      ttl: LIVE_CHECK_MS,
      // The gateway's clock, so tests with a fake clock see what production sees.
      perf: { now: () => this.now().getTime() },
    });
  }

  /** A new session for the customer; resolves with its token. */
  async start(identity: SessionIdentity): Promise<{ token: string; session: LiveSession }> {
    const now = this.now();
    const at = now.getTime();
    const record: SessionRecord = {
      id: randomBytes(18).toString('base64url'),
      customerId: identity.customerId,
      createdAtMs: at,
      lastSeenAtMs: at,
      idleExpiresAtMs: Math.min(at + this.lifetimes.idleMs, at + this.lifetimes.absoluteMs),
      expiresAtMs: at + this.lifetimes.absoluteMs,
    };
    await this.store.createSession(record);
    metrics.sessionsStarted.inc();
    const session = { ...identity, sessionId: record.id };
    const token = await this.keys.sign(session, now, new Date(record.expiresAtMs));
    return { token, session };
  }

  /**
   * Takes up the sign-outs this machine still owes the shared store (written before a
   * restart): refused from now on, and ended in the store once it answers.
   */
  async restoreOwedSignOuts(): Promise<void> {
    if (!this.local) return;
    const owed = Object.keys(await this.local.mapEntries(OWED_SIGN_OUTS));
    if (owed.length === 0) return;
    for (const id of owed) this.owedEnds.add(id);
    this.retryOwedEnds();
  }

  /** What a well-signed token says, or null (not ours, or expired). */
  claimsOf(token: string): Promise<TokenClaims | null> {
    return this.keys.verify(token, this.now());
  }

  /** The live session a token names, or null (not ours, expired, or ended). */
  async check(token: string): Promise<LiveSession | null> {
    const claims = await this.claimsOf(token);
    if (!claims) return null;
    if (!(await this.isLive(claims.sessionId, claims.customerId))) return null;
    return { customerId: claims.customerId, name: claims.name, sessionId: claims.sessionId };
  }

  /**
   * Whether the customer's session is still live (not ended, not expired). Throws
   * StoreUnavailableError when the store cannot say (and this gateway has no fresh answer).
   */
  async isLive(sessionId: string, customerId: string): Promise<boolean> {
    if (this.owedEnds.has(sessionId)) return false;
    const record = await this.liveRecord(sessionId, this.now().getTime());
    return record !== null && record.customerId === customerId;
  }

  /**
   * Ends one session. With the store away, the sign-out is owed: refused here at once,
   * recorded in the machine's own store, and written to the shared one when it answers.
   * Throws StoreUnavailableError (try again) when it can be recorded nowhere.
   */
  async end(sessionId: string, reason: EndReason = 'logout'): Promise<void> {
    try {
      // The store first: a check running meanwhile cannot put it back in the cache as live.
      await this.store.endSession(sessionId);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      await this.owe(sessionId, error);
    }
    this.live.delete(sessionId);
    metrics.sessionsEnded.inc({ reason });
  }

  /** Ends every session of the customer but `keep`; how many were ended. */
  async endAllOf(
    customerId: string,
    keep?: string,
    reason: EndReason = 'everywhere',
  ): Promise<number> {
    const ended = await this.store.endCustomerSessions(customerId, keep);
    metrics.sessionsEnded.inc({ reason }, ended.length);
    for (const id of ended) this.live.delete(id);
    // Sessions of this customer remembered here but already gone from the store.
    for (const [id, record] of this.live.entries()) {
      if (record.customerId === customerId && id !== keep) this.live.delete(id);
    }
    return ended.length;
  }

  private async liveRecord(sessionId: string, at: number): Promise<SessionRecord | null> {
    let record = this.live.get(sessionId);
    if (!record || record.idleExpiresAtMs <= at || record.expiresAtMs <= at) {
      record = (await this.store.findSession(sessionId)) ?? undefined;
      if (!record) {
        this.live.delete(sessionId);
        return null;
      }
      this.live.set(sessionId, record);
    }
    if (at - record.lastSeenAtMs >= TOUCH_EVERY_MS) {
      const idleExpiresAtMs = Math.min(at + this.lifetimes.idleMs, record.expiresAtMs);
      // Recording use is worth a write, not a refusal: a failed one is tried on a later use.
      await this.store.touchSession(sessionId, at, idleExpiresAtMs).then(
        () => {
          record.lastSeenAtMs = at;
          record.idleExpiresAtMs = idleExpiresAtMs;
        },
        () => undefined,
      );
    }
    return record;
  }

  private async owe(sessionId: string, storeError: StoreUnavailableError): Promise<void> {
    // Only the shared store can be away while the machine's own one answers; an embedded
    // store that fails has nowhere else to keep it, so the sign-out is refused (try again).
    if (!this.local) throw storeError;
    // No token outlives its session's absolute lifetime, so neither need the record.
    await this.local.mapSet(OWED_SIGN_OUTS, sessionId, '1', this.lifetimes.absoluteMs);
    this.owedEnds.add(sessionId);
    this.retryOwedEnds();
  }

  private retryOwedEnds(): void {
    if (this.owedRetry) return;
    this.owedRetry = setInterval(() => void this.payOwedEnds(), OWED_RETRY_MS);
    this.owedRetry.unref();
  }

  private async payOwedEnds(): Promise<void> {
    for (const id of [...this.owedEnds]) {
      try {
        await this.store.endSession(id);
        this.live.delete(id);
        await this.local?.mapDelete(OWED_SIGN_OUTS, id);
        this.owedEnds.delete(id);
      } catch {
        return;
      }
    }
    if (this.owedEnds.size === 0 && this.owedRetry) {
      clearInterval(this.owedRetry);
      this.owedRetry = null;
    }
  }

  /** Stops retrying owed sign-outs (the gateway is stopping). */
  close(): void {
    if (this.owedRetry) clearInterval(this.owedRetry);
    this.owedRetry = null;
  }
}

/** The token a request carries and where from. A Bearer header, when present, wins. */
function tokenOf(req: Request): { token: string; source: 'cookie' | 'bearer' } | null {
  const authorization = req.headers.authorization;
  if (authorization !== undefined && authorization.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return { token: match?.[1] ?? '', source: 'bearer' };
  }
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  const cookie = cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/** The session a request carries. */
export async function sessionFrom(req: Request, sessions: Sessions): Promise<SessionState> {
  const carried = tokenOf(req);
  if (!carried) return { kind: 'none' };
  const claims = carried.token === '' ? null : await sessions.claimsOf(carried.token);
  if (!claims) return { kind: 'invalid', source: carried.source };
  let live: boolean;
  try {
    live = await sessions.isLive(claims.sessionId, claims.customerId);
  } catch (error) {
    // The store is away: the token may be good; say so rather than sign anyone out.
    if (error instanceof StoreUnavailableError) {
      metrics.storeFailures.inc({ use: 'session-check' });
      return { kind: 'unchecked', sessionId: claims.sessionId, source: carried.source };
    }
    throw error;
  }
  if (!live) return { kind: 'invalid', source: carried.source };
  const identity = {
    customerId: claims.customerId,
    name: claims.name,
    sessionId: claims.sessionId,
  };
  return { kind: 'valid', identity, source: carried.source };
}

export function sessionCookieOptions(production: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: production };
}

/**
 * SESSION_SECRET when set; otherwise a secret generated once into DATA_DIR/session-secret
 * (mode 600) and reused, so sessions survive restarts.
 */
export function resolveSessionSecret(configured: string | null, dataDir: string): string {
  if (configured !== null) return configured;
  const file = path.join(dataDir, 'session-secret');
  // One an older run left readable by others is tightened (mode 600) before it is used.
  makePrivate(file);
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    // Another process wrote it first: use theirs.
    const written = readSecretFile(file);
    if (written) return written;
    throw new Error(
      `${file} holds no usable session secret (32+ characters); remove it to generate one`,
      { cause: error },
    );
  }
}

function readSecretFile(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : null;
  } catch {
    return null;
  }
}
