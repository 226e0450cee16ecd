/**
 * A student's papers over HTTP:
 * - GET /receipts/{grant}.{signature}/{name}: the order's receipt (PDF) to the holder of a
 *   valid link while its session lives;
 * - GET /certificates/{code}/certificate.pdf and /certificates/{code}/preview.png; the
 *   certificate's verification page, /certificates/{code}, is a page of the site (a route
 *   of client/src/config/routes.ts, in both languages).
 * Anything that is not a valid link or a known code reveals nothing: the receipt routes
 * and an unknown certificate's files answer 404; a withdrawn certificate's files answer 410.
 */
import { Router, type Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { languages } from '../../common/language.ts';
import type { CertificateRecord, Certificates } from '../db/certificates.ts';
import type { Invoices } from '../db/invoices.ts';
import type { ReceiptNumbers } from '../db/receipts.ts';
import { answerWithLine, HttpMessage, isSourceAway } from '../errors.ts';
import type { RecordedPayments } from '../db/recorded-payments.ts';
import { requireLiveGrant } from '../sessions/live-grant.ts';
import type { CustomerModel, OrderModel } from '../upstream/legacy-api/models.ts';
import { renderCertificate } from './certificate-pdf.ts';
import { drawCertificatePreview } from './certificate-preview.tsx';
import { certificateFileName, receiptFileName } from './links.ts';
import { paperLinkRefusals, sendPdf, type PaperRouteOptions } from './paper-answers.ts';
import { paperDate, receiptFacts } from './papers.ts';
import { renderReceipt } from './receipt-pdf.ts';

interface PapersProvider {
  orders(customerId: string): Promise<OrderModel[]>;
  customer(customerId: string): Promise<CustomerModel>;
}

interface DocumentsRouteOptions extends PaperRouteOptions {
  receiptNumbers: ReceiptNumbers;
  recordedPayments: RecordedPayments;
  invoices: Invoices;
  certificates: Certificates;
  /** A provider data source for one request, logging to `log`. */
  providerFor: (log: Logger) => PapersProvider;
}

const RECEIPT_REFUSALS = paperLinkRefusals('receipt link');

export function documentsRoute(options: DocumentsRouteOptions): Router {
  const { links, logger } = options;
  const router = Router();
  // Certificates never change once issued: their files are drawn once and kept a while.
  const drawn = new LRUCache<string, Buffer>({
    max: 200,
    maxSize: 30_000_000,
    sizeCalculation: (file) => file.length,
  });
  const logOf = (req: Request) => (req as Request & { log?: Logger }).log ?? logger;

  router.get('/receipts/:link/:name', async (req, res) => {
    const log = logOf(req);
    const grant = links.checkReceipt(String(req.params.link ?? ''));
    if (grant === null) {
      answerWithLine(res, 404, HttpMessage.notFound);
      return;
    }
    if (!(await requireLiveGrant(options.sessions, grant, res, log, RECEIPT_REFUSALS))) return;
    try {
      const facts = await receiptFacts(
        { ...options, siteUrl: links.siteUrl, provider: options.providerFor(log) },
        grant.customerId,
        grant.orderId,
      );
      if (facts === null) {
        answerWithLine(res, 404, HttpMessage.notFound);
        return;
      }
      const pdf = await renderReceipt(facts);
      // Only this browser may keep it: it names the student.
      sendPdf(req, res, pdf, receiptFileName(facts.number), 'private, no-cache');
    } catch (error) {
      if (!isSourceAway(error)) throw error;
      log.warn({ err: error }, 'receipt unavailable');
      answerWithLine(res, 503, HttpMessage.paperUnavailable, 30);
    }
  });

  const certificateOr404 = async (code: string): Promise<CertificateRecord | null> =>
    options.certificates.byCode(code);

  const keep = async (key: string, draw: () => Promise<Buffer>) => {
    const kept = drawn.get(key);
    if (kept) return kept;
    const file = await draw();
    drawn.set(key, file);
    return file;
  };

  router.get('/certificates/:code/:file', async (req, res, next) => {
    const file = String(req.params.file ?? '');
    const pdfLanguage = languages.find((language) => certificateFileName(language) === file);
    if (pdfLanguage === undefined && file !== 'preview.png') return next();
    const certificate = await certificateOr404(String(req.params.code ?? ''));
    if (!certificate) {
      answerWithLine(res, 404, HttpMessage.notFound);
      return;
    }
    // Its student deleted their account: nothing is drawn, and what was drawn is forgotten.
    if (certificate.withdrawnAt !== null) {
      drawn.delete(`${certificate.code}.png`);
      for (const language of languages) drawn.delete(`${certificate.code}.${language}.pdf`);
      answerWithLine(res, 410, HttpMessage.certificateWithdrawn);
      return;
    }
    const facts = {
      brand: options.brandName,
      studentName: certificate.studentName,
      courseTitle: certificate.courseTitle,
      completedOn: paperDate(certificate.completedAt.getTime()),
    };
    if (pdfLanguage === undefined) {
      const png = await keep(`${certificate.code}.png`, () => drawCertificatePreview(facts));
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.type('png').send(png);
      return;
    }
    const pdf = await keep(`${certificate.code}.${pdfLanguage}.pdf`, () =>
      renderCertificate(
        {
          code: certificate.code,
          studentName: certificate.studentName,
          courseTitle: certificate.courseTitle,
          completedOn: paperDate(certificate.completedAt.getTime(), pdfLanguage),
          score:
            certificate.finalScorePercent === null || certificate.passMarkPercent === null
              ? null
              : {
                  finalPercent: certificate.finalScorePercent,
                  passMarkPercent: certificate.passMarkPercent,
                },
          verifyUrl: links.certificatePage(certificate.code, pdfLanguage),
          brandName: options.brandName,
        },
        pdfLanguage,
      ),
    );
    const saveAs = pdfLanguage === 'en' ? certificate.code : `${certificate.code}-${pdfLanguage}`;
    sendPdf(req, res, pdf, `certificate-${saveAs}.pdf`, 'public, max-age=86400');
  });

  return router;
}
