/**
 * What every sign-in of a gateway process leans on: the limits against guessing (with the
 * known devices' generations) and the mirror that lets it go on while the database is away
 * (decision 0022). Opened together because the limits read a drifted account's generation
 * from the mirror during an outage.
 */
import type { Logger } from 'pino';
import { openSignInMirror } from '../accounts/sign-in-mirror.ts';
import type { GatewayConfig } from '../config.ts';
import type { GatewayDatabase } from '../db/database.ts';
import type { GatewayStore } from '../store/store.ts';
import { Limits } from './rate-limit.ts';

export async function openSignInParts(parts: {
  config: GatewayConfig;
  database: GatewayDatabase;
  store: GatewayStore;
  now: () => Date;
  sessionSecret: string;
  logger: Logger;
}) {
  const { config, database, store, now } = parts;
  const { mirror, close } = await openSignInMirror({
    accounts: database.accounts,
    deletions: database.deletions,
    store,
    logger: parts.logger.child({ part: 'sign-in-mirror' }),
  });
  const limits = new Limits({
    store,
    perMinute: config.rateLimitPerMinute,
    now: () => now().getTime(),
    secret: parts.sessionSecret,
    generations: mirror.generations((username) => database.accounts.generationOf(username)),
  });
  return { mirror, limits, closeMirror: close };
}
