import type { ProviderConfig } from './config.ts';
import type { Db } from './db.ts';
import type { Logger } from './logger.ts';
import type { WebhookSender } from './payment/webhooks.ts';

/** What the stand-in's routes are built with; tests pass their own clock and database. */
export interface ProviderDeps {
  db: Db;
  config: ProviderConfig;
  now: () => Date;
  logger: Logger;
  /** Sends the payment stand-in's webhooks. */
  webhooks: WebhookSender;
}
