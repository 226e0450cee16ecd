/**
 * GET /credit-notes/{grant}.{signature}/{name}: a credit note (PDF) to the holder of a valid
 * link: the student who owns the refunded order while the session the link was given to
 * lives, or an owner while their staff session lives. Anything else (a bad or expired link,
 * an ended session, an instructor, another student's note) answers 404 and reveals nothing.
 * The note is drawn from what was recorded when it was issued, so every copy is the same.
 */
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import type { Seller } from '../config.ts';
import type { CreditNoteRecord, CreditNotes } from '../db/credit-notes.ts';
import type { StaffSessions } from '../db/staff.ts';
import { answerWithLine, HttpMessage } from '../errors.ts';
import { requireLiveGrant } from '../sessions/live-grant.ts';
import { STAFF_LIFETIMES } from '../staff/session.ts';
import { renderCreditNote, type CreditNoteFacts } from './credit-note-pdf.ts';
import { creditNoteFileName, CREDIT_NOTES_PATH } from './links.ts';
import { paperLinkRefusals, sendPdf, type PaperRouteOptions } from './paper-answers.ts';
import { paperDate } from './papers.ts';

interface CreditNoteRouteOptions extends PaperRouteOptions {
  staffSessions: StaffSessions;
  creditNotes: CreditNotes;
}

const REFUSALS = paperLinkRefusals('credit note link');

/** What a credit note prints, from its record. */
function creditNoteFacts(
  note: CreditNoteRecord,
  sources: { seller: Seller; brandName: string; siteUrl: string },
): CreditNoteFacts {
  const tax = {
    totalPaise: note.amountPaise,
    taxablePaise: note.taxablePaise,
    cgstPaise: note.cgstPaise,
    sgstPaise: note.sgstPaise,
    igstPaise: note.igstPaise,
  };
  return {
    number: note.number,
    date: paperDate(note.issuedAt.getTime()),
    hindiDate: paperDate(note.issuedAt.getTime(), 'hi'),
    seller: sources.seller,
    brandName: sources.brandName,
    siteUrl: sources.siteUrl,
    student: { name: note.studentName, email: note.studentEmail },
    invoiceNumber: note.invoiceNumber,
    courseTitle: note.courseTitle,
    reason: note.reason,
    tax,
    refundId: note.refundId,
  };
}

export function creditNoteRoute(options: CreditNoteRouteOptions): Router {
  const { links, logger } = options;
  const router = Router();
  const logOf = (req: Request) => (req as Request & { log?: Logger }).log ?? logger;

  router.get(`${CREDIT_NOTES_PATH}/:link/:name`, async (req, res) => {
    const log = logOf(req);
    const grant = links.checkCreditNote(String(req.params.link ?? ''));
    const note = grant && (await options.creditNotes.byNumber(grant.number));
    if (!grant || !note) {
      answerWithLine(res, 404, HttpMessage.notFound);
      return;
    }
    const { holder } = grant;
    if (holder.kind === 'student') {
      if (holder.customerId !== note.customerId) {
        answerWithLine(res, 404, HttpMessage.notFound);
        return;
      }
      if (!(await requireLiveGrant(options.sessions, holder, res, log, REFUSALS))) return;
    } else {
      const staff = await options.staffSessions.live(holder.sessionId, STAFF_LIFETIMES.idleMs);
      if (!staff || staff.email !== holder.email || staff.role !== 'owner') {
        log.warn({ reason: 'staff session ended or not an owner' }, 'credit note link refused');
        answerWithLine(res, 404, HttpMessage.notFound);
        return;
      }
    }
    const pdf = await renderCreditNote(
      creditNoteFacts(note, { ...options, siteUrl: links.siteUrl }),
    );
    sendPdf(req, res, pdf, creditNoteFileName(note.number), 'private, no-cache');
  });

  return router;
}
