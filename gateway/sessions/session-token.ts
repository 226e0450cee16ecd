/**
 * The signed tokens of both kinds of session, students' (session.ts) and staff's
 * (gateway/staff/session.ts): HS256, issued by this gateway, naming a subject and its
 * session (`sid`), each kind for an audience of its own so one is never taken for the other.
 */
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';

const ISSUER = 'academy-gateway';

/** Who a token is for: its key and its audience. */
export interface TokenKind {
  key: Uint8Array;
  audience: string;
}

export function signSessionToken(
  kind: TokenKind,
  token: { subject: string; sessionId: string; claims?: Record<string, string> },
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ ...token.claims, sid: token.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(token.subject)
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(kind.key);
}

/** The token's claims at `now`; throws jose's errors for a forged, foreign or expired one. */
export async function verifySessionToken(
  kind: TokenKind,
  token: string,
  now: Date,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, kind.key, {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience: kind.audience,
    currentDate: now,
    requiredClaims: ['sub', 'exp', 'sid'],
  });
  return payload;
}
