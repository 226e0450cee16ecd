/**
 * `npm run provider`: the legacy-API stand-in as its own process. Prints one ready line
 * (start scripts wait for it) and stops cleanly on SIGINT/SIGTERM.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createProviderApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import type { ProviderConfig } from './config.ts';
import { openDatabase } from './db.ts';
import type { Db } from './db.ts';
import { createLogger } from './logger.ts';
import { startMailInbox, type MailInbox } from './mail/inbox.ts';
import { MailStore } from './mail/store.ts';
import { seedIfNew } from './seed.ts';

function readConfig(): ProviderConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`provider: invalid configuration: ${error.problems.join('; ')}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function listen(server: Server, config: ProviderConfig): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : config.port);
    });
  });
}

function stopOnSignals(server: Server, inbox: MailInbox, db: Db): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    let open = 2;
    const closed = () => {
      open -= 1;
      if (open > 0) return;
      db.close();
      process.exit(0);
    };
    server.close(closed);
    server.closeAllConnections();
    void inbox.close().then(closed);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by `npm start` with an IPC channel: if that process dies, so does this one.
  if (process.connected) process.once('disconnect', stop);
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const db = openDatabase(config.dataDir);
  if (await seedIfNew(db, new Date())) {
    logger.info({ dataDir: config.dataDir }, 'seeded a new database');
  }
  const server = createServer(createProviderApp({ db, config, logger }));
  const inbox = await startMailInbox({
    store: new MailStore(db),
    port: config.mailPort,
    host: config.host,
    logger,
  });
  const port = await listen(server, config);
  stopOnSignals(server, inbox, db);
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`provider listening on http://${host}:${port}/api/v1/\n`);
  process.stdout.write(`provider mail on smtp://${host}:${inbox.port}, read at /mail\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`provider: could not start: ${message}\n`);
  process.exit(1);
});
