/**
 * The built client (dist/client): hashed assets cached for a year, pages never cached, and
 * a history fallback that answers the client's routes (SPEC.md §2) with 200 and other page
 * paths with 404 (the client shows its not-found page). A route with a file prerendered at
 * build time (scripts/prerender.ts, in pages/: a public page, or the shell of a page that
 * depends on data) gets that file; other paths get index.html, the bare shell.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import type { Router } from 'express';

const ANY = Symbol('any segment');
type Pattern = readonly (string | typeof ANY)[];

/** The client's routes, as decoded path segments. */
const CLIENT_ROUTES: readonly Pattern[] = [
  [],
  ['about-us'],
  ['online-course'],
  ['course-detail', ANY, ANY],
  ['contact-us'],
  ['instruction'],
  ['terms&conditions'],
  ['privacy-policy'],
  ['cancel-policy'],
  ['sign-in'],
  ['sign-up'],
  ['payment-success'],
  ['payment-failed'],
  ['my-courses'],
  ['view-classes', ANY, ANY],
];

/** Paths the fallback never answers. */
const SERVER_PATHS = new Set(['/graphql', '/healthz', '/readyz']);

export function segmentsOf(rawPath: string): string[] {
  const trimmed = rawPath.replace(/^\/+/, '').replace(/\/+$/, '');
  if (trimmed === '') return [];
  return trimmed.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

export function isClientRoute(rawPath: string): boolean {
  const segments = segmentsOf(rawPath);
  return CLIENT_ROUTES.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => {
        const segment = segments[index];
        return part === ANY ? segment !== undefined && segment !== '' : part === segment;
      }),
  );
}

/** Where scripts/prerender.ts writes the prerendered pages, inside the built client. */
export const PAGES_DIR = 'pages';

/**
 * The prerendered file for a client route, relative to the built client, named after the
 * route's first segment: '/' is pages/index.html, '/about-us' pages/about-us.html, and every
 * '/course-detail/:id/:title' shares pages/course-detail.html (the shell for that page,
 * which names its scripts). Null for a name that could leave the folder.
 */
export function prerenderedFileOf(rawPath: string): string | null {
  const name = segmentsOf(rawPath)[0] ?? 'index';
  if (name === '' || name.includes('/') || name.includes('\\') || name.startsWith('.')) return null;
  return `${PAGES_DIR}/${name}.html`;
}

export const NOT_BUILT_MESSAGE =
  'The site has not been built yet. Run `npm run build`, then reload this page.\n';

export interface StaticClientOptions {
  /** Answers page routes before the files do (gateway/site/data-pages.ts), compressed like them. */
  pages?: RequestHandler;
}

export function staticClient(distDir: string, options: StaticClientOptions = {}): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  // The site's scripts and pages compress to a third; /graphql answers are left alone.
  router.use(compression());
  if (options.pages) router.use(options.pages);

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  const files = express.static(distDir, {
    index: false,
    setHeaders: (res, file) => {
      if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
    },
  });
  // Prerendered pages are served only at their own routes, never as files.
  router.use((req, res, next) => {
    if (req.path.startsWith(`/${PAGES_DIR}/`)) return next();
    return files(req, res, next);
  });

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (SERVER_PATHS.has(req.path)) return next();
    const known = isClientRoute(req.path);
    // A missing file (favicon.ico, an old hashed asset) is a plain 404, not the app.
    if (!known && path.extname(req.path) !== '') return next();
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    const prerendered = known ? prerenderedFileOf(req.path) : null;
    const page =
      prerendered && existsSync(path.join(distDir, prerendered))
        ? path.join(distDir, prerendered)
        : indexFile;
    res.status(known ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  return router;
}
