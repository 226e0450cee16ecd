/**
 * GET /healthz (the process answers) and GET /readyz (the provider, the store and the
 * durable data answer).
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

/** Calls `probe` at most once at a time, its answer kept READY_PROBE_TTL_MS. */
function kept(probe: () => Promise<boolean>): () => Promise<boolean> {
  let last: { at: number; ok: boolean } | null = null;
  let probing: Promise<boolean> | null = null;
  return () => {
    if (last && Date.now() - last.at < READY_PROBE_TTL_MS) return Promise.resolve(last.ok);
    probing ??= probe().then((ok) => {
      last = { at: Date.now(), ok };
      probing = null;
      return ok;
    });
    return probing;
  };
}

export const health: Mount = ({ client, store, logger, database }) => {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  const providerReady = kept(() =>
    client.post('course/list', {}, logger, READY_PROBE_TIMEOUT_MS).then(
      () => true,
      () => false,
    ),
  );
  // `select 1`, with every query's time limit (DATABASE_TIMEOUT_MS).
  const databaseReady = kept(() => database.ping());
  // 503 without the provider or the durable data (nothing signed-in can be served). Without
  // Redis the site still serves (caches bypassed, see README), so it stays 200 and names what
  // is missing.
  router.get('/readyz', async (_req, res) => {
    const [provider, stateStore, durable] = await Promise.all([
      providerReady(),
      storeReady(store),
      databaseReady(),
    ]);
    metrics.storeUp.set({ store: store.kind }, stateStore ? 1 : 0);
    const missing = [
      ...(provider ? [] : ['provider']),
      ...(durable ? [] : ['database']),
      ...(stateStore ? [] : [store.kind === 'redis' ? 'redis' : 'store']),
    ];
    res.setHeader('Cache-Control', 'no-store');
    if (missing.length === 0) {
      res.status(200).json({ status: 'ready' });
      return;
    }
    res
      .status(provider && durable ? 200 : 503)
      .json({ status: `${missing.join(' and ')} unavailable`, missing });
  });
  return router;
};
