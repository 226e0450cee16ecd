/**
 * Runs freshly seeded stand-ins in-process for the contract tests and the recorder:
 * one seeded database is made per run (a template), and each stand-in gets its own copy
 * in a new temp DATA_DIR, listening on an ephemeral port with a fixed clock.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createProviderApp } from '../../provider/app.ts';
import { loadConfig } from '../../provider/config.ts';
import type { ProviderConfig } from '../../provider/config.ts';
import { databaseFile, openDatabase } from '../../provider/db.ts';
import type { Db } from '../../provider/db.ts';
import { silentLogger } from '../../provider/logger.ts';
import { WebhookSender } from '../../provider/payment/webhooks.ts';
import { seedIfNew } from '../../provider/seed.ts';

/** Razorpay's answer (HTTP 400) to a refund of more than is left of a payment, word for word. */
export const REFUND_BEYOND_CAPTURED = {
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'The refund amount provided is greater than amount captured',
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    field: 'amount',
  },
};

/** The clock recordings are made with: 12:00 noon IST on 15 January 2026. */
export const RECORDING_CLOCK = new Date('2026-01-15T06:30:00.000Z');

/** The class-file key the stand-in is given in tests (the gateway sends the same one). */
export const TEST_FILES_KEY = 'test-files-key-0123456789abcdef';

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'provider-test-'));
}

/** The stand-in's defaults (test keys, no webhooks), on a free port with the tests' files key. */
function testConfig(dataDir: string): ProviderConfig {
  return { ...loadConfig({}), port: 0, dataDir, filesKey: TEST_FILES_KEY };
}

/** A seeded database file to copy from; closing it folds the WAL into the file. */
export async function seededTemplate(now: Date = RECORDING_CLOCK): Promise<string> {
  const dir = tempDataDir();
  const db = openDatabase(dir);
  await seedIfNew(db, now);
  db.close();
  return dir;
}

export interface RunningStandIn {
  /** The legacy API base, e.g. http://127.0.0.1:40123/api/v1/ */
  apiUrl: string;
  origin: string;
  db: Db;
  dataDir: string;
  /** Stops the server and closes the database; `keepData` leaves DATA_DIR in place. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('The stand-in did not get a port'));
    });
  });
}

interface StartOptions {
  /** Copy this seeded template into a new DATA_DIR (the usual case). */
  template?: string;
  /** Or run on this DATA_DIR as it is, seeding it if new (restart tests). */
  dataDir?: string;
  now?: () => Date;
  /** Settings over the test defaults (webhooks, production). */
  config?: Partial<ProviderConfig>;
}

export async function startStandIn(options: StartOptions): Promise<RunningStandIn> {
  const dataDir = options.dataDir ?? tempDataDir();
  if (options.template) copyFileSync(databaseFile(options.template), databaseFile(dataDir));
  const now = options.now ?? (() => RECORDING_CLOCK);
  const db = openDatabase(dataDir);
  await seedIfNew(db, now());
  const config = { ...testConfig(dataDir), ...options.config };
  const webhooks = WebhookSender.fromConfig(config, silentLogger());
  const server = createServer(createProviderApp({ db, config, now, webhooks }));
  const port = await listen(server);
  const origin = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${origin}/api/v1/`,
    origin,
    db,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
