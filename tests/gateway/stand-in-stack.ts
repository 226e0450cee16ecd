/**
 * The stand-in (provider/app.ts) in this process with a freshly seeded database, and a
 * gateway in front of it over real HTTP, both holding the same class-file key.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { PageRenderer } from '../../gateway/site/site-build.ts';
import { createProviderApp } from '../../provider/app.ts';
import { loadConfig as loadProviderConfig } from '../../provider/config.ts';
import { openDatabase } from '../../provider/db.ts';
import type { Db } from '../../provider/db.ts';
import { seedIfNew } from '../../provider/seed.ts';
import { TEST_FILES_KEY } from '../support/stand-in.ts';
import { TEST_SESSION_SECRET, startGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

export interface StandInStack {
  db: Db;
  /** The stand-in's origin, such as http://127.0.0.1:41234 */
  origin: string;
  gateway: TestGateway;
  stop(): Promise<void>;
}

/**
 * The stand-in on a free loopback port, its database freshly seeded under `dataDir`
 * (the gateways' own files go beside it); `close` stops it and closes the database.
 */
export async function serveStandIn(dataDir: string) {
  const db = openDatabase(path.join(dataDir, 'provider'));
  await seedIfNew(db, new Date());
  const config = loadProviderConfig({ DATA_DIR: dataDir, PROVIDER_FILES_KEY: TEST_FILES_KEY });
  const provider = http.createServer(createProviderApp({ db, config }));
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  return {
    db,
    origin,
    async close() {
      provider.closeAllConnections();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
      db.close();
    },
  };
}

export async function startStandInStack(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    logger?: Logger;
    /** Renders pages on request (the built site's own renderer otherwise). */
    pageRenderer?: PageRenderer;
  } = {},
): Promise<StandInStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-stand-in-'));
  const { db, origin, close } = await serveStandIn(dataDir);
  const gateway = await startGateway({
    now: options.now ?? (() => new Date()),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    env: {
      PROVIDER_URL: `${origin}/api/v1/`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: path.join(dataDir, 'gateway'),
      PROVIDER_FILES_KEY: TEST_FILES_KEY,
      ...options.env,
    },
  });
  return {
    db,
    origin,
    gateway,
    async stop() {
      await gateway.stop();
      await close();
    },
  };
}
