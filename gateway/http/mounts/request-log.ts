/**
 * Every request timed for the metrics and, when it failed (or at LOG_LEVEL=debug), logged
 * in one line without its credentials.
 */
import { Router } from 'express';
import { pinoHttp } from 'pino-http';
import { CALENDAR_PATH } from '../../calendar/feed.ts';
import { RECEIPTS_PATH } from '../../documents/links.ts';
import { requestId } from '../../logger.ts';
import { MEDIA_PATH, STREAM_PATH } from '../../media/links.ts';
import { httpMetrics } from '../metrics.ts';
import { isOutageAnswer } from './errors.ts';
import type { Mount } from './mount.ts';

/** The path a request line shows: no query string (variables), no link or feed key. */
function loggedPath(url: string): string | undefined {
  return (
    url
      .split('?')[0]
      // A class-file link is a credential for its life: logged without the grant.
      // A calendar feed's key is one for as long as it lives.
      ?.replace(/^\/media\/hls\/[^/]+/, `${MEDIA_PATH}${STREAM_PATH}/[link]`)
      .replace(/^\/media\/(?!hls\/)[^/]+/, `${MEDIA_PATH}/[link]`)
      .replace(/^\/calendar\/[^/]+/, `${CALENDAR_PATH}/[key]`)
      // A receipt link, like a class-file link, is a credential for its life.
      .replace(/^\/receipts\/[^/]+/, `${RECEIPTS_PATH}/[link]`)
  );
}

export const requestLog: Mount = ({ logger }) =>
  Router().use(
    httpMetrics(),
    pinoHttp({
      logger,
      genReqId: requestId,
      // Lean request lines: no headers (credentials), no query string, no links.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          path: loggedPath(req.url),
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: {
        ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? ''),
      },
      // A line per failed request; one per answered request only at LOG_LEVEL=debug (the
      // metrics count and time them all): at info, writing them cost every request a tenth
      // of its time.
      customLogLevel: (_req, res, error) => {
        // A refusal while the database is away: the outage has its own line (db/outage.ts).
        if (isOutageAnswer(res)) return logger.isLevelEnabled('debug') ? 'debug' : 'silent';
        if (error || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return logger.isLevelEnabled('debug') ? 'debug' : 'silent';
      },
    }),
  );
