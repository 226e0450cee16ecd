/**
 * The gateway's metrics, defined once for every layer that counts something (prom-client):
 * request and operation latency, every upstream call by service and endpoint with its
 * outcome, cache hits and misses, refusals, payments, sessions and the shared store, plus the
 * process's own metrics. One registry per process; under WORKERS the primary merges the
 * workers' registries (gateway/http/cluster.ts). Every label takes its values from a fixed
 * set known at start (route patterns, the client's operation names, codes and names in the
 * code), so no request can add a series. Serving them and naming routes and operations is
 * HTTP's part (gateway/http/metrics.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  mailSent: new Counter({
    name: 'academy_mail_sent_total',
    help: 'E-mails the SMTP server accepted, by kind',
    labelNames: ['kind'] as const,
    registers,
  }),
  mailFailed: new Counter({
    name: 'academy_mail_failed_total',
    help: 'E-mails kept as failed after their last attempt (or that could not be made), by kind',
    labelNames: ['kind'] as const,
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
