/** Class files under /media: lesson streams (HLS, from MEDIA_DIR), then the files themselves. */
import { Router } from 'express';
import { MEDIA_PATH, STREAM_PATH } from '../../media/links.ts';
import { mediaRoute } from '../../media/route.ts';
import { streamRoute } from '../../media/stream-route.ts';
import type { Mount } from './mount.ts';

export const media: Mount = ({ config, media: links, sessions, dispatcher, now, logger }) =>
  Router()
    .use(
      `${MEDIA_PATH}${STREAM_PATH}`,
      streamRoute({ links, sessions, mediaDir: config.mediaDir, now, logger }),
    )
    .use(
      MEDIA_PATH,
      mediaRoute({
        links,
        sessions,
        uploadsUrl: config.providerUploadsUrl,
        filesKey: config.providerFilesKey,
        dispatcher,
        timeoutMs: config.providerTimeoutMs,
        now,
        logger,
      }),
    );
