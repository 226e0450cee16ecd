/**
 * Metrics over HTTP: every request timed under the pattern of the route that answered it,
 * GraphQL operations named by the client's operation names, and GET /metrics in Prometheus's
 * format. The metrics themselves are defined in gateway/observability/metrics.ts; every label
 * here takes its values from a fixed set known at start (route patterns, the client's
 * operation names), so no request can add a series.
 */
import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { operationNames } from '../../client/src/ssr/server-entry.ts';
import { HttpMessage } from '../errors.ts';
import { metrics, registry } from '../observability/metrics.ts';

/**
 * The client's operation names (its documents, client/src/features/<area>/api/*.graphql):
 * the only names `operation` takes, so no caller can add a series.
 */
const clientOperations: ReadonlySet<string> = new Set(operationNames);

/** One of the client's operation names; `anonymous` without a name, `other` for any other. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  return clientOperations.has(name) ? name : 'other';
}

/** Router 2.3's route table (Express 5's router), not yet in @types/express. */
interface RouteTable {
  listRoutes?(): { path: string | RegExp; router?: RouteTable | undefined }[];
}

/** `prefix` + `path` as one pattern: '/media' + '/:link/:name', '' + '/healthz'. */
function joinPattern(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}${path}`.replace(/(.)\/+$/, '$1');
  return joined === '' ? '/' : joined;
}

interface MountedPatterns {
  /** Every pattern: routes, and the paths routers are mounted on, nested ones joined. */
  patterns: string[];
  /** Routers mounted on a literal path other than '/' (/graphql, /media, /assets). */
  mounts: string[];
}

function mountedPatterns(table: RouteTable, prefix = ''): MountedPatterns {
  const found: MountedPatterns = { patterns: [], mounts: [] };
  for (const { path, router } of table.listRoutes?.() ?? []) {
    if (typeof path !== 'string') continue;
    const pattern = joinPattern(prefix, path);
    found.patterns.push(pattern);
    if (!router) continue;
    if (pattern !== '/' && !/[:*{}()]/.test(pattern)) found.mounts.push(pattern);
    const inner = mountedPatterns(router, pattern);
    found.patterns.push(...inner.patterns);
    found.mounts.push(...inner.mounts);
  }
  return found;
}

/**
 * Patterns of routes that a middleware matches by a table of its own (the site's pages, by
 * the route manifest), declared at start; see `routeNamer`.
 */
const declaredPatterns = new Set<string>();
const namedRoutes = new WeakMap<Response, string>();

/**
 * For a middleware that routes by its own table: declares the table's patterns (at start)
 * and returns how to name a response by one of them.
 */
export function routeNamer(patterns: readonly string[]): (res: Response, pattern: string) => void {
  for (const pattern of patterns) declaredPatterns.add(pattern);
  return (res, pattern) => {
    if (declaredPatterns.has(pattern)) namedRoutes.set(res, pattern);
  };
}

interface RouteLabels {
  known: ReadonlySet<string>;
  /** Longest first, so a request is placed under the innermost router it falls in. */
  mounts: readonly string[];
}

function routeLabels(app: { router: unknown }): RouteLabels {
  const { patterns, mounts } = mountedPatterns(app.router as RouteTable);
  return {
    known: new Set([...patterns, ...declaredPatterns]),
    mounts: [...new Set(mounts)].sort((a, b) => b.length - a.length),
  };
}

/**
 * The pattern of the route that answered: the one its middleware declared (a page), the
 * Express route that matched (req.route, under the router the path falls in), else that
 * router's mount path (/graphql, also when its body parser refused). The path asked for
 * only chooses among the patterns; a pattern not in the table is `other`.
 */
function routeLabel(labels: RouteLabels, req: Request, res: Response): string {
  const named = namedRoutes.get(res);
  if (named !== undefined) return named;
  const path = req.originalUrl.split('?')[0] ?? '';
  const mount = labels.mounts.find((m) => path === m || path.startsWith(`${m}/`)) ?? '';
  const routePath: unknown = req.route?.path;
  if (typeof routePath === 'string') {
    const pattern = joinPattern(mount, routePath);
    if (labels.known.has(pattern)) return pattern;
  }
  return mount === '' ? 'other' : mount;
}

/**
 * Times every HTTP request, observed when the answer is sent, labelled with the pattern of
 * the route that answered it. The patterns are read once from the app's route table, at the
 * first answer (when everything is mounted), so no request can add a series.
 */
export function httpMetrics(): RequestHandler {
  let labels: RouteLabels | undefined;
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      labels ??= routeLabels(req.app);
      stop({
        route: routeLabel(labels, req, res),
        method: req.method,
        status: String(res.statusCode),
      });
    });
    next();
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface MetricsRouteOptions {
  /** Bearer the scraper must send; null: open outside production, not served in production. */
  token: string | null;
  production: boolean;
  /** The text to serve: this process's registry, or the cluster's merged one. */
  collect: () => Promise<{ text: string; contentType: string }>;
}

/** GET /metrics, behind METRICS_TOKEN when one is set (always, in production). */
export function metricsRoute(options: MetricsRouteOptions): Router {
  const router = Router();
  // A route of its own, so its requests are labelled /metrics (GET answers HEAD too).
  router.get('/metrics', (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (options.token === null && options.production) {
      res.status(404).type('text/plain').send(`${HttpMessage.notFound}\n`);
      return;
    }
    if (options.token !== null) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
      if (!match?.[1] || !sameToken(match[1], options.token)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).type('text/plain').send(`${HttpMessage.metricsTokenRequired}\n`);
        return;
      }
    }
    options.collect().then(
      ({ text, contentType }) => res.status(200).type(contentType).send(text),
      (error: unknown) => next(error),
    );
  });
  return router;
}

/** This process's metrics as Prometheus text. */
export async function processMetrics(): Promise<{ text: string; contentType: string }> {
  return { text: await registry.metrics(), contentType: registry.contentType };
}
