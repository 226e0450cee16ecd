/**
 * The built client (dist/client): hashed assets cached for a year, index.html never
 * cached, and a history fallback that answers the client's routes (SPEC.md §2) with
 * index.html and 200, other page paths with index.html and 404 (the client shows its
 * not-found page either way).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
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

function segmentsOf(rawPath: string): string[] {
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

export const NOT_BUILT_MESSAGE =
  'The site has not been built yet. Run `npm run build`, then reload this page.\n';

export function staticClient(distDir: string): Router {
  const router = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  // The site's scripts and pages compress to a third; /graphql answers are left alone.
  router.use(compression());

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );

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
    res.status(known ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
