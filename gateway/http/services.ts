/**
 * The services every mount shares, built once per server: configuration, the gateway's
 * state and durable data, sessions, payments, signed links, limits, class files' renditions,
 * the built site and the started GraphQL server. The mounts (gateway/http/mounts/) take what
 * they need from it; `close` releases what was opened here.
 */
import type http from 'node:http';
import type { Logger } from 'pino';
import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import { createPayments } from '../checkout/payments.ts';
import type { Payments } from '../checkout/payments.ts';
import { loadConfig } from '../config.ts';
import type { GatewayConfig } from '../config.ts';
import { openDatabase, type GatewayDatabase } from '../db/database.ts';
import { DocumentLinks } from '../documents/links.ts';
import { createPublicContextFactory, dataSourceFactory } from '../graphql/context.ts';
import { redisPersistedQueries } from '../graphql/persisted-queries.ts';
import { createLogger } from '../logger.ts';
import { smtpUrlOf } from '../config/mail.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { receiptMailMaker } from '../mail/receipt.ts';
import { unlockMailMaker } from '../mail/unlock.ts';
import { UnlockScheduler } from '../mail/unlock-scheduler.ts';
import { UnsubscribeLinks } from '../mail/unsubscribe-links.ts';
import {
  passwordChangedMailMaker,
  passwordResetMailMaker,
  signInCodeMailMaker,
} from '../mail/accounts.ts';
import { CodeHasher } from '../accounts/secrets.ts';
import { defaultMailTiming, MailWorker, type MailTiming } from '../mail/worker.ts';
import { FileSizes } from '../media/file-sizes.ts';
import type { LessonMediaParts } from '../media/lesson-media.ts';
import { MediaLinks } from '../media/links.ts';
import { Renditions } from '../media/renditions.ts';
import { FILES_KEY_HEADER } from '../media/route.ts';
import { SessionKeys, Sessions, resolveSessionSecret } from '../sessions/session.ts';
import { StaffSessionKeys } from '../staff/session.ts';
import { SiteBuildReader, type PageRenderer } from '../site/site-build.ts';
import { RedisStore } from '../store/redis-store.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import type { GatewayStore } from '../store/store.ts';
import { ProviderClient } from '../upstream/legacy-api/client.ts';
import { PublicCache } from '../upstream/legacy-api/public-cache.ts';
import { openUpstreamStream } from '../upstream/request.ts';
import { startApollo, type StartedApollo } from './apollo.ts';
import { createContextFactory } from './graphql-context.ts';
import { OrderLists } from '../upstream/legacy-api/order-lists.ts';
import { DirectoryBackfill } from '../accounts/directory-backfill.ts';
import { DirectorySightings } from '../accounts/directory-sightings.ts';
import type { Limits } from './rate-limit.ts';
import { openSignInParts } from './sign-in-parts.ts';

export interface CreateServerOptions {
  /** Full configuration; default: loadConfig(process.env) with `overrides` applied. */
  config?: GatewayConfig;
  overrides?: Partial<GatewayConfig>;
  /** The clock for sessions, unlocking, caching and rate limits. */
  now?: () => Date;
  /** How provider and payment calls are sent (tests pass a MockAgent); default: a keep-alive Agent. */
  dispatcher?: Dispatcher;
  logger?: Logger;
  /** Renders pages instead of the built renderer (tests render from the sources). */
  pageRenderer?: PageRenderer;
  /**
   * The gateway's state (sessions, limits, claims, shared caches); default: Redis with
   * REDIS_URL, else the SQLite file in DATA_DIR.
   */
  store?: GatewayStore;
  /**
   * The gateway's durable data (lesson progress, calendar feed keys); default: PostgreSQL with
   * DATABASE_URL, else the SQLite file in DATA_DIR, its migrations run first.
   */
  database?: GatewayDatabase;
  /** How /metrics is collected; default: this process's registry (gateway/http/cluster.ts merges workers). */
  collectMetrics?: () => Promise<{ text: string; contentType: string }>;
  /**
   * Whether this gateway sends the outbox's mail (default true; tests whose provider is a
   * MockAgent turn it off so its calls do not take their answers); `mailTiming` shortens its
   * retries and leases for tests.
   */
  sendMail?: boolean;
  mailTiming?: Partial<MailTiming>;
}

