/**
 * Sessions: identity comes only from a token the gateway signed (HS256, 7 days), carried
 * in the httpOnly `session` cookie (browsers) or `Authorization: Bearer` (mobile).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'session';
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'academy-gateway';
const AUDIENCE = 'academy-site';

export interface SessionIdentity {
  customerId: string;
  name: string;
}

/**
 * What a request carries: nothing, a valid session, or a token that failed verification
 * (tampered, expired, signed with another key), with where it came from.
 */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'valid'; identity: SessionIdentity; source: 'cookie' | 'bearer' }
  | { kind: 'invalid'; source: 'cookie' | 'bearer' };

/** How many verified tokens SessionKeys remembers (about 1 MB at most). */
const VERIFIED_CACHE_SIZE = 5000;

export class SessionKeys {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, with their expiry: a token is sent with every request, and
   * checking its signature again each time is a good part of what a signed-in request
   * costs the gateway. Only the exact bytes of a verified token hit; expiry is still
   * checked on every use. Oldest first, so the first key is the one to drop.
   */
  private readonly verified = new Map<string, { identity: SessionIdentity; expiresAt: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(identity: SessionIdentity, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ name: identity.name })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(identity.customerId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SESSION_TTL_SECONDS)
      .sign(this.key);
  }

  /** The identity in a token, or null when it is not one we signed or it has expired. */
  async verify(token: string, now: Date): Promise<SessionIdentity | null> {
    const known = this.verified.get(token);
    if (known) {
      if (now.getTime() < known.expiresAt) return known.identity;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      const identity = {
        customerId: payload.sub,
        name: typeof payload.name === 'string' ? payload.name : '',
      };
      this.remember(token, identity, (payload.exp ?? 0) * 1000);
      return identity;
    } catch {
      return null;
    }
  }

  private remember(token: string, identity: SessionIdentity, expiresAt: number) {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { identity, expiresAt });
  }
}

/** Reads one cookie from a Cookie header without a parser dependency. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The session a request carries. A Bearer header, when present, wins over the cookie. */
export async function sessionFrom(
  req: Request,
  keys: SessionKeys,
  now: Date,
): Promise<SessionState> {
  const authorization = req.headers.authorization;
  if (authorization !== undefined && authorization.trim() !== '') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    const identity = match?.[1] ? await keys.verify(match[1], now) : null;
    return identity
      ? { kind: 'valid', identity, source: 'bearer' }
      : { kind: 'invalid', source: 'bearer' };
  }
  const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
  if (cookie === undefined || cookie === '') return { kind: 'none' };
  const identity = await keys.verify(cookie, now);
  return identity
    ? { kind: 'valid', identity, source: 'cookie' }
    : { kind: 'invalid', source: 'cookie' };
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
