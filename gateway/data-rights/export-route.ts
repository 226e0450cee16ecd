/**
 * GET /account/export: the signed-in student's data as a zip (export.ts), for the session
 * the request carries (the site's cookie, or a Bearer token for apps). 401 without one; a
 * few exports an hour per account (429 beyond), since each gathers everything and draws
 * every receipt. The answer is the student's own: no cache keeps it.
 */
import { create as contentDisposition } from 'content-disposition';
import { Router, type Request } from 'express';
import type { Logger } from 'pino';
import { answerWithLine, HttpMessage, isSourceAway } from '../errors.ts';
import { sessionFrom, type Sessions } from '../sessions/session.ts';
import { exportArchive, exportFileName, type ExportSources } from './export.ts';

const ACCOUNT_EXPORT_PATH = '/account/export';

interface ExportRouteOptions {
  sessions: Sessions;
  /** What the export reads, for one request logging to `log`. */
  sourcesFor: (log: Logger) => ExportSources;
  brandName: string;
  now: () => Date;
  logger: Logger;
  /** Counts an export of the customer's account (gateway/http/rate-limit.ts's dataExport). */
  limit: (
    customerId: string,
  ) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

export function exportRoute(options: ExportRouteOptions): Router {
  const router = Router();

  router.get(ACCOUNT_EXPORT_PATH, async (req: Request, res) => {
    const log = (req as Request & { log?: Logger }).log ?? options.logger;
    const session = await sessionFrom(req, options.sessions);
    if (session.kind === 'unchecked') {
      answerWithLine(res, 503, HttpMessage.exportUnavailable, 30);
      return;
    }
    if (session.kind !== 'valid') {
      answerWithLine(res, 401, HttpMessage.signInFirst);
      return;
    }
    const { customerId } = session.identity;
    const decision = await options.limit(customerId);
    if (!decision.allowed) {
      log.warn('data export asked for too often');
      answerWithLine(res, 429, HttpMessage.exportTooOften, decision.retryAfterSeconds);
      return;
    }
    let archive: Uint8Array;
    try {
      archive = await exportArchive(options.sourcesFor(log), customerId);
    } catch (error) {
      if (!isSourceAway(error)) throw error;
      log.warn({ err: error }, 'data export unavailable');
      answerWithLine(res, 503, HttpMessage.exportUnavailable, 30);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader(
      'Content-Disposition',
      contentDisposition(exportFileName(options.brandName, options.now()), { type: 'attachment' }),
    );
    res.type('application/zip').send(Buffer.from(archive));
  });

  return router;
}