export interface GatewayServices extends LessonParts, StartedApollo {
  config: GatewayConfig;
  now: () => Date;
  logger: Logger;
  /** How provider and payment calls are sent. */
  dispatcher: Dispatcher;
  client: ProviderClient;
  /** Signs sessions, links and visitors' form tokens, a key derived per purpose. */
  sessionSecret: string;
  store: GatewayStore;
  /** Public data and answers shared through Redis; null with the embedded store. */
  sharedCache: GatewayStore | null;
  cache: PublicCache;
  database: GatewayDatabase;
  providerFor: ReturnType<typeof dataSourceFactory>;
  payments: Payments;
  sessions: Sessions;
  documents: DocumentLinks;
  limits: Limits;
  siteBuild: SiteBuildReader;
  /** A request's GraphQL context, from its Express request. */
  graphqlContext: ReturnType<typeof createContextFactory>;
  /** Sends the outbox's mail. */
  mail: MailWorker;
  /** Writes unlock reminders as weeks open (started with the sender). */
  reminders: UnlockScheduler;
  /** The one-click unsubscribe links of reminders. */
  unsubscribeLinks: UnsubscribeLinks;
  /** Fills the student directory from the legacy API's answers about customers. */
  sightings: DirectorySightings;
  /** The one-time walk over customer ids into the student directory. */
  backfill: DirectoryBackfill;
  /** A context for public queries run inside the gateway, nobody signed in. */
  createPublicContext: ReturnType<typeof createPublicContextFactory>;
  collectMetrics: CreateServerOptions['collectMetrics'];
  /** Stops what was started here and closes what was opened (not what the options gave). */
  close(): Promise<void>;
}

/** Redis with REDIS_URL (waiting briefly for it, serving without it if it is away), else SQLite. */
async function openStore(
  config: GatewayConfig,
  now: () => Date,
  logger: Logger,
): Promise<GatewayStore> {
  if (config.redisUrl === null) {
    return new SqliteStore({ dataDir: config.dataDir, now: () => now().getTime() });
  }
  const redis = new RedisStore({
    url: config.redisUrl,
    commandTimeoutMs: config.redisTimeoutMs,
    now: () => now().getTime(),
    logger,
  });
  if (!(await redis.connected())) {
    logger.warn('redis is not answering; serving without it until it does (see README)');
  }
  return redis;
}

interface LessonParts {
  /** Class files' and lesson streams' signed links. */
  media: MediaLinks;
  renditions: Renditions;
  lessons: LessonMediaParts;
}

