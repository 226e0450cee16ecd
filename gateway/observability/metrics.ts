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

/** A histogram of seconds in this process's registry, on the shared latency buckets. */
const latency = <T extends string>(name: string, help: string, labelNames: readonly T[]) =>
  new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });

/** A counter in this process's registry. */
const counter = <T extends string = never>(
  name: string,
  help: string,
  labelNames: readonly T[] = [],
) => new Counter({ name, help, labelNames, registers });

/** A gauge in this process's registry. */
const gauge = <T extends string>(name: string, help: string, labelNames: readonly T[]) =>
  new Gauge({ name, help, labelNames, registers });

export const metrics = {
  httpDuration: latency(
    'academy_http_request_duration_seconds',
    'HTTP requests by route, method and status',
    ['route', 'method', 'status'],
  ),
  graphqlDuration: latency(
    'academy_graphql_operation_duration_seconds',
    'GraphQL operations run by Apollo, by operation name, type and outcome (ok or the first error code)',
    ['operation', 'type', 'outcome'],
  ),
  upstreamDuration: latency(
    'academy_upstream_request_duration_seconds',
    'Calls to the legacy API (service "provider") and the payment API (service "payments"), by endpoint and outcome (ok, timeout, error)',
    ['service', 'endpoint', 'outcome'],
  ),
  providerRejections: counter(
    'academy_provider_rejections_total',
    'Legacy API answers with a non-200 status (PROVIDER_REJECTED), by endpoint and status',
    ['endpoint', 'status'],
  ),
  cacheRequests: counter(
    'academy_cache_requests_total',
    'Cache lookups by cache and result (hit, shared_hit, miss; bypass when the shared store is away)',
    ['cache', 'result'],
  ),
  rateLimitRefusals: counter(
    'academy_rate_limit_refusals_total',
    'Attempts refused by the rate limits, by operation',
    ['operation'],
  ),
  webhookEvents: counter('academy_webhook_events_total', 'Razorpay webhook deliveries by outcome', [
    'outcome',
  ]),
  reconciliationSweeps: counter(
    'academy_reconciliation_sweeps_total',
    'Reconciliation sweeps by result (completed, skipped: another gateway held the lock, failed)',
    ['result'],
  ),
  reconciliationOrders: counter(
    'academy_reconciliation_orders_total',
    'Paid orders a sweep settled or could not settle',
    ['result'],
  ),
  paymentsRecorded: counter(
    'academy_payments_recorded_total',
    'Payments recorded as orders, by the path that recorded them',
    ['via'],
  ),
  mailSent: counter('academy_mail_sent_total', 'E-mails the SMTP server accepted, by kind', [
    'kind',
  ]),
  mailFailed: counter(
    'academy_mail_failed_total',
    'E-mails kept as failed after their last attempt (or that could not be made), by kind',
    ['kind'],
  ),
  sessionsStarted: counter('academy_sessions_started_total', 'Sessions started (sign-ins)'),
  sessionsEnded: counter(
    'academy_sessions_ended_total',
    'Sessions ended by sign-out, sign-out everywhere or a password change',
    ['reason'],
  ),
  storeFailures: counter(
    'academy_store_failures_total',
    'Calls to the shared store that failed or timed out, by what was asked',
    ['use'],
  ),
  databaseErrors: counter(
    'academy_database_errors_total',
    'Queries to the durable data that failed because the database could not be used (down, frozen, locked, read-only) or took longer than DATABASE_TIMEOUT_MS',
    ['database'],
  ),
  // Under WORKERS the lowest worker's value (a sum would read 2 with two workers up).
  databaseUp: new Gauge({
    name: 'academy_database_up',
    help: '1 while the durable data answers, 0 from a failed query until one succeeds again',
    labelNames: ['database'] as const,
    aggregator: 'min',
    registers,
  }),
  storeUp: gauge(
    'academy_store_up',
    '1 while the gateway state store answers, 0 while it is away',
    ['store'],
  ),
};
