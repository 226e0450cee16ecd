/**
 * GET /healthz (the process answers) and GET /readyz (the provider and the store answer).
 */
import { Router } from 'express';
import { metrics } from '../../observability/metrics.ts';
import type { GatewayStore } from '../../store/store.ts';
import type { Mount } from './mount.ts';

const READY_PROBE_TIMEOUT_MS = 2000;
const READY_PROBE_TTL_MS = 1000;

export const storeReady = (store: GatewayStore): Promise<boolean> =>
  store.ping().then(
    () => true,
    () => false,
  );

export const health: Mount = ({ client, store, logger }) => {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  // One probe of the provider at a time, its answer kept a second.
  let probe: { at: number; ok: boolean } | null = null;
  let probing: Promise<boolean> | null = null;
  const providerReady = (): Promise<boolean> => {
    if (probe && Date.now() - probe.at < READY_PROBE_TTL_MS) return Promise.resolve(probe.ok);
    probing ??= client
      .post('course/list', {}, logger, READY_PROBE_TIMEOUT_MS)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        probe = { at: Date.now(), ok };
        probing = null;
        return ok;
      });
    return probing;
  };
  // 503 only without the provider (nothing can be served). Without Redis the site still
  // serves (caches bypassed, see README), so it stays 200 and names what is missing.
  router.get('/readyz', async (_req, res) => {
    const [provider, stateStore] = await Promise.all([providerReady(), storeReady(store)]);
    metrics.storeUp.set({ store: store.kind }, stateStore ? 1 : 0);
    const missing = [
      ...(provider ? [] : ['provider']),
      ...(stateStore ? [] : [store.kind === 'redis' ? 'redis' : 'store']),
    ];
    res.setHeader('Cache-Control', 'no-store');
    if (missing.length === 0) {
      res.status(200).json({ status: 'ready' });
      return;
    }
    res
      .status(provider ? 200 : 503)
      .json({ status: `${missing.join(' and ')} unavailable`, missing });
  });
  return router;
};
