/**
 * Known devices (OWASP's device cookies): after a sign-in, the browser keeps a signed token
 * naming the account it signed in to (the httpOnly `device` cookie) and an app keeps the
 * same token from `LoginPayload.deviceToken` and sends it as `X-Device-Token`. Signing in to
 * that account again with it is never held back by failures other callers caused on the
 * account (gateway/http/sign-in-limits.ts).
 *
 * The token is signed with the session secret for its own audience, so it is never a
 * session token and a session token is never one of these. It names the account by a
 * keyed hash of the username, so the cookie does not carry the e-mail address, and the
 * account's device generation (gateway/db/accounts.ts) when it was issued: a password change,
 * a reset and "sign out everywhere" raise the generation, and every token issued before
 * stops being recognised, so a stolen token does not outlive any of them.
 */
import { createHmac } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request } from 'express';
import { SignJWT, jwtVerify } from 'jose';

export const DEVICE_COOKIE = 'device';
/** How an app sends its device token (a browser's cookie is sent for it). */
const DEVICE_HEADER = 'x-device-token';
/** A device stays known this long after its last sign-in. */
const DEVICE_TTL_S = 365 * 24 * 3600;

const ISSUER = 'academy-gateway';
const AUDIENCE = 'academy-device';

/** How sign-in names an account: the username as the provider compares it. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

/** The device generation of the account `username` signs in to; null when none is kept. */
export type DeviceGenerations = (username: string) => Promise<number | null>;

export class KnownDevices {
  private readonly key: Uint8Array;

  /**
   * `purpose` keeps devices known for one kind of sign-in from counting for another (a
   * browser known to a staff account is no help signing in as a student of that e-mail).
   */
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
    private readonly generations: DeviceGenerations,
    private readonly purpose = 'device',
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token saying this device signed in to `username`, for DEVICE_TTL_S. */
  async issue(username: string): Promise<string> {
    const issuedAtS = Math.floor(this.now() / 1000);
    const generation = (await this.generations(username)) ?? 0;
    return new SignJWT({ gen: generation })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(this.accountId(username))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAtS)
      .setExpirationTime(issuedAtS + DEVICE_TTL_S)
      .sign(this.key);
  }

  /** Whether `token` is one we issued, still valid, to a device that signed in to `username`. */
  async recognises(token: string | null, username: string): Promise<boolean> {
    if (token === null || token === '') return false;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
        requiredClaims: ['sub', 'exp', 'gen'],
      });
      if (payload.sub !== this.accountId(username)) return false;
      return payload.gen === (await this.generations(username));
    } catch {
      return false;
    }
  }

  private accountId(username: string): string {
    return createHmac('sha256', this.secret)
      .update(`${this.purpose}:${accountKey(username)}`)
      .digest('base64url');
  }
}

/** The device token a request carries: the header (apps), else the cookie (browsers). */
export function deviceTokenOf(req: Request): string | null {
  const header = req.headers[DEVICE_HEADER];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  return cookies[DEVICE_COOKIE] ?? null;
}

/** Sent only to the API, kept for DEVICE_TTL_S. */
export function deviceCookieOptions(production: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/graphql',
    secure: production,
    maxAge: DEVICE_TTL_S * 1000,
  };
}