/** Class videos' renditions and files' sizes, read from the provider's uploads. */
function lessonParts(
  deps: { config: GatewayConfig; store: GatewayStore; dispatcher: Dispatcher; logger: Logger },
  media: MediaLinks,
  now: () => Date,
): LessonParts {
  const { config, store, dispatcher, logger } = deps;
  // The gateway's credential goes only to files under the provider's uploads.
  const filesKeyFor = (fileUrl: string): Record<string, string> =>
    config.providerFilesKey !== null && fileUrl.startsWith(config.providerUploadsUrl)
      ? { [FILES_KEY_HEADER]: config.providerFilesKey }
      : {};
  const timeoutMs = config.providerTimeoutMs;
  const renditions = new Renditions({
    mediaDir: config.mediaDir,
    maxDurationS: config.mediaMaxDurationS,
    maxBytes: config.mediaMaxBytes,
    store,
    logger,
    now: () => now().getTime(),
    openSource: (url, signal) =>
      openUpstreamStream({
        method: 'GET',
        url,
        headers: filesKeyFor(url),
        dispatcher,
        timeoutMs,
        signal,
      }),
  });
  const sizes = new FileSizes(async (url) => {
    const answer = await openUpstreamStream({
      method: 'HEAD',
      url,
      headers: filesKeyFor(url),
      dispatcher,
      timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body.dump().catch(() => undefined);
    const length = Number(answer.headers['content-length']);
    return answer.statusCode === 200 && Number.isFinite(length) ? length : null;
  });
  if (config.production && config.providerFilesKey === null) {
    logger.warn(
      'PROVIDER_FILES_KEY is not set: class files are only as private as the provider keeps its uploads folder',
    );
  }
  return { media, renditions, lessons: { renditions, links: media, sizes } };
}

/** The sender of the outbox's mail, each kind made by its template from the gateway's data. */
function mailWorker(
  options: CreateServerOptions,
  deps: {
    config: GatewayConfig;
    database: GatewayDatabase;
    providerFor: ReturnType<typeof dataSourceFactory>;
    unsubscribeLinks: UnsubscribeLinks;
    codes: CodeHasher;
    now: () => Date;
    logger: Logger;
  },
): MailWorker {
  const { config, database, providerFor, unsubscribeLinks, logger } = deps;
  const accountMail = {
    accounts: database.accounts,
    directory: database.directory,
    languages: database.languages,
    codes: deps.codes,
    providerFor: (log: Logger) => providerFor(log),
    now: deps.now,
    resetTokenTtlS: config.resetTokenTtlS,
    siteUrl: config.siteUrl,
    brandName: config.brandName,
    logger: logger.child({ part: 'mail' }),
  };
  return new MailWorker({
    outbox: database.outbox,
    kinds: {
      receipt: receiptMailMaker({
        receiptNumbers: database.receiptNumbers,
        recordedPayments: database.payments,
        invoices: database.invoices,
        languages: database.languages,
        seller: config.seller,
        brandName: config.brandName,
        siteUrl: config.siteUrl,
        providerFor: (log) => providerFor(log),
        logger: logger.child({ part: 'mail' }),
      }),
      unlock: unlockMailMaker({
        providerFor: (log) => providerFor(log),
        languages: database.languages,
        reminders: database.reminders,
        unsubscribeLinks,
        siteUrl: config.siteUrl,
        brandName: config.brandName,
        logger: logger.child({ part: 'mail' }),
      }),
      'password-reset': passwordResetMailMaker(accountMail),
      'sign-in-code': signInCodeMailMaker(accountMail),
      'password-changed': passwordChangedMailMaker(accountMail),
    },
    mailer: smtpMailer({
      url: smtpUrlOf(config),
      from: config.mailFrom,
      timeoutMs: config.mailSendTimeoutMs,
    }),
    timing: { ...defaultMailTiming(config.mailSendTimeoutMs), ...options.mailTiming },
    logger: logger.child({ part: 'mail' }),
  });
}

/** Builds the services; `httpServer` is the one Apollo drains when it stops. */
export async function openServices(
  options: CreateServerOptions,
  httpServer: http.Server,
): Promise<GatewayServices> {
  const config: GatewayConfig = { ...(options.config ?? loadConfig()), ...options.overrides };
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? createLogger(config.logLevel);
  const dispatcher =
    options.dispatcher ??
    new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 128 });

  const client = new ProviderClient({
    baseUrl: config.providerUrl,
    timeoutMs: config.providerTimeoutMs,
    dispatcher,
  });
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const store = options.store ?? (await openStore(config, now, logger));
  const database = options.database ?? (await openDatabase(config, { now, logger }));
  // Public data and answers are shared through Redis; the embedded store keeps them per process.
  const sharedCache = store.kind === 'redis' ? store : null;
  const cache = new PublicCache({
    ttlMs: config.publicCacheTtlMs,
    now: () => now().getTime(),
    shared: sharedCache,
  });
  const orderLists = new OrderLists({
    ttlMs: config.publicCacheTtlMs,
    now: () => now().getTime(),
    shared: sharedCache,
  });
  const sightings = new DirectorySightings({
    directory: database.directory,
    now,
    logger: logger.child({ part: 'directory' }),
  });
  const providerFor = dataSourceFactory({
    config,
    client,
    cache,
    orderLists,
    sightings,
    database,
  });
  const payments = createPayments({
    config,
    dispatcher,
    logger,
    now,
    providerFor,
    store,
    recordedPayments: database.payments,
    languages: database.languages,
  });
  const persisted = config.redisUrl
    ? redisPersistedQueries(config.redisUrl, config.redisTimeoutMs)
    : null;
  // With a shared store, sign-outs it cannot take are kept in this machine's own file.
  const localStore =
    store.kind === 'redis'
      ? new SqliteStore({ dataDir: config.dataDir, now: () => now().getTime() })
      : null;
  const sessions = new Sessions({
    store,
    local: localStore,
    keys: new SessionKeys(sessionSecret),
    lifetimes: { idleMs: config.sessionIdleTtlS * 1000, absoluteMs: config.sessionTtlS * 1000 },
    now,
  });
  await sessions.restoreOwedSignOuts();
  const linkOptions = {
    secret: sessionSecret,
    ttlS: config.mediaLinkTtlS,
    now,
    siteUrl: config.siteUrl,
  };
  const media = new MediaLinks(linkOptions);
  // Receipt links live as long as class-file links, signed with a key of their own.
  const documents = new DocumentLinks(linkOptions);
  const lessonMedia = lessonParts({ config, store, dispatcher, logger }, media, now);
  const signIn = await openSignInParts({ config, database, store, now, sessionSecret, logger });
  const codes = new CodeHasher(sessionSecret);
  const started = await startApollo({ config, logger, httpServer, persisted });
  const unsubscribeLinks = new UnsubscribeLinks({
    secret: sessionSecret,
    siteUrl: config.siteUrl,
    now,
  });
  const mail = mailWorker(options, {
    config,
    database,
    providerFor,
    unsubscribeLinks,
    codes,
    now,
    logger,
  });
  const reminders = new UnlockScheduler({
    schedule: database.unlockSchedule,
    reminders: database.reminders,
    providerFor: (log) => providerFor(log),
    quietHours: config.reminderQuietHours,
    now,
    logger: logger.child({ part: 'reminders' }),
  });
  const backfill = new DirectoryBackfill({
    directory: database.directory,
    lookUp: (customerId) => providerFor(logger.child({ part: 'directory' })).customer(customerId),
    ratePerSecond: config.directoryBackfillRate,
    stopAfter: config.directoryBackfillStopAfter,
    pauseMs: config.directoryBackfillPauseMs,
    logger: logger.child({ part: 'directory' }),
  });
  // All read the provider: a test whose provider is a MockAgent starts none.
  if (options.sendMail !== false) {
    mail.start();
    reminders.start();
    backfill.start();
  }

  const contextDependencies = {
    signInMirror: signIn.mirror,
    config,
    client,
    cache,
    orderLists,
    sessions,
    payments,
    limits: signIn.limits,
    staffKeys: new StaffSessionKeys(sessionSecret),
    sightings,
    documents,
    database,
    codes,
    now,
    logger,
    ...lessonMedia,
  };
  const close = async () => {
    await payments.verified?.reconciler.stop();
    await lessonMedia.renditions.stop();
    await reminders.stop();
    await backfill.stop();
    await sightings.settled();
    await mail.stop();
    // Drains the HTTP server when it listens (a never-started one has nothing to drain).
    await started.apollo.stop().catch((error: unknown) => {
      if (httpServer.listening) logger.error({ err: error }, 'stopping failed');
    });
    if (options.dispatcher === undefined) await dispatcher.close();
    sessions.close();
    await signIn.closeMirror();
    await localStore?.close();
    await persisted?.close();
    if (options.store === undefined) await store.close();
    if (options.database === undefined) await database.close();
  };
  return {
    ...contextDependencies,
    ...started,
    dispatcher,
    sessionSecret,
    store,
    sharedCache,
    providerFor,
    siteBuild: new SiteBuildReader(config.clientDist, logger, options.pageRenderer),
    graphqlContext: createContextFactory(contextDependencies),
    createPublicContext: createPublicContextFactory(contextDependencies),
    collectMetrics: options.collectMetrics,
    mail,
    reminders,
    unsubscribeLinks,
    backfill,
    close,
  };
}
