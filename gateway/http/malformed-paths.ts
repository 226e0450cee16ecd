/**
 * Paths whose percent-encoding does not decode (`/og/course-%E0%A4%A-….png`): the client's
 * mistake, so 400 and a warning, never a failure of ours with a stack. One guard ahead of
 * every route refuses them, so no path parameter (Express's, the route manifest's, or one a
 * route decodes itself) ever meets one; the server's error handler answers Express's own
 * decode failure (a URIError with status 400) the same way.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { HttpMessage } from '../errors.ts';

/** As Express marks a route parameter that does not decode. */
function asBadRequest(error: URIError): URIError {
  return Object.assign(error, { status: 400, statusCode: 400 });
}

/** Passes a path that does not decode to the error handler, before any route sees it. */
export function refuseMalformedPaths(): RequestHandler {
  return (req, _res, next) => {
    // Only an escape can fail to decode, and most paths have none.
    if (!req.path.includes('%')) return next();
    try {
      decodeURIComponent(req.path);
    } catch (error) {
      if (error instanceof URIError) return next(asBadRequest(error));
      throw error;
    }
    next();
  };
}

/** A path (or a path parameter) that does not decode: refused by the guard or by Express. */
export function isMalformedPath(error: unknown): boolean {
  return error instanceof URIError && (error as { status?: unknown }).status === 400;
}

/** 400 in plain text, logged as a warning without a stack (the request line has the path). */
export function answerMalformedPath(req: Request, res: Response, logger: Logger): void {
  const log = (req as Request & { log?: Logger }).log ?? logger;
  log.warn({ status: 400 }, 'a path that does not decode was refused');
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(400)
    .setHeader('Cache-Control', 'no-store')
    .type('text/plain')
    .send(`${HttpMessage.malformedPath}\n`);
}
