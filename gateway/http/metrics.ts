/**
 * What an operator asks first (how fast, how often it fails, and where), in Prometheus's
 * format with prom-client: request and operation latency, every upstream call by service
 * and endpoint with its outcome, cache hits and misses, refusals, payments, sessions and the
 * shared store, plus the process's own metrics. One registry per process; under WORKERS the
 * primary merges the workers' registries (gateway/http/cluster.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
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

/** Operation names are the client's: past this many distinct ones, the rest count as "other". */
const MAX_OPERATION_NAMES = 200;
const seenOperations = new Set<string>();

export function operationLabel(name: string | null | undefined): string {
  if (!name || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'anonymous';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}

/** A route label with few values, whatever path was asked for. */
function routeLabel(path: string): string {
  if (path === '/graphql') return '/graphql';
  if (path.startsWith('/webhooks/')) return path.slice(0, 40);
  if (path.startsWith('/media/')) return '/media';
  if (path.startsWith('/assets/')) return '/assets';
  if (['/healthz', '/readyz', '/metrics'].includes(path)) return path;
  return 'page';
}

/** Times every HTTP request, observed when the answer is sent. */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      // originalUrl: a router mounted on a path (/graphql) strips it from req.path.
      const path = req.originalUrl.split('?')[0] ?? '';
      stop({ route: routeLabel(path), method: req.method, status: String(res.statusCode) });
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
export function metricsRoute(options: MetricsRouteOptions): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
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
  };
}

/** This process's metrics as Prometheus text. */
export async function processMetrics(): Promise<{ text: string; contentType: string }> {
  return { text: await registry.metrics(), contentType: registry.contentType };
}
