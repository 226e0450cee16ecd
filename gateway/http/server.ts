/**
 * createServer: the whole gateway as one Express 5 app with Apollo Server 5 mounted on
 * /graphql, plus /healthz, /readyz and the built client. Tests create it with a fake clock
 * and a provider URL or dispatcher; gateway/index.ts creates it from the environment.
 */
import { languagePlugin } from '../graphql/language.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { Agent } from 'undici';
import type { Dispatcher } from 'undici';
import { loadConfig } from '../config.ts';
import type { GatewayConfig } from '../config.ts';
import { createPublicContextFactory, dataSourceFactory } from '../graphql/context.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { createContextFactory } from './graphql-context.ts';
import { ErrorCode, ErrorMessage, HttpMessage, formatError } from '../errors.ts';
import { createLogger, requestId } from '../logger.ts';
import { createPayments } from '../checkout/payments.ts';
import type { Payments } from '../checkout/payments.ts';
import { razorpayWebhook } from '../checkout/webhook.ts';
import { ProviderClient } from '../upstream/legacy-api/client.ts';
import { PublicCache } from '../upstream/legacy-api/public-cache.ts';
import { Limits } from './rate-limit.ts';
import { createSchema } from '../graphql/schema.ts';
import { oneLimitedMutationPlugin } from '../graphql/limited-mutations.ts';
import { sandboxSecurityHeaders, siteSecurityHeaders } from './security-headers.ts';
import { SessionKeys, Sessions, resolveSessionSecret } from '../sessions/session.ts';
import { openDatabase, type GatewayDatabase } from '../db/database.ts';
import { SqliteStore } from '../store/sqlite-store.ts';
import { RedisStore } from '../store/redis-store.ts';
import type { GatewayStore } from '../store/store.ts';
import { redisPersistedQueries } from '../graphql/persisted-queries.ts';
import { olderOf } from '../store/cache.ts';
import { metrics } from '../observability/metrics.ts';
import {
  httpMetrics,
  metricsRoute,
  operationLabel,
  processMetrics,
  routeNamer,
} from './metrics.ts';
import { answerMalformedPath, isMalformedPath, refuseMalformedPaths } from './malformed-paths.ts';
import { MediaLinks, MEDIA_PATH, STREAM_PATH } from '../media/links.ts';
import { FILES_KEY_HEADER, mediaRoute } from '../media/route.ts';
import { FileSizes } from '../media/file-sizes.ts';
import { Renditions } from '../media/renditions.ts';
import { streamRoute } from '../media/stream-route.ts';
import { openUpstreamStream } from '../upstream/request.ts';
import { CALENDAR_PATH } from '../calendar/feed.ts';
import { calendarRoute } from '../calendar/route.ts';
import { DocumentLinks, RECEIPTS_PATH } from '../documents/links.ts';
import { documentsRoute } from '../documents/route.ts';
import { DEVANAGARI_CHECK_HASH } from '../site/document.ts';
import { fonts } from '../site/fonts.ts';
import { crawlers } from '../site/crawlers.ts';
import { sitePages } from '../site/pages.ts';
import { formPosts } from '../site/form-posts.ts';
import { VisitorParts } from '../site/visitor-parts.ts';
import {
  languageOfPath,
  type ExecutePublicQuery,
  type FormError,
} from '../../client/src/ssr/server-entry.ts';
import { previewImages } from '../site/preview-images.ts';
import { SiteBuildReader, type PageRenderer } from '../site/site-build.ts';
import { staticClient } from '../site/static-client.ts';
import { publicResponseCache, publicRootFields } from '../graphql/response-cache.ts';
import { graphqlRunner } from '../graphql/http-execution.ts';

interface CreateServerOptions {
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
}

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
  /** Starts listening; resolves with the bound port. */
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops taking requests, lets running ones finish, closes provider connections. */
  stop(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';
/** Origins of Apollo's hosted Sandbox, allowed to call /graphql outside production. */
const SANDBOX_ORIGINS = new Set([
  'https://sandbox.embed.apollographql.com',
  'https://studio.apollographql.com',
]);
const READY_PROBE_TIMEOUT_MS = 2000;
const READY_PROBE_TTL_MS = 1000;

/** Query limits: deep, aliased, costly or huge documents are refused before execution. */
const QUERY_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 2000,
  maxDirectives: 20,
} as const;

