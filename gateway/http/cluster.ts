/**
 * Several gateway processes on one machine (WORKERS=N, or `npm run start:cluster` for one
 * per core) with node:cluster: the workers share the port and their state (the SQLite file
 * in DATA_DIR, or Redis with REDIS_URL), so a visitor may reach any of them. The primary
 * only supervises: it starts the workers, starts one again when it dies, prints the ready
 * line once all listen, and merges the workers' metrics for /metrics (prom-client's
 * AggregatorRegistry), which any worker answers by asking it.
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from 'pino';
import { registry } from '../observability/metrics.ts';

const METRICS_REQUEST = 'academy:metrics-request';
const METRICS_ANSWER = 'academy:metrics-answer';
/** A worker that keeps dying this often within a minute stops the cluster instead. */
const MAX_RESTARTS_PER_MINUTE = 10;
const COLLECT_TIMEOUT_MS = 5000;

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof METRICS_ANSWER;
  id: number;
  text?: string;
  contentType?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as T).type === type;
}

/** Runs the primary: `workers` gateways, restarted when they die; resolves when all listen. */
export function runPrimary(workers: number, logger: Logger): void {
  const aggregator = new AggregatorRegistry();
  const restarts: number[] = [];
  let listening = 0;
  let stopping = false;

  const answerMetrics = (worker: Worker, request: MetricsRequest) => {
    aggregator.clusterMetrics().then(
      (text) =>
        worker.send({
          type: METRICS_ANSWER,
          id: request.id,
          text,
          contentType: aggregator.contentType,
        } satisfies MetricsAnswer),
      (error: unknown) =>
        worker.send({
          type: METRICS_ANSWER,
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies MetricsAnswer),
    );
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (isMessage<MetricsRequest>(message, METRICS_REQUEST)) answerMetrics(worker, message);
    });
    // The port they listen on: with PORT=0, a free one that this process took for the first
    // worker's listen and shares with the others.
    worker.once('listening', (address) => {
      listening += 1;
      if (listening === workers) {
        console.log(`gateway listening on http://localhost:${address.port}`);
        logger.info({ workers }, 'gateway workers listening');
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while ((restarts[0] ?? now) < now - 60_000) restarts.shift();
    if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
      logger.error('gateway workers keep dying; stopping');
      process.exit(1);
    }
    logger.warn({ pid: worker.process.pid, code, signal }, 'gateway worker died; starting another');
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    const force = setTimeout(() => process.exit(0), 12_000);
    force.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `npm start` with an IPC channel: if that process dies, so does the cluster.
  if (process.connected) process.on('disconnect', stop);

  for (let i = 0; i < workers; i += 1) fork();
}

/** In a worker: lets the primary read this registry, and asks it for the merged metrics. */
export function workerMetrics(): () => Promise<{ text: string; contentType: string }> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's answer to the primary's requests.
  new AggregatorRegistry();
  let next = 0;
  return () =>
    new Promise((resolve, reject) => {
      const id = (next += 1);
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the cluster did not give its metrics in time'));
      }, COLLECT_TIMEOUT_MS);
      const onMessage = (message: unknown) => {
        if (!isMessage<MetricsAnswer>(message, METRICS_ANSWER) || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.text !== undefined && message.contentType !== undefined) {
          resolve({ text: message.text, contentType: message.contentType });
        } else reject(new Error(message.error ?? 'no metrics'));
      };
      process.on('message', onMessage);
      process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
    });
}
