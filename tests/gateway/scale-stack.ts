/**
 * Several gateways in front of one stand-in, sharing one store: a real redis-server on a free
 * loopback port (REDIS_URL), or the embedded SQLite file in one DATA_DIR. The stand-in runs
 * in this process with a freshly seeded database; its webhooks are off, so a test delivers
 * them itself, to whichever gateways it likes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../provider/db.ts';
import { TEST_FILES_KEY } from '../support/stand-in.ts';
import { startRedis, type TestRedis } from '../support/redis.ts';
import { TEST_SESSION_SECRET, startGateway, testConfig } from '../support/gateway.ts';
import type { PageRenderer } from '../../gateway/site/site-build.ts';
import type { TestGateway } from '../support/gateway.ts';
import { serveStandIn } from './stand-in-stack.ts';

export interface ScaleStack {
  db: Db;
  /** The stand-in's origin, such as http://127.0.0.1:41234 */
  origin: string;
  redis: TestRedis | null;
  gateways: TestGateway[];
  /** Stops gateway `index` and starts it again as before (a worker restarting). */
  restartGateway(index: number): Promise<TestGateway>;
  stop(): Promise<void>;
}

interface ScaleStackOptions {
  gateways: number;
  /** true: the gateways share a real Redis; false: the SQLite file in one DATA_DIR. */
  redis: boolean;
  /** Redis keeps what it holds across a restart (append-only file, as in production). */
  persistRedis?: boolean;
  now?: () => Date;
  env?: Record<string, string>;
  pageRenderer?: PageRenderer;
}

export async function startScaleStack(options: ScaleStackOptions): Promise<ScaleStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-scale-'));
  const { db, origin, close } = await serveStandIn(dataDir);
  const redis = options.redis ? await startRedis({ persist: options.persistRedis ?? false }) : null;
  const launchGateway = () =>
    startGateway({
      now: options.now ?? (() => new Date()),
      ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
      config: testConfig({
        PROVIDER_URL: `${origin}/api/v1/`,
        SESSION_SECRET: TEST_SESSION_SECRET,
        DATA_DIR: path.join(dataDir, 'gateway'),
        PROVIDER_FILES_KEY: TEST_FILES_KEY,
        ...(redis ? { REDIS_URL: redis.url } : {}),
        ...options.env,
      }),
    });
  const gateways: TestGateway[] = [];
  for (let i = 0; i < options.gateways; i += 1) gateways.push(await launchGateway());
  return {
    db,
    origin,
    redis,
    gateways,
    async restartGateway(index) {
      await gateways[index]?.stop();
      const started = await launchGateway();
      gateways[index] = started;
      return started;
    },
    async stop() {
      for (const gateway of gateways) await gateway.stop();
      await close();
      await redis?.stop();
    },
  };
}
