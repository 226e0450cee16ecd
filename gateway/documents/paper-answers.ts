/**
 * What the paper routes (receipts and certificates in route.ts, credit notes in
 * credit-note-route.ts) answer alike: what they are built with, how a signed link held by an
 * ended session is refused, and how a PDF goes out.
 */
import { create as contentDisposition } from 'content-disposition';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Seller } from '../config.ts';
import { HttpMessage } from '../errors.ts';
import type { LiveGrantRefusals } from '../sessions/live-grant.ts';
import type { Sessions } from '../sessions/session.ts';
import type { DocumentLinks } from './links.ts';

/** What every paper route is built with. */
export interface PaperRouteOptions {
  links: DocumentLinks;
  sessions: Sessions;
  seller: Seller;
  brandName: string;
  logger: Logger;
}

/**
 * A paper link whose session has ended reveals nothing: the same 404 as no link at all. While
 * the sessions' store is away, a 503 says to try again shortly. `link` names it in the log.
 */
export const paperLinkRefusals = (link: string): LiveGrantRefusals => ({
  link,
  ended: { status: 404, line: HttpMessage.notFound },
  away: { line: HttpMessage.paperUnavailable, retryAfterS: 30 },
});

/** Sends a PDF shown in the browser, or saved as `name` when the link asks (?download). */
export function sendPdf(req: Request, res: Response, pdf: Buffer, name: string, cache: string) {
  res.setHeader('Cache-Control', cache);
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader(
    'Content-Disposition',
    contentDisposition(name, { type: req.query.download === undefined ? 'inline' : 'attachment' }),
  );
  res.type('application/pdf').send(pdf);
}
