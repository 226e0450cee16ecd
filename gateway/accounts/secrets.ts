/**
 * The secrets of accounts: password hashes (argon2id, @node-rs/argon2's defaults, which follow
 * OWASP's minimum of 19 MiB and 2 passes), reset tokens (32 random bytes, kept as SHA-256:
 * a token that long needs no slow hash) and six-digit sign-in codes (kept as an HMAC under a
 * key derived from the session secret, since a million codes would be tried in a moment
 * against a plain hash of a leaked table).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** Whether `password` is the one `passwordHash` was made from; false for an unreadable hash. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A new reset token, as the link carries it (43 characters of base64url). */
export const newResetToken = (): string => randomBytes(32).toString('base64url');

/** What is kept of a reset token. */
export const resetTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** A new sign-in code: six digits, leading zeros kept. */
export const newSignInCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Hashes sign-in codes with a key of their own, derived from the session secret. */
export class CodeHasher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('sign-in-code').digest();
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(code, 'utf8').digest('base64url');
  }

  /** Whether `code` is the one `codeHash` was made from, in constant time. */
  matches(codeHash: string, code: string): boolean {
    const given = Buffer.from(this.hash(code));
    const kept = Buffer.from(codeHash);
    return given.length === kept.length && timingSafeEqual(given, kept);
  }
}
