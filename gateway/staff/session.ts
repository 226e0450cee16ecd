/**
 * Staff sessions, kept apart from students' (gateway/sessions/session.ts): their own table
 * (migration 0008), their own cookie (`staff_session`), and tokens signed with a key of their
 * own for an audience of their own, so a staff token is never a student's session and a
 * student's token is never a staff session. Unused for 30 minutes, a staff session ends;
 * it ends after 12 hours however much it is used. Apps may send the token as
 * `Authorization: Bearer`, like students' apps.
 */
import { createHmac } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Request } from 'express';
import { errors as joseErrors } from 'jose';
import type { StaffSessionRecord, StaffSessions } from '../db/staff.ts';
import { signSessionToken, verifySessionToken, type TokenKind } from '../sessions/session-token.ts';

export const STAFF_SESSION_COOKIE = 'staff_session';
export const STAFF_LIFETIMES = { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 } as const;
const AUDIENCE = 'academy-staff';

/**
 * What a request carries for the staff room: no staff token (a visitor or a student), a
 * staff token whose session is over (idle, past its lifetime, signed out, account turned
 * off), or a live staff session.
 */
export type StaffSessionState =
  { kind: 'none' } | { kind: 'ended' } | { kind: 'valid'; staff: StaffSessionRecord };

export class StaffSessionKeys {
  private readonly kind: TokenKind;

  /** `secret`: the session secret; the staff key is derived from it, never the same bytes. */
  constructor(secret: string) {
    const key = createHmac('sha256', secret).update('staff-session').digest();
    this.kind = { key, audience: AUDIENCE };
  }

  sign(sessionId: string, email: string, issuedAt: Date, expiresAt: Date): Promise<string> {
    return signSessionToken(this.kind, { subject: email, sessionId }, issuedAt, expiresAt);
  }

  /**
   * The session id a staff token names; 'expired' for a staff token past its lifetime; null
   * for anything that is not a staff token (a student's, a forgery).
   */
  async sessionIdOf(token: string, now: Date): Promise<string | 'expired' | null> {
    try {
      const payload = await verifySessionToken(this.kind, token, now);
      return typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : null;
    } catch (error) {
      // Verified before the time is checked: only our own staff tokens expire here.
      return error instanceof joseErrors.JWTExpired ? 'expired' : null;
    }
  }
}

/** The staff token a request carries: a Bearer header wins, else the staff cookie. */
function staffTokenOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (match?.[1]) return match[1];
  const cookies = req.headers.cookie ? parseCookies(req.headers.cookie) : {};
  return cookies[STAFF_SESSION_COOKIE] || null;
}

/** The staff session a request carries. */
export async function staffSessionFrom(
  req: Request,
  keys: StaffSessionKeys,
  sessions: StaffSessions,
  now: Date,
): Promise<StaffSessionState> {
  const token = staffTokenOf(req);
  if (token === null) return { kind: 'none' };
  const sessionId = await keys.sessionIdOf(token, now);
  if (sessionId === null) return { kind: 'none' };
  if (sessionId === 'expired') return { kind: 'ended' };
  const staff = await sessions.live(sessionId, STAFF_LIFETIMES.idleMs);
  return staff ? { kind: 'valid', staff } : { kind: 'ended' };
}

/** Sent only to this site, never to a page another site opens (strict). */
export function staffCookieOptions(production: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: production };
}
