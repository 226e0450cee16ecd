/**
 * The seeded media, served as the legacy API's uploads: /uploads/course/ (course images)
 * and /uploads/course_data/ (class videos, PDFs and thumbnails). express.static answers
 * Range requests with 206, so videos can seek; the headers let a site on another origin
 * show the images, play the videos and open the PDFs.
 */
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

export const MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));

export function uploadsRouter(): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    next();
  });
  for (const folder of ['course', 'course_data']) {
    router.use(
      `/${folder}`,
      express.static(`${MEDIA_DIR}${folder}`, {
        index: false,
        dotfiles: 'deny',
        fallthrough: true,
        maxAge: '1h',
      }),
    );
  }
  return router;
}
