/** GET /metrics: this process's registry, or the cluster's merged one, with the store's state. */
import { metrics } from '../../observability/metrics.ts';
import { metricsRoute, processMetrics } from '../metrics.ts';
import { storeReady } from './health.ts';
import type { Mount } from './mount.ts';

export const metricsEndpoint: Mount = ({ config, store, logger, collectMetrics }) => {
  if (config.production && config.metricsToken === null) {
    logger.warn('METRICS_TOKEN is not set: /metrics is not served');
  }
  return metricsRoute({
    token: config.metricsToken,
    production: config.production,
    collect: async () => {
      metrics.storeUp.set({ store: store.kind }, (await storeReady(store)) ? 1 : 0);
      return (collectMetrics ?? processMetrics)();
    },
  });
};
