/**
 * Links to a student's papers. A receipt link is signed for its owner like a class-file link:
 * `{SITE_URL}/receipts/{grant}.{signature}/{file name}`, the grant naming the customer, their
 * session, the order and an expiry (MEDIA_LINK_TTL_S), signed as every link is
 * (sessions/signed-links.ts), for a purpose of its own; it works only until it expires and
 * while that session lives. Certificates are public by their unguessable code: the
 * verification page `/certificates/{code}`, its PDF and its link-preview image.
 */
import type { Language } from '../../common/language.ts';
import { localizedPath } from '../../client/src/ssr/server-entry.ts';
import type { LiveSession } from '../sessions/session.ts';
import { SignedLinks } from '../sessions/signed-links.ts';

export const RECEIPTS_PATH = '/receipts';
const CERTIFICATES_PATH = '/certificates';

/** What a receipt link grants, as signed. */
interface ReceiptGrant {
  customerId: string;
  sessionId: string;
  orderId: string;
  expiresAtMs: number;
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
  /** Customer (c), session (s), order (o). */
  private readonly receipts: SignedLinks<'c' | 's' | 'o'>;
  readonly siteUrl: string;

  constructor(options: DocumentLinksOptions) {
    this.receipts = new SignedLinks({ ...options, purpose: 'receipt', claims: ['c', 's', 'o'] });
    this.siteUrl = options.siteUrl;
  }

  /** An absolute link to the order's receipt for this session. */
  receipt(session: LiveSession, orderId: string, number: string): string {
    const segment = this.receipts.sign({ c: session.customerId, s: session.sessionId, o: orderId });
    return `${this.siteUrl}${RECEIPTS_PATH}/${segment}/${receiptFileName(number)}`;
  }

  /** The grant of a link's `{grant}.{signature}` segment; null unless signed here and unexpired. */
  checkReceipt(segment: string): ReceiptGrant | null {
    const checked = this.receipts.verify(segment);
    if (!checked.ok) return null;
    const { claims, expiresAtMs } = checked;
    return { customerId: claims.c, sessionId: claims.s, orderId: claims.o, expiresAtMs };
  }

  /** The public verification page of a certificate, in a language (Hindi under /hi). */
  certificatePage(code: string, language: Language = 'en'): string {
    return `${this.siteUrl}${localizedPath(`${CERTIFICATES_PATH}/${code}`, language)}`;
  }

  /** The certificate as a PDF, printed in a language: both are kept, the student chooses. */
  certificatePdf(code: string, language: Language = 'en'): string {
    return `${this.siteUrl}${CERTIFICATES_PATH}/${code}/${certificateFileName(language)}`;
  }
}

/** The certificate's PDF file name in a language: certificate.pdf, certificate-hi.pdf. */
export const certificateFileName = (language: Language) =>
  language === 'en' ? 'certificate.pdf' : `certificate-${language}.pdf`;
