/**
 * Runs the gateway: configuration from the environment, listening on HOST:PORT, graceful
 * drain on SIGINT/SIGTERM. A provider fault never takes the process down. With WORKERS above
 * 1, this process supervises that many gateway workers sharing the port (gateway/http/cluster.ts).
 */
import cluster from 'node:cluster';
import { runPrimary, workerMetrics } from './http/cluster.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createServer } from './http/server.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`gateway: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled rejection');
  });

  if (config.workers > 1 && cluster.isPrimary) {
    runPrimary(config.workers, logger);
    return;
  }
  const server = await createServer({
    config,
    logger,
    ...(cluster.isWorker ? { collectMetrics: workerMetrics() } : {}),
  });
  const { port } = await server.listen(config.port, config.host);
  // The safety net under webhooks: paid orders whose payment no path recorded (RECONCILE_*);
  // with several gateways, the sweep's lock lets one run at a time.
  server.payments.verified?.reconciler.start();
  // Under WORKERS the primary says it once all workers listen.
  if (!cluster.isWorker) console.log(`gateway listening on http://localhost:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    const force = setTimeout(() => process.exit(0), 10_000);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed');
        process.exit(0);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by `npm start` with an IPC channel: if that process dies, so does this one.
  if (process.connected) process.on('disconnect', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('gateway failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
