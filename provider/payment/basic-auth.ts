import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { authenticationFailed } from './errors.ts';

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function credentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** HTTP Basic with the key id and key secret, as Razorpay's server APIs require. */
export function requireKeyPair(keyId: string, keySecret: string): RequestHandler {
  return (req, _res, next) => {
    const given = credentials(req.headers.authorization);
    const valid =
      given !== undefined && sameSecret(given.id, keyId) && sameSecret(given.secret, keySecret);
    next(valid ? undefined : authenticationFailed());
  };
}