function sandboxCors(): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || !SANDBOX_ORIGINS.has(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'content-type, authorization, apollo-require-preflight, x-apollo-operation-name, apollographql-client-name, apollographql-client-version',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}

/** A GraphQL error as a served form shows it: its message, code and field messages. */
function formErrorOf(error: { message: string; extensions?: Record<string, unknown> }): FormError {
  const code = error.extensions?.code;
  const fields = error.extensions?.fields;
  return {
    message: error.message,
    code: typeof code === 'string' ? code : 'INTERNAL_SERVER_ERROR',
    fields:
      typeof fields === 'object' && fields !== null
        ? Object.fromEntries(
            Object.entries(fields).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {},
  };
}

function graphqlErrorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
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

export async function createServer(options: CreateServerOptions = {}): Promise<GatewayServer> {
  const config: GatewayConfig = { ...(options.config ?? loadConfig()), ...options.overrides };
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? createLogger(config.logLevel);
  const ownDispatcher = options.dispatcher === undefined;
  const dispatcher =
    options.dispatcher ??
    new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 120_000, connections: 128 });

  const client = new ProviderClient({
    baseUrl: config.providerUrl,
    timeoutMs: config.providerTimeoutMs,
    dispatcher,
  });
  const sessionSecret = resolveSessionSecret(config.sessionSecret, config.dataDir);
  const ownStore = options.store === undefined;
  const store = options.store ?? (await openStore(config, now, logger));
  const ownDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase(config, { now, logger }));
  // Public data and answers are shared through Redis; the embedded store keeps them per process.
  const sharedCache = store.kind === 'redis' ? store : null;
  const cache = new PublicCache({
    ttlMs: config.publicCacheTtlMs,
    now: () => now().getTime(),
    shared: sharedCache,
  });
  const providerFor = dataSourceFactory({ config, client, cache });
  const payments = createPayments({
    config,
    dispatcher,
    logger,
    now,
    providerFor,
    store,
    recordedPayments: database.payments,
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
  const media = new MediaLinks({
    secret: sessionSecret,
    ttlS: config.mediaLinkTtlS,
    now,
    siteUrl: config.siteUrl,
  });
  // Receipt links live as long as class-file links, signed with a key of their own.
  const documents = new DocumentLinks({
    secret: sessionSecret,
    ttlS: config.mediaLinkTtlS,
    now,
    siteUrl: config.siteUrl,
  });
  // The gateway's credential goes only to files under the provider's uploads.
  const filesKeyFor = (fileUrl: string): Record<string, string> =>
    config.providerFilesKey !== null && fileUrl.startsWith(config.providerUploadsUrl)
      ? { [FILES_KEY_HEADER]: config.providerFilesKey }
      : {};
  const renditions = new Renditions({
    mediaDir: config.mediaDir,
    store,
    logger,
    now: () => now().getTime(),
    openSource: (url, signal) =>
      openUpstreamStream({
        method: 'GET',
        url,
        headers: filesKeyFor(url),
        dispatcher,
        timeoutMs: config.providerTimeoutMs,
        signal,
      }),
  });
  const sizes = new FileSizes(async (url) => {
    const answer = await openUpstreamStream({
      method: 'HEAD',
      url,
      headers: filesKeyFor(url),
      dispatcher,
      timeoutMs: config.providerTimeoutMs,
      signal: AbortSignal.timeout(config.providerTimeoutMs),
    });
    await answer.body.dump().catch(() => undefined);
    const length = Number(answer.headers['content-length']);
    return answer.statusCode === 200 && Number.isFinite(length) ? length : null;
  });
  const lessons = { renditions, links: media, sizes };
  if (config.production && config.providerFilesKey === null) {
    logger.warn(
      'PROVIDER_FILES_KEY is not set: class files are only as private as the provider keeps its uploads folder',
    );
  }
  const limits = new Limits({
    store,
    perMinute: config.rateLimitPerMinute,
    now: () => now().getTime(),
    secret: sessionSecret,
  });

  const app = express();
  const httpServer = http.createServer(app);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  const armor = new ApolloArmor({
    maxDepth: { n: QUERY_LIMITS.maxDepth },
    maxAliases: { n: QUERY_LIMITS.maxAliases },
    costLimit: { maxCost: QUERY_LIMITS.maxCost },
    // The token limit is Apollo's own parse option (below): refused while parsing, as a 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.production },
  }).protect();

  const metricsPlugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      const stop = metrics.graphqlDuration.startTimer();
      return {
        async willSendResponse({ operation, operationName, errors }) {
          const code = errors?.[0]?.extensions.code;
          stop({
            operation: operationLabel(operationName),
            type: operation?.operation ?? 'unknown',
            outcome: errors?.length ? String(code ?? ErrorCode.Internal) : 'ok',
          });
        },
      };
    },
  };

  const loggingPlugin: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, contextValue }) {
          const codes = errors.map((error) => String(error.extensions.code ?? ErrorCode.Internal));
          (contextValue.log ?? logger).info({ operationName, codes }, 'graphql errors');
        },
      };
    },
  };

  const schema = createSchema();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    csrfPrevention: true,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    stopOnTerminationSignals: false,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    // Shared by every gateway with REDIS_URL; Apollo's in-memory cache otherwise.
    ...(persisted ? { persistedQueries: { cache: persisted.cache } } : {}),
    formatError: (formatted, error) =>
      formatError(
        formatted,
        {
          onUnexpected: (unexpected) => logger.error({ err: unexpected }, 'unexpected error'),
          onClientMistake: (reason, status) => logger.warn({ reason, status }, 'bad request'),
        },
        error,
      ),
    plugins: [
      ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      config.production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
      oneLimitedMutationPlugin,
      languagePlugin,
      loggingPlugin,
      metricsPlugin,
    ],
    logger,
  });
  await apollo.start();

  app.use(httpMetrics());
  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      // Lean request lines: no headers (credentials), no query string (variables), no links.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          // A class-file link is a credential for its life: logged without the grant.
          // A calendar feed's key is one for as long as it lives.
          path: req.url
            .split('?')[0]
            ?.replace(/^\/media\/hls\/[^/]+/, `${MEDIA_PATH}${STREAM_PATH}/[link]`)
            .replace(/^\/media\/(?!hls\/)[^/]+/, `${MEDIA_PATH}/[link]`)
            .replace(/^\/calendar\/[^/]+/, `${CALENDAR_PATH}/[key]`)
            // A receipt link, like a class-file link, is a credential for its life.
            .replace(/^\/receipts\/[^/]+/, `${RECEIPTS_PATH}/[link]`),
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: {
        ignore: (req) => ['/healthz', '/readyz', '/metrics'].includes(req.url ?? ''),
      },
      // A line per failed request; one per answered request only at LOG_LEVEL=debug (the
      // metrics count and time them all): at info, writing them cost every request a tenth
      // of its time.
      customLogLevel: (_req, res, error) => {
        if (error || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return logger.isLevelEnabled('debug') ? 'debug' : 'silent';
      },
    }),
  );

  const siteBuild = new SiteBuildReader(config.clientDist, logger, options.pageRenderer);
  // The start-up script once the site is built, and a Hindi page's font check.
  const siteHeaders = siteSecurityHeaders(config, () =>
    [siteBuild.inlineScriptHash(), DEVANAGARI_CHECK_HASH].filter(Boolean).join(' '),
  );
  const landingHeaders = sandboxSecurityHeaders(config);
  const landingPage = !config.production;
  app.use((req, res, next) => {
    const sandboxPage =
      landingPage &&
      req.method === 'GET' &&
      req.path === GRAPHQL_PATH &&
      req.accepts('html') === 'html';
    (sandboxPage ? landingHeaders : siteHeaders)(req, res, next);
  });
  // Before every route: no path parameter meets a percent-encoding that does not decode.
  app.use(refuseMalformedPaths());

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  let probe: { at: number; ok: boolean } | null = null;
  let probing: Promise<boolean> | null = null;
  const providerReady = (): Promise<boolean> => {
    if (probe && Date.now() - probe.at < READY_PROBE_TTL_MS) return Promise.resolve(probe.ok);
    probing ??= client
      .post('course/list', {}, logger, READY_PROBE_TIMEOUT_MS)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        probe = { at: Date.now(), ok };
        probing = null;
        return ok;
      });
    return probing;
  };
  const storeReady = (): Promise<boolean> =>
    store.ping().then(
      () => true,
      () => false,
    );
  // 503 only without the provider (nothing can be served). Without Redis the site still
  // serves (caches bypassed, see README), so it stays 200 and names what is missing.
  app.get('/readyz', async (_req, res) => {
    const [provider, stateStore] = await Promise.all([providerReady(), storeReady()]);
    metrics.storeUp.set({ store: store.kind }, stateStore ? 1 : 0);
    const missing = [
      ...(provider ? [] : ['provider']),
      ...(stateStore ? [] : [store.kind === 'redis' ? 'redis' : 'store']),
    ];
    res.setHeader('Cache-Control', 'no-store');
    if (missing.length === 0) {
      res.status(200).json({ status: 'ready' });
      return;
    }
    res
      .status(provider ? 200 : 503)
      .json({ status: `${missing.join(' and ')} unavailable`, missing });
  });

  app.use(
    metricsRoute({
      token: config.metricsToken,
      production: config.production,
      collect: async () => {
        metrics.storeUp.set({ store: store.kind }, (await storeReady()) ? 1 : 0);
        return (options.collectMetrics ?? processMetrics)();
      },
    }),
  );
  if (config.production && config.metricsToken === null) {
    logger.warn('METRICS_TOKEN is not set: /metrics is not served');
  }

  if (payments.verified) {
    const { webhookSecret: secret, orders, settler } = payments.verified;
    app.use(
      razorpayWebhook({ secret, orders, settler, state: payments.state, providerFor, logger }),
    );
  }

  app.use(
    `${MEDIA_PATH}${STREAM_PATH}`,
    streamRoute({ links: media, sessions, mediaDir: config.mediaDir, now, logger }),
  );
  app.use(
    MEDIA_PATH,
    mediaRoute({
      links: media,
      sessions,
      uploadsUrl: config.providerUploadsUrl,
      filesKey: config.providerFilesKey,
      dispatcher,
      timeoutMs: config.providerTimeoutMs,
      now,
      logger,
    }),
  );

  app.use(
    CALENDAR_PATH,
    calendarRoute({
      calendarKeys: database.calendarKeys,
      providerFor: (log) => providerFor(log),
      siteUrl: config.siteUrl,
      brandName: config.brandName,
      now,
      logger,
      limit: async (customerId) => {
        const decision = await limits.feedFetch(customerId);
        if (!decision.allowed) metrics.rateLimitRefusals.inc({ operation: 'calendarFeed' });
        return decision;
      },
    }),
  );

  app.use(
    documentsRoute({
      links: documents,
      sessions,
      receiptNumbers: database.receiptNumbers,
      recordedPayments: database.payments,
      certificates: database.certificates,
      providerFor: (log) => providerFor(log),
      seller: config.seller,
      brandName: config.brandName,
      logger,
    }),
  );

  const contextDependencies = {
    config,
    client,
    cache,
    sessions,
    payments,
    limits,
    media,
    documents,
    lessons,
    database,
    now,
    logger,
  };
  const createPublicContext = createPublicContextFactory(contextDependencies);
  const graphqlContext = createContextFactory(contextDependencies);

  // A router of its own, so the route table (and the metrics' route label) names /graphql.
  app.use(
    GRAPHQL_PATH,
    express.Router().use(
      ...(config.production ? [] : [sandboxCors()]),
      express.json({ limit: config.bodyLimit }),
      publicResponseCache({
        ttlMs: config.publicCacheTtlMs,
        now,
        shared: sharedCache,
        publicFields: publicRootFields(schema),
        run: graphqlRunner(apollo, graphqlContext),
      }),
      expressMiddleware(apollo, { context: graphqlContext }),
    ),
  );

  /** A public query run inside the gateway: its data, or null unless it answered cleanly. */
  const publicQuery = async (query: string, variables: Record<string, unknown> = {}) => {
    const contextValue = createPublicContext();
    const response = await apollo.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return errors?.length || !data ? null : data;
  };
  app.use(
    previewImages({
      logger,
      courseFacts: async (id) => {
        const data = await publicQuery(
          'query PreviewCourse($id: ID!) { course(id: $id) { id title finalPrice } }',
          { id },
        );
        const course = data?.course as { id: string; title: string; finalPrice: number } | null;
        return course ?? null;
      },
    }),
  );
  app.use(fonts());
  app.use(
    crawlers({
      siteUrl: config.siteUrl,
      clientDist: config.clientDist,
      now,
      logger,
      builtAt: () => {
        const version = siteBuild.current()?.version;
        return version === undefined ? null : new Date(version);
      },
      courses: async () => {
        const data = await publicQuery('{ courses { id title } }');
        return (data?.courses as { id: string; title: string }[] | undefined) ?? null;
      },
    }),
  );

  const visitors = new VisitorParts({ secret: sessionSecret, production: config.production });
  /** Public queries only, so the visitor's session is left out of them. */
  const executePublic: ExecutePublicQuery = async ({ query, operationName, variables }) => {
    const startedAt = now().getTime();
    let oldest: number | null = null;
    const response = await apollo.executeOperation(
      { query, operationName, variables },
      { contextValue: createPublicContext((at) => (oldest = olderOf(oldest, at))) },
    );
    if (response.body.kind !== 'single') return null;
    const { data, errors } = response.body.singleResult;
    return errors?.length || !data ? null : { data, fetchedAt: oldest ?? startedAt };
  };
  app.use(
    formPosts({
      build: siteBuild,
      visitors,
      siteUrl: config.siteUrl,
      executePublic,
      now,
      logger,
      mutationsFor: (req, res) => async (request) => {
        // The visitor's own context, speaking the language of the page the form is on.
        const contextValue = {
          ...(await graphqlContext({ req, res })),
          language: languageOfPath(req.path),
        };
        const response = await apollo.executeOperation(request, { contextValue });
        if (response.body.kind !== 'single') return { data: null, errors: [] };
        const { data, errors = [] } = response.body.singleResult;
        return { data: data ?? null, errors: errors.map(formErrorOf) };
      },
    }),
  );

  const pages = sitePages({
    build: siteBuild,
    visitors,
    routeNamer,
    siteUrl: config.siteUrl,
    ttlMs: config.publicCacheTtlMs,
    now,
    logger,
    execute: executePublic,
  });
  app.use(staticClient(config.clientDist, pages));

  app.use((_req, res) => {
    res.status(404).type('text/plain').send(`${HttpMessage.notFound}\n`);
  });

  const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const type = (error as { type?: unknown }).type;
    const status = (error as { status?: unknown }).status;
    if (isMalformedPath(error)) {
      answerMalformedPath(req, res, logger);
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json(graphqlErrorBody(ErrorMessage.requestTooLarge, ErrorCode.BadRequest));
      return;
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res
        .status(status)
        .json(graphqlErrorBody(ErrorMessage.unreadableRequest, ErrorCode.BadRequest));
      return;
    }
    (req as { log?: Logger }).log?.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).json(graphqlErrorBody(ErrorMessage.internal, ErrorCode.Internal));
  };
  app.use(errorHandler);

  let stopped = false;
  return {
    app,
    httpServer,
    config,
    payments,
    sessions,
    database,
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
      await payments.verified?.reconciler.stop();
      await renditions.stop();
      // Drains the HTTP server when it listens (a never-started one has nothing to drain).
      await apollo.stop().catch((error: unknown) => {
        if (httpServer.listening) logger.error({ err: error }, 'stopping failed');
      });
      if (ownDispatcher) await dispatcher.close();
      sessions.close();
      await localStore?.close();
      await persisted?.close();
      if (ownStore) await store.close();
      if (ownDatabase) await database.close();
    },
  };
}
