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
import { expect } from 'vitest';
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

/**
 * The demo student's orders for tests of what orders open: the seeded paid one dated
 * `orderedAt`, and a payment for course 3 that failed on 20 Nov 2026.
 */
export function seedDemoOrders(db: Db, orderedAt: number): void {
  db.prepare('UPDATE orders SET order_date = ? WHERE booking_code = ?').run(
    orderedAt,
    'TADEMO0001',
  );
  db.prepare(
    `INSERT INTO orders (booking_code, payment_id, c_id, course_id, customer_name, amount, payment_status, order_date)
     VALUES ('TAFAILED01', 'pay_Failed000001', ?, 3, 'Demo Student', 5999, 'Failed', ?)`,
  ).run(customerId(db, 'demo@example.com'), Date.parse('2026-11-20T09:00:00+05:30'));
}

/** Signs a new student up through the gateway; their id at the stand-in. */
export async function signUp(
  stack: StandInStack,
  student: { name: string; email: string; mobile: string; password: string },
): Promise<number> {
  const { body } = await stack.gateway.gql(
    'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
    { i: student },
  );
  expect(body.errors).toBeUndefined();
  return customerId(stack.db, student.email);
}

function customerId(db: Db, email: string): number {
  const row = db.prepare('SELECT c_id FROM customers WHERE email = ?').get(email) as
    { c_id: number } | undefined;
  if (!row) throw new Error(`no customer ${email} at the stand-in`);
  return row.c_id;
}
