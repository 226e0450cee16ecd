/**
 * What an operator asks first (how fast, how often it fails, and where), in Prometheus's
 * format with prom-client: request and operation latency, every upstream call by service
 * and endpoint with its outcome, cache hits and misses, refusals, payments, sessions and the
 * shared store, plus the process's own metrics. One registry per process; under WORKERS the
 * primary merges the workers' registries (gateway/http/cluster.ts). Every label takes its
 * values from a fixed set known at start (route patterns, the client's operation names,
 * codes and names in the code), so no request can add a series.
 */
import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import * as clientDocuments from '../../client/src/gql/graphql.ts';
import { HttpMessage } from '../errors.ts';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'academy_' });

/** Seconds; from a cached answer (well under 1 ms) to a provider timing out (10 s). */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];

const registers = [registry];

export const metrics = {
  httpDuration: new Histogram({
    name: 'academy_http_request_duration_seconds',
    help: 'HTTP requests by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  }),
  graphqlDuration: new Histogram({
    name: 'academy_graphql_operation_duration_seconds',
    help: 'GraphQL operations run by Apollo, by operation name, type and outcome (ok or the first error code)',
    labelNames: ['operation', 'type', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  }),
  upstreamDuration: new Histogram({
    name: 'academy_upstream_request_duration_seconds',
    help: 'Calls to the legacy API (service "provider") and the payment API (service "payments"), by endpoint and outcome (ok, timeout, error)',
    labelNames: ['service', 'endpoint', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  }),
  providerRejections: new Counter({
    name: 'academy_provider_rejections_total',
    help: 'Legacy API answers with a non-200 status (PROVIDER_REJECTED), by endpoint and status',
    labelNames: ['endpoint', 'status'] as const,
    registers,
  }),
  cacheRequests: new Counter({
    name: 'academy_cache_requests_total',
    help: 'Cache lookups by cache and result (hit, shared_hit, miss; bypass when the shared store is away)',
    labelNames: ['cache', 'result'] as const,
    registers,
  }),
  rateLimitRefusals: new Counter({
    name: 'academy_rate_limit_refusals_total',
    help: 'Attempts refused by the rate limits, by operation',
    labelNames: ['operation'] as const,
    registers,
  }),
  webhookEvents: new Counter({
    name: 'academy_webhook_events_total',
    help: 'Razorpay webhook deliveries by outcome',
    labelNames: ['outcome'] as const,
    registers,
  }),
  reconciliationSweeps: new Counter({
    name: 'academy_reconciliation_sweeps_total',
    help: 'Reconciliation sweeps by result (completed, skipped: another gateway held the lock, failed)',
    labelNames: ['result'] as const,
    registers,
  }),
  reconciliationOrders: new Counter({
    name: 'academy_reconciliation_orders_total',
    help: 'Paid orders a sweep settled or could not settle',
    labelNames: ['result'] as const,
    registers,
  }),
  paymentsRecorded: new Counter({
    name: 'academy_payments_recorded_total',
    help: 'Payments recorded as orders, by the path that recorded them',
    labelNames: ['via'] as const,
    registers,
  }),
  sessionsStarted: new Counter({
    name: 'academy_sessions_started_total',
    help: 'Sessions started (sign-ins)',
    registers,
  }),
  sessionsEnded: new Counter({
    name: 'academy_sessions_ended_total',
    help: 'Sessions ended by sign-out, sign-out everywhere or a password change',
    labelNames: ['reason'] as const,
    registers,
  }),
  storeFailures: new Counter({
    name: 'academy_store_failures_total',
    help: 'Calls to the shared store that failed or timed out, by what was asked',
    labelNames: ['use'] as const,
    registers,
  }),
  storeUp: new Gauge({
    name: 'academy_store_up',
    help: '1 while the gateway state store answers, 0 while it is away',
    labelNames: ['store'] as const,
    registers,
  }),
};

/**
 * The client's operation names, from its documents (client/src/features/<area>/api/*.graphql,
 * as codegen wrote them): the only names `operation` takes, so no caller can add a series.
 */
const clientOperations: ReadonlySet<string> = new Set(
  Object.values(clientDocuments).flatMap((document: unknown) => operationNames(document)),
);

function operationNames(document: unknown): string[] {
  if (typeof document !== 'object' || document === null || !('definitions' in document)) return [];
  const { definitions } = document as { definitions: unknown };
  if (!Array.isArray(definitions)) return [];
  return definitions.flatMap((definition: { kind?: unknown; name?: { value?: unknown } }) =>
    definition.kind === 'OperationDefinition' && typeof definition.name?.value === 'string'
      ? [definition.name.value]
      : [],
  );
}

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
