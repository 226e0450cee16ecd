/**
 * GET/HEAD /media/hls/{grant}.{signature}/{file}: a prepared lesson's playlists and segments,
 * from MEDIA_DIR, to the holder of a valid stream link (links.ts) while its session lives.
 * Only the names a prepared lesson holds (ladder.ts SERVED_FILE) are served, from the one
 * folder the grant names, so nothing else under MEDIA_DIR can be reached. Range and
 * conditional requests are answered (206, 304, 416) by Express's file sender.
 */
import path from 'node:path';
import { Router } from 'express';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { answerWithLine, HttpMessage } from '../errors.ts';
import { requireLiveGrant } from '../sessions/live-grant.ts';
import type { Sessions } from '../sessions/session.ts';
import { SERVED_FILE, contentTypeOf } from './ladder.ts';
import { MEDIA_LINK_REFUSALS, type MediaLinks } from './links.ts';
import { MEDIA_KEY } from './renditions.ts';

interface StreamRouteOptions {
  links: MediaLinks;
  sessions: Sessions;
  mediaDir: string;
  now: () => Date;
  logger: Logger;
}

export function streamRoute(options: StreamRouteOptions): Router {
  const router = Router();

  const serve = async (req: Request, res: Response): Promise<void> => {
    const log = (req as Request & { log?: Logger }).log ?? options.logger;
    const checked = options.links.checkStream(String(req.params.link ?? ''));
    if (!checked.ok) {
      log.warn({ reason: checked.reason }, 'lesson stream link refused');
      answerWithLine(res, 403, HttpMessage.classFileRefused);
      return;
    }
    const { grant } = checked;
    const parts = req.params.file;
    const file = Array.isArray(parts) ? parts.join('/') : String(parts ?? '');
    if (!MEDIA_KEY.test(grant.key) || !SERVED_FILE.test(file)) {
      answerWithLine(res, 404, HttpMessage.classFileMissing);
      return;
    }
    const refusals = { ...MEDIA_LINK_REFUSALS, link: 'lesson stream link' };
    if (!(await requireLiveGrant(options.sessions, grant, res, log, refusals))) return;
    const secondsLeft = Math.max(
      0,
      Math.floor((grant.expiresAtMs - options.now().getTime()) / 1000),
    );
    res.setHeader('Content-Type', contentTypeOf(file));
    // A prepared lesson never changes; only this browser keeps it, no longer than the link.
    res.setHeader('Cache-Control', `private, max-age=${secondsLeft}`);
    res.sendFile(
      file,
      {
        root: path.join(options.mediaDir, grant.key),
        dotfiles: 'deny',
        cacheControl: false,
        acceptRanges: true,
        etag: true,
        lastModified: true,
      },
      (error?: Error & { status?: number; statusCode?: number }) => {
        if (!error || res.headersSent) return;
        const status = error.status ?? error.statusCode ?? 500;
        res.removeHeader('Content-Type');
        if (status === 404) answerWithLine(res, 404, HttpMessage.classFileMissing);
        else if (status < 500) answerWithLine(res, status, HttpMessage.classFileRefused);
        else {
          log.error({ err: error, item: grant.itemId }, 'lesson stream file unreadable');
          answerWithLine(res, 500, HttpMessage.classFileUnavailable);
        }
      },
    );
  };

  router.get('/:link/*file', serve);
  router.all('/{*rest}', (_req, res) => answerWithLine(res, 403, HttpMessage.classFileRefused));
  return router;
}
