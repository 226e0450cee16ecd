/**
 * The stand-in (legacy API, payment API with its webhooks, and its real SMTP inbox) in this
 * process, and one or more gateways sending mail through that inbox, for the tests of what
 * e-mails students receive. The gateways share one DATA_DIR, so one database and one outbox.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createServer, type GatewayServer } from '../../gateway/http/server.ts';
import { createProviderApp } from '../../provider/app.ts';
import { loadConfig as loadProviderConfig } from '../../provider/config.ts';
import { openDatabase } from '../../provider/db.ts';
import { silentLogger } from '../../provider/logger.ts';
import { WebhookSender } from '../../provider/payment/webhooks.ts';
import { seedIfNew } from '../../provider/seed.ts';
import { TEST_SESSION_SECRET, testConfig } from '../support/gateway.ts';
import { startTestInbox, type TestInbox } from '../support/mail.ts';

export interface MailStack {
  /** The stand-in's origin, such as http://127.0.0.1:41234 */
  origin: string;
  inbox: TestInbox;
  /** The gateway listening at `gatewayUrl`. */
  gateway: GatewayServer;
  gatewayUrl: string;
  /** Every gateway, that one first (the others only send and scan). */
  gateways: GatewayServer[];
  stop(): Promise<void>;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startMailStack(options: {
  /** How many gateways share the database (1 unless told). */
  gateways?: number;
  /** One clock for the stand-in and the gateways; the real one unless told. */
  now?: () => Date;
  env?: Record<string, string>;
}): Promise<MailStack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-stack-'));
  const db = openDatabase(path.join(dataDir, 'provider'));
  await seedIfNew(db, new Date());
  const inbox = await startTestInbox(db);
  const standIn = http.createServer();
  const origin = `http://127.0.0.1:${await listen(standIn)}`;
  const config = testConfig({
    PROVIDER_URL: `${origin}/api/v1/`,
    DATA_DIR: path.join(dataDir, 'gateway'),
    SESSION_SECRET: TEST_SESSION_SECRET,
    SMTP_URL: inbox.smtpUrl,
    ...options.env,
  });
  const gatewayOptions = {
    config,
    ...(options.now ? { now: options.now } : {}),
    logger: pino({ level: 'silent' }),
    mailTiming: { firstRetryMs: 100, maxRetryMs: 400, sweepMs: 1000 },
  };
  const gateways: GatewayServer[] = [];
  for (let made = 0; made < (options.gateways ?? 1); made += 1) {
    gateways.push(await createServer(gatewayOptions));
  }
  const [first] = gateways;
  if (!first) throw new Error('a mail stack needs a gateway');
  // The gateway listens before the stand-in answers: its webhooks need the gateway's address.
  const gatewayUrl = (await first.listen(0, '127.0.0.1')).url.replace('localhost', '127.0.0.1');
  const providerConfig = loadProviderConfig({
    DATA_DIR: dataDir,
    RAZORPAY_WEBHOOK_URL: `${gatewayUrl}/webhooks/razorpay`,
    WEBHOOK_FIRST_RETRY_MS: '50',
  });
  const webhooks = WebhookSender.fromConfig(providerConfig, silentLogger());
  standIn.on(
    'request',
    createProviderApp({
      db,
      config: providerConfig,
      webhooks,
      ...(options.now ? { now: options.now } : {}),
    }),
  );
  return {
    origin,
    inbox,
    gateway: first,
    gatewayUrl,
    gateways,
    async stop() {
      for (const gateway of gateways) await gateway.stop();
      webhooks.close();
      await inbox.stop();
      standIn.closeAllConnections();
      await new Promise((resolve) => standIn.close(resolve));
      db.close();
    },
  };
}
