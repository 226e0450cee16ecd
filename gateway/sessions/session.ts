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
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { CookieOptions, Request } from 'express';
import { metrics } from '../http/metrics.ts';
import { StoreUnavailableError } from '../store/store.ts';
import type { GatewayStore, SessionRecord } from '../store/store.ts';

export const SESSION_COOKIE = 'session';
const ISSUER = 'academy-gateway';
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
  | { kind: 'unchecked'; source: 'cookie' | 'bearer' };

/** Why sessions end, for the metrics. */
type EndReason = 'logout' | 'everywhere' | 'password-change';

/** How often sign-outs the store could not take are tried again. */
const OWED_RETRY_MS = 1000;

interface TokenClaims extends LiveSession {
  expiresAtMs: number;
}

/** Signs and verifies session tokens; the token names its session (`sid`). */
export class SessionKeys {
  private readonly key: Uint8Array;
  /** Tokens already verified: checking the signature again on every request is waste. */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: CACHE_ENTRIES });

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(session: LiveSession, issuedAt: Date, expiresAt: Date): Promise<string> {
    return new SignJWT({ name: session.name, sid: session.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(session.customerId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
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
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      const { sub, sid, name, exp } = payload;
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
  keys: SessionKeys;
  lifetimes: SessionLifetimes;
  now: () => Date;
}

/** Starting, checking and ending sessions. */
export class Sessions {
  private readonly store: GatewayStore;
  private readonly keys: SessionKeys;
  readonly lifetimes: SessionLifetimes;
  private readonly now: () => Date;
  /** Sessions found live recently (LIVE_CHECK_MS); an ended one is dropped at once. */
  private readonly live: LRUCache<string, SessionRecord>;
  /**
   * Sessions signed out here while the store was away: refused here at once, and ended in
   * the store as soon as it answers again.
   */
  private readonly owedEnds = new Set<string>();
  private owedRetry: NodeJS.Timeout | null = null;

  constructor(options: SessionsOptions) {
    this.store = options.store;
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

  /** The live session a token names, or null (not ours, expired, or ended). */
  async check(token: string): Promise<LiveSession | null> {
    const now = this.now();
    const claims = await this.keys.verify(token, now);
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
   * Ends one session. With the store away, the sign-out is owed: refused here at once and
   * written to the store when it answers again.
   */
  async end(sessionId: string, reason: EndReason = 'logout'): Promise<void> {
    try {
      // The store first: a check running meanwhile cannot put it back in the cache as live.
      await this.store.endSession(sessionId);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      this.owe(sessionId);
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

  private owe(sessionId: string): void {
    this.owedEnds.add(sessionId);
    if (this.owedRetry) return;
    this.owedRetry = setInterval(() => void this.payOwedEnds(), OWED_RETRY_MS);
    this.owedRetry.unref();
  }

  private async payOwedEnds(): Promise<void> {
    for (const id of [...this.owedEnds]) {
      try {
        await this.store.endSession(id);
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
  let identity: LiveSession | null;
  try {
    identity = carried.token === '' ? null : await sessions.check(carried.token);
  } catch (error) {
    // The store is away: the token may be good; say so rather than sign anyone out.
    if (error instanceof StoreUnavailableError) {
      metrics.storeFailures.inc({ use: 'session-check' });
      return { kind: 'unchecked', source: carried.source };
    }
    throw error;
  }
  return identity
    ? { kind: 'valid', identity, source: carried.source }
    : { kind: 'invalid', source: carried.source };
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
