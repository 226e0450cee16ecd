/**
 * createServer: the whole gateway as one Express 5 app over one set of services
 * (services.ts). Each area mounts itself (mounts/); this root lists the mounts in the order
 * requests meet them. Tests create it with a fake clock and a provider URL or dispatcher;
 * gateway/index.ts creates it from the environment.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Payments } from '../checkout/payments.ts';
import type { GatewayConfig } from '../config.ts';
import type { GatewayDatabase } from '../db/database.ts';
import type { UnlockScheduler } from '../mail/unlock-scheduler.ts';
import type { MailWorker } from '../mail/worker.ts';
import type { Sessions } from '../sessions/session.ts';
import { refuseMalformedPaths } from './malformed-paths.ts';
import { account } from './mounts/account.ts';
import { calendar } from './mounts/calendar.ts';
import { documents } from './mounts/documents.ts';
import { errorHandler, notFound } from './mounts/errors.ts';
import { graphql } from './mounts/graphql.ts';
import { health } from './mounts/health.ts';
import { media } from './mounts/media.ts';
import { metricsEndpoint } from './mounts/metrics.ts';
import type { Mount } from './mounts/mount.ts';
import { reminders as reminderLinks } from './mounts/reminders.ts';
import { requestLog } from './mounts/request-log.ts';
import { securityHeaders } from './mounts/security.ts';
import { site } from './mounts/site.ts';
import { staffExports } from './mounts/staff-exports.ts';
import { webhooks } from './mounts/webhooks.ts';
import { openServices, type CreateServerOptions } from './services.ts';

export interface GatewayServer {
  app: express.Express;
  httpServer: http.Server;
  config: GatewayConfig;
  /** Checkout's parts; gateway/index.ts starts the reconciliation schedule. */
  payments: Payments;
  /** Sessions in the gateway's store (tests start and end them directly). */
  sessions: Sessions;
  /** The gateway's durable data: lesson progress, calendar feed keys. */
  database: GatewayDatabase;
  /** The outbox's sender (tests ask it to look now). */
  mail: MailWorker;
  /** The unlock reminders' scheduler (tests scan after moving the clock). */
  reminders: UnlockScheduler;
  /** Starts listening; resolves with the bound port. */
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops taking requests, lets running ones finish, closes provider connections. */
  stop(): Promise<void>;
}

/** In order: what comes first sees every request, the site answers what is left. */
const MOUNTS: readonly Mount[] = [
  requestLog,
  securityHeaders,
  // Before every route: no path parameter meets a percent-encoding that does not decode.
  refuseMalformedPaths,
  health,
  metricsEndpoint,
  webhooks,
  media,
  calendar,
  documents,
  reminderLinks,
  account,
  staffExports,
  graphql,
  site,
  notFound,
];

export async function createServer(options: CreateServerOptions = {}): Promise<GatewayServer> {
  const app = express();
  const httpServer = http.createServer(app);
  const services = await openServices(options, httpServer);
  const { config, payments, sessions, database, mail, reminders } = services;
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  for (const mount of MOUNTS) app.use(mount(services));
  app.use(errorHandler(services));

  let stopped = false;
  return {
    app,
    httpServer,
    config,
    payments,
    sessions,
    database,
    mail,
    reminders,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          resolve({ port: address.port, url: `http://localhost:${address.port}` });
        });
      });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await services.close();
    },
  };
}
