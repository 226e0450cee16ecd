/**
 * GET/HEAD /media/{grant}.{signature}/{name}: streams a class file from the provider's
 * uploads to the holder of a valid link. The file passes through chunk by chunk (never
 * whole in memory); Range and conditional requests go to the provider and its answer
 * (206, 304, 416) comes back as it is, so video seeking and browser caches work. The
 * provider is asked with the gateway's credential (PROVIDER_FILES_KEY), which no browser
 * ever sees.
 */
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { answerWithLine, HttpMessage } from '../errors.ts';
import { requireLiveGrant } from '../sessions/live-grant.ts';
import type { Sessions } from '../sessions/session.ts';
import { openUpstreamStream } from '../upstream/request.ts';
import { MEDIA_LINK_REFUSALS, type MediaLinks } from './links.ts';

/** The header the provider's uploads read the gateway's credential from. */
export const FILES_KEY_HEADER = 'x-academy-files-key';

/** Request headers passed on to the provider: ranges and cache validators only. */
const FORWARDED_REQUEST = ['range', 'if-range', 'if-none-match', 'if-modified-since'] as const;
/** Answer headers passed back. */
const FORWARDED_ANSWER = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
] as const;
/** Statuses of the provider passed back as they are. */
const PASSED_STATUSES = new Set([200, 206, 304, 416]);

interface MediaRouteOptions {
  links: MediaLinks;
  sessions: Sessions;
  /** Uploads base ending in '/': the credential is sent only to files under it. */
  uploadsUrl: string;
  filesKey: string | null;
  dispatcher: Dispatcher;
  timeoutMs: number;
  now: () => Date;
  logger: Logger;
}

export function mediaRoute(options: MediaRouteOptions): Router {
  const router = Router();

  const serve = async (req: Request, res: Response): Promise<void> => {
    const log = (req as Request & { log?: Logger }).log ?? options.logger;
    const segment = String(req.params.link ?? '');
    const checked = options.links.check(segment);
    if (!checked.ok) {
      log.warn({ reason: checked.reason }, 'class-file link refused');
      answerWithLine(res, 403, HttpMessage.classFileRefused);
      return;
    }
    const { grant } = checked;
    const refusals = { ...MEDIA_LINK_REFUSALS, link: 'class-file link' };
    if (!(await requireLiveGrant(options.sessions, grant, res, log, refusals))) return;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (options.filesKey !== null && grant.file.startsWith(options.uploadsUrl)) {
      headers[FILES_KEY_HEADER] = options.filesKey;
    }

    const abort = new AbortController();
    // A viewer who leaves (or seeks elsewhere) stops the transfer from the provider too.
    res.once('close', () => abort.abort());
    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await openUpstreamStream({
        method: req.method === 'HEAD' ? 'HEAD' : 'GET',
        url: grant.file,
        headers,
        dispatcher: options.dispatcher,
        timeoutMs: options.timeoutMs,
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      log.warn({ err: error, item: grant.itemId }, 'class file unreachable');
      answerWithLine(res, 502, HttpMessage.classFileUnavailable);
      return;
    }

    if (!PASSED_STATUSES.has(upstream.statusCode)) {
      await upstream.body.dump().catch(() => undefined);
      if (upstream.statusCode === 404) {
        answerWithLine(res, 404, HttpMessage.classFileMissing);
        return;
      }
      log.error(
        { status: upstream.statusCode, item: grant.itemId },
        'provider refused a class file',
      );
      answerWithLine(res, 502, HttpMessage.classFileUnavailable);
      return;
    }

    res.status(upstream.statusCode);
    for (const name of FORWARDED_ANSWER) {
      const value = upstream.headers[name];
      if (typeof value === 'string') res.setHeader(name, value);
    }
    const secondsLeft = Math.max(
      0,
      Math.floor((grant.expiresAtMs - options.now().getTime()) / 1000),
    );
    // Only this browser may keep it, and not beyond the link's own life.
    res.setHeader('Cache-Control', `private, max-age=${secondsLeft}`);
    res.setHeader(
      'Content-Disposition',
      contentDisposition(grant.name, {
        type: req.query.download === undefined ? 'inline' : 'attachment',
      }),
    );
    if (req.method === 'HEAD' || upstream.statusCode === 304) {
      await upstream.body.dump().catch(() => undefined);
      res.end();
      return;
    }
    try {
      await pipeline(upstream.body, res);
    } catch (error) {
      if (!abort.signal.aborted)
        log.warn({ err: error, item: grant.itemId }, 'class file cut short');
    }
  };

  // Express answers HEAD with the GET route; serve() sends no body for it.
  router.get('/:link/:name', serve);
  router.all('/{*rest}', (_req, res) => answerWithLine(res, 403, HttpMessage.classFileRefused));
  return router;
}
