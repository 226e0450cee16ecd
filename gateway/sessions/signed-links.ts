/**
 * Signed links: the one way the gateway puts a grant in an address (class files, lesson
 * streams, receipts, and whatever is signed next). A link's segment is
 * `{claims}.{signature}`: the claims as base64url JSON, with the expiry added under `e`
 * (milliseconds), and an HMAC-SHA256 over that text. Each purpose signs with its own key,
 * derived from the session secret, so a link made for one use never verifies for another
 * and no key is the secret's own bytes. Signatures are compared in constant time; a link is
 * refused once its expiry has come.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link is for. A new kind of link adds its name here and gets a key of its own. */
export type LinkPurpose =
  'class-file' | 'lesson-stream' | 'receipt' | 'unsubscribe' | 'credit-note';

/** Why a link was refused, for the logs. */
export type LinkRefusal = 'malformed' | 'bad signature' | 'expired';

type LinkCheck<Name extends string> =
  | { ok: true; claims: Record<Name, string>; expiresAtMs: number }
  | { ok: false; reason: LinkRefusal };

/** The claim holding the expiry; no purpose may name a claim of its own so. */
const EXPIRY = 'e';

interface SignedLinksOptions<Name extends string> {
  /** The session secret; the purpose's key is derived from it. */
  secret: string;
  purpose: LinkPurpose;
  /** The claims a link of this purpose carries, each a string (short names keep links short). */
  claims: readonly Name[];
  ttlS: number;
  now: () => Date;
}

export class SignedLinks<Name extends string> {
  private readonly key: Buffer;
  private readonly names: readonly Name[];
  private readonly ttlMs: number;
  private readonly now: () => Date;

  constructor(options: SignedLinksOptions<Name>) {
    if ((options.claims as readonly string[]).includes(EXPIRY)) {
      throw new Error(`signed links: the claim '${EXPIRY}' holds the expiry`);
    }
    this.key = createHmac('sha256', options.secret)
      .update(`academy signed links v2 for ${options.purpose}`)
      .digest();
    this.names = options.claims;
    this.ttlMs = options.ttlS * 1000;
    this.now = options.now;
  }

  /** The `{claims}.{signature}` segment of a link granting `claims` until the TTL ends. */
  sign(claims: Record<Name, string>): string {
    const wire: Record<string, string | number> = {};
    for (const name of this.names) wire[name] = claims[name];
    wire[EXPIRY] = this.now().getTime() + this.ttlMs;
    const encoded = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${encoded}.${this.signature(encoded)}`;
  }

  /** The claims of a segment signed for this purpose and not yet expired. */
  verify(segment: string): LinkCheck<Name> {
    const [encoded, signature, ...rest] = segment.split('.');
    if (!encoded || !signature || rest.length > 0) return { ok: false, reason: 'malformed' };
    const expected = Buffer.from(this.signature(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'bad signature' };
    }
    const wire = readWire(encoded);
    const expiresAtMs = wire?.[EXPIRY];
    if (!wire || typeof expiresAtMs !== 'number') return { ok: false, reason: 'malformed' };
    const claims: Partial<Record<Name, string>> = {};
    for (const name of this.names) {
      const value = wire[name];
      if (typeof value !== 'string') return { ok: false, reason: 'malformed' };
      claims[name] = value;
    }
    if (this.now().getTime() >= expiresAtMs) return { ok: false, reason: 'expired' };
    return { ok: true, claims: claims as Record<Name, string>, expiresAtMs };
  }

  private signature(encoded: string): string {
    return createHmac('sha256', this.key).update(encoded).digest('base64url');
  }
}

function readWire(encoded: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}
