/**
 * The built client (dist/client): hashed assets cached for a year, the other public files
 * (images, the brochure) as they are, all compressed; then the site's pages
 * (gateway/site/pages.ts), which answer every other page path. The HTML template vite
 * writes is never served as a file: pages are always rendered.
 */
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';

export function staticClient(distDir: string, pages: RequestHandler): Router {
  const router = express.Router();
  // The site's scripts and pages compress to a third; /graphql answers are left alone.
  router.use(compression());
  // A router and a route, so the route table (and the metrics' route label) names them.
  router.use(
    '/assets',
    express.Router().use(
      express.static(path.join(distDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: true,
      }),
    ),
  );
  const files = express.static(distDir, { index: false });
  router.get('/{*file}', (req, res, next) => {
    if (req.path.endsWith('.html')) return next();
    return files(req, res, next);
  });
  router.use(pages);
  return router;
}
