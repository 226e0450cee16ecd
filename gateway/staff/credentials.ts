/**
 * What a staff member signs in with: a password, kept as an Argon2id hash (@node-rs/argon2,
 * OWASP's recommended settings, which are the library's defaults), and a 6-digit code from an
 * authenticator app (TOTP, RFC 6238, on otpauth: SHA-1, 30-second steps, as every app reads
 * an otpauth:// address). A code is accepted one step either side of the gateway's clock,
 * for a phone whose clock drifts, and only once (the caller spends its step).
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Secret, TOTP } from 'otpauth';

const CODE_DIGITS = 6;
const CODE_PERIOD_S = 30;
/** Steps accepted either side of now. */
const CODE_DRIFT_STEPS = 1;
/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;
/** The shortest staff password the command line accepts. */
export const STAFF_PASSWORD_MIN = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Whether `password` is the one `passwordHash` was made from. With no account (null), a hash
 * is still checked, so a wrong e-mail takes as long to refuse as a wrong password.
 */
export async function passwordMatches(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const matches = await verify(passwordHash ?? (await decoyHash()), password).catch(() => false);
  return passwordHash !== null && matches;
}

let decoy: Promise<string> | null = null;
function decoyHash(): Promise<string> {
  decoy ??= hash(randomBytes(SECRET_BYTES).toString('base64url'));
  return decoy;
}

/** A new TOTP secret, in base32 (what the authenticator app and the database keep). */
export function newCodeSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpFor(secret: string, issuer = '', label = 'staff'): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: CODE_DIGITS,
    period: CODE_PERIOD_S,
  });
}

/** The address an authenticator app enrols from (a QR code of it, or typed in). */
export function enrolmentAddress(secret: string, issuer: string, email: string): string {
  return totpFor(secret, issuer, email).toString();
}

/**
 * The time step of `code` when it is the secret's code within a step of `now`, else null.
 * The step, not the code, is what is spent: a code is good once.
 */
export function codeStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret);
  const timestamp = now.getTime();
  const delta = totp.validate({ token: code, timestamp, window: CODE_DRIFT_STEPS });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
}
