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
export const CREDIT_NOTES_PATH = '/credit-notes';
const CERTIFICATES_PATH = '/certificates';

/** What a receipt link grants, as signed. */
interface ReceiptGrant {
  customerId: string;
  sessionId: string;
  orderId: string;
  expiresAtMs: number;
}

/**
 * Who a credit note link was given to: the student who owns the order, in one of their
 * sessions, or an owner in a staff session.
 */
export type CreditNoteHolder =
  | { kind: 'student'; customerId: string; sessionId: string }
  | { kind: 'staff'; email: string; sessionId: string };

/** What a credit note link grants, as signed. */
interface CreditNoteGrant {
  holder: CreditNoteHolder;
  number: string;
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

/** A credit note's file name: CN/26-27/000001 -> credit-note-CN-26-27-000001.pdf */
export const creditNoteFileName = (number: string) =>
  `credit-note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export class DocumentLinks {
  /** Customer (c), session (s), order (o). */
  private readonly receipts: SignedLinks<'c' | 's' | 'o'>;
  /** Holder's kind (k: student or staff), who (w), session (s), note's number (n). */
  private readonly creditNotes: SignedLinks<'k' | 'w' | 's' | 'n'>;
  readonly siteUrl: string;

  constructor(options: DocumentLinksOptions) {
    this.receipts = new SignedLinks({ ...options, purpose: 'receipt', claims: ['c', 's', 'o'] });
    this.creditNotes = new SignedLinks({
      ...options,
      purpose: 'credit-note',
      claims: ['k', 'w', 's', 'n'],
    });
    this.siteUrl = options.siteUrl;
  }

  /** An absolute link to a credit note for its holder's session. */
  creditNote(holder: CreditNoteHolder, number: string): string {
    const who = holder.kind === 'student' ? holder.customerId : holder.email;
    const segment = this.creditNotes.sign({
      k: holder.kind,
      w: who,
      s: holder.sessionId,
      n: number,
    });
    return `${this.siteUrl}${CREDIT_NOTES_PATH}/${segment}/${creditNoteFileName(number)}`;
  }

  /** The grant of a credit note link's segment; null unless signed here and unexpired. */
  checkCreditNote(segment: string): CreditNoteGrant | null {
    const checked = this.creditNotes.verify(segment);
    if (!checked.ok) return null;
    const { claims, expiresAtMs } = checked;
    let holder: CreditNoteHolder;
    if (claims.k === 'student') {
      holder = { kind: 'student', customerId: claims.w, sessionId: claims.s };
    } else if (claims.k === 'staff') {
      holder = { kind: 'staff', email: claims.w, sessionId: claims.s };
    } else {
      return null;
    }
    return { holder, number: claims.n, expiresAtMs };
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
