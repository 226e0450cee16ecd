/**
 * The seeded media, served as the legacy API's uploads: /uploads/course/ (course images)
 * and /uploads/course_data/ (class videos, PDFs and thumbnails). Course images and class
 * thumbnails are public; class files (videos, PDFs) are served only to a caller presenting
 * the gateway's credential in the X-Academy-Files-Key header (PROVIDER_FILES_KEY), so a
 * student reaches them only through the gateway's signed links. Without a configured key
 * class files are served to nobody. express.static answers Range requests with 206
 * (video seeking) and conditional requests with 304.
 */
import { timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Db } from './db.ts';

export const MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));
/** The header carrying the gateway's credential (the gateway sends the same name). */
const FILES_KEY_HEADER = 'x-academy-files-key';
const FILES_REFUSED_MESSAGE = 'Class files are available only through the academy site.';

interface UploadsOptions {
  db: Db;
  /** The shared secret that opens class files; null opens them to nobody. */
  filesKey: string | null;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** Lets thumbnails through to everyone and class files only to the key holder. */
function classFilesGuard({ db, filesKey }: UploadsOptions): RequestHandler {
  const thumbnail = db.prepare('SELECT 1 FROM class_items WHERE image_thumbnail = ? LIMIT 1');
  return (req, res, next) => {
    const name = safeDecode(req.path.replace(/^\/+/, ''));
    if (name !== null && thumbnail.get(name) !== undefined) {
      next();
      return;
    }
    const given = req.headers[FILES_KEY_HEADER];
    if (filesKey !== null && typeof given === 'string' && sameSecret(given, filesKey)) {
      // Keyed answers go to the gateway only: no shared cache may keep them.
      res.setHeader('Cache-Control', 'private, no-cache');
      next();
      return;
    }
    res.status(403).type('text/plain').send(`${FILES_REFUSED_MESSAGE}\n`);
  };
}

export function uploadsRouter(options: UploadsOptions): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    next();
  });
  const serve = (folder: string, cacheControl: boolean) =>
    express.static(`${MEDIA_DIR}${folder}`, {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      maxAge: '1h',
      cacheControl,
    });
  const thumbnails = serve('course_data', true);
  const keyedFiles = serve('course_data', false);
  router.use('/course', serve('course', true));
  router.use('/course_data', classFilesGuard(options), (req, res, next) => {
    // A keyed answer keeps the guard's Cache-Control; a thumbnail gets the usual hour.
    (res.hasHeader('Cache-Control') ? keyedFiles : thumbnails)(req, res, next);
  });
  return router;
}
