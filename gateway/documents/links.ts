/**
 * Links to a student's papers. A receipt link is signed for its owner like a class-file link:
 * `{SITE_URL}/receipts/{grant}.{signature}/{file name}`, the grant naming the customer, their
 * session, the order and an expiry (MEDIA_LINK_TTL_S), the signature an HMAC over it with a
 * key derived from the session secret; it works only until it expires and while that session
 * lives. Certificates are public by their unguessable code: the verification page
 * `/certificates/{code}`, its PDF and its link-preview image.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LiveSession } from '../sessions/session.ts';

export const RECEIPTS_PATH = '/receipts';
const CERTIFICATES_PATH = '/certificates';

/** What a receipt link grants, as signed. */
interface ReceiptGrant {
  customerId: string;
  sessionId: string;
  orderId: string;
  expiresAtMs: number;
}

interface WireGrant {
  c: string;
  s: string;
  o: string;
  e: number;
}

interface DocumentLinksOptions {
  /** The session secret; the link key is derived from it, never the same bytes. */
  secret: string;
  ttlS: number;
  now: () => Date;
  /** SITE_URL, no trailing slash. */
  siteUrl: string;
}

/** A receipt's file name: SL/26-27/000123 -> receipt-SL-26-27-000123.pdf */
export const receiptFileName = (number: string) =>
  `receipt-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export class DocumentLinks {
  private readonly key: Buffer;
  private readonly ttlMs: number;
  private readonly now: () => Date;
  readonly siteUrl: string;

  constructor(options: DocumentLinksOptions) {
    this.key = createHmac('sha256', options.secret).update('academy receipt links v1').digest();
    this.ttlMs = options.ttlS * 1000;
    this.now = options.now;
    this.siteUrl = options.siteUrl;
  }

  /** An absolute link to the order's receipt for this session. */
  receipt(session: LiveSession, orderId: string, number: string): string {
    const wire: WireGrant = {
      c: session.customerId,
      s: session.sessionId,
      o: orderId,
      e: this.now().getTime() + this.ttlMs,
    };
    const grant = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${this.siteUrl}${RECEIPTS_PATH}/${grant}.${this.sign(grant)}/${receiptFileName(number)}`;
  }

  /** The grant of a link's `{grant}.{signature}` segment; null unless signed here and unexpired. */
  checkReceipt(segment: string): ReceiptGrant | null {
    const [grant, signature, ...rest] = segment.split('.');
    if (!grant || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(grant));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const wire = readWire(grant);
    if (!wire || this.now().getTime() >= wire.e) return null;
    return { customerId: wire.c, sessionId: wire.s, orderId: wire.o, expiresAtMs: wire.e };
  }

  /** The public verification page of a certificate. */
  certificatePage(code: string): string {
    return `${this.siteUrl}${CERTIFICATES_PATH}/${code}`;
  }

  /** The certificate as a PDF. */
  certificatePdf(code: string): string {
    return `${this.siteUrl}${CERTIFICATES_PATH}/${code}/certificate.pdf`;
  }

  private sign(grant: string): string {
    return createHmac('sha256', this.key).update(grant).digest('base64url');
  }
}

function readWire(grant: string): WireGrant | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(grant, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { c, s, o, e } = value as Record<string, unknown>;
    if (typeof c !== 'string' || typeof s !== 'string' || typeof o !== 'string') return null;
    if (typeof e !== 'number') return null;
    return { c, s, o, e };
  } catch {
    return null;
  }
}
