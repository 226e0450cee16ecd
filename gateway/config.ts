/**
 * The gateway's configuration: every setting it reads, as one yup schema. Each field is a
 * setting named as the gateway uses it, labelled with its environment variable, and holds
 * its type, default, bounds, transform and README's words (README's table is made from it
 * by `npm run config:table`); the type of the configuration is inferred from it. Validated
 * once at start: a bad value stops the process with a message naming the variable and the
 * value, listing every problem.
 */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import {
  doc,
  envText,
  flag,
  inProduction,
  notATestValueInProduction,
  matching,
  production,
  readEnv,
  text,
  token,
  variableName,
  variedSecret,
} from '../common/config-schema.ts';
import type { Env } from '../common/config-schema.ts';
import { between, folder, isPort, url } from './config/kinds.ts';
import { mailSettings } from './config/mail.ts';
import { privacySettings } from './config/privacy.ts';
import { accountSettings } from './config/accounts.ts';
import { directorySettings } from './config/directory.ts';
import { paymentSettings } from './config/payments.ts';
import { reminderSettings } from './config/reminders.ts';
import { providerSettings } from './config/provider.ts';
import { sellerSettings } from './config/seller.ts';
import { trustProxySetting } from './config/trust-proxy.ts';

export { ConfigError } from '../common/config-schema.ts';

/** The brand's gold, used as the checkout theme. */
export const BRAND_GOLD = '#D4A017';
/** The academy's name as the checkout shows it. */
const DEFAULT_BRAND_NAME = 'Sharpline Trading Academy';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const DEFAULT_PORT = 4000;

/** A PostgreSQL connection URL, such as postgres://user:password@host:5432/database. */
function isPostgresUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}

const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** Every setting the gateway reads, in README's order. */
export const gatewaySchema = yup.object({
  production: production().meta(
    doc(
      '`production` refuses test payment settings and short secrets (see Operating it), turns introspection off and requires METRICS_TOKEN for `/metrics`',
      'development',
    ),
  ),
  // 0 asks the system for a free port (tests); the ready line names the one it got.
  port: between(0, 65535).label('PORT').default(DEFAULT_PORT).meta(doc('gateway and site')),
  trustProxy: trustProxySetting(),
  // Behind a proxy, only the proxy should reach the gateway (else a client reaching the port
  // directly could write its own forwarded address): loopback unless HOST says otherwise.
  host: text()
    .label('HOST')
    .test({
      name: 'address',
      message: (params: { label?: string; path: string; value: unknown }) =>
        `${variableName(params)} must be an IP address or a host name, got "${String(params.value)}"`,
      test: (value) => value === undefined || isIP(value) !== 0 || HOST_NAME.test(value),
    })
    .default('0.0.0.0')
    .when('trustProxy', ([trustProxy], schema) =>
      trustProxy === false ? schema : schema.default('127.0.0.1'),
    )
    .meta({
      values: 'an IP address or a host name',
      ...doc(
        'address the gateway listens on. Behind a proxy only the proxy should reach it (a client reaching the port directly could write its own forwarded address), so it listens on loopback unless told otherwise: set HOST to the interface the proxy uses when the proxy runs on another machine. Under `npm start` the stand-in always listens on 127.0.0.1',
        '0.0.0.0; 127.0.0.1 when TRUST_PROXY is set',
      ),
    }),
  ...providerSettings,
  dataDir: folder()
    .label('DATA_DIR')
    .default(path.join(repoRoot, '.data'))
    .meta(
      doc(
        "stand-in database (`provider.db`), the gateway's own state (`gateway.db`: sessions, limits), its durable data unless DATABASE_URL is set (`app.db`: lesson progress, calendar feed keys, receipt numbers, certificates, the mail outbox) and the generated session secret; these files (with the databases' `-wal` and `-shm`) are mode 600, and looser ones are tightened at start",
        '.data',
      ),
    ),
  mediaDir: folder()
    .label('MEDIA_DIR')
    .default(path.join(repoRoot, '.data', 'media'))
    .when('dataDir', ([dataDir], schema) =>
      typeof dataDir === 'string' ? schema.default(path.join(dataDir, 'media')) : schema,
    )
    .meta(
      doc(
        'HLS renditions of class videos (240p, 480p, 720p and audio only), made by ffmpeg in the background; a volume shared by every gateway when several machines serve (see docs/operations.md)',
        'DATA_DIR/media',
      ),
    ),
  /** null means "generate once into DATA_DIR" (never in production). */
  sessionSecret: text()
    .label('SESSION_SECRET')
    .nullable()
    .default(null)
    .test({
      name: 'length',
      message: 'SESSION_SECRET must be at least 32 characters long',
      test: (value) => value == null || value.length >= 32,
    })
    .test(variedSecret)
    .test(notATestValueInProduction)
    .test({
      name: 'required-in-production',
      message: 'SESSION_SECRET is required when NODE_ENV=production',
      test(value) {
        return value != null || !inProduction(this);
      },
    })
    .meta({
      values: 'at least 32 characters',
      ...doc(
        'signs session tokens; required when NODE_ENV=production',
        'generated once into DATA_DIR',
      ),
    }),
  ...paymentSettings,
  /** Time between reconciliation sweeps of the Orders API; 0 = no schedule. */
  reconcileIntervalMs: between(0, 86_400_000, 'ms')
    .label('RECONCILE_INTERVAL_MS')
    .default(60_000)
    .meta(
      doc(
        'time between reconciliation sweeps of the Orders API; 0 turns the schedule off (My Courses and checkout still check)',
      ),
    ),
  reconcileLookbackMs: between(60_000, 2_592_000_000, 'ms')
    .label('RECONCILE_LOOKBACK_MS')
    .default(172_800_000)
    .meta(doc('how far back a sweep looks for paid orders')),
  // 15 minutes: time to pay by card or UPI (Razorpay's own payment attempts time out
  // within 3 to 15 minutes), short enough that a price change soon applies to everyone.
  checkoutQuoteTtlS: between(60, 86_400, 's')
    .label('CHECKOUT_QUOTE_TTL_S')
    .default(900)
    .meta(
      doc(
        "how long a checkout's quote may be paid at its price; the checkout closes after what is left of it (Razorpay's `timeout`). A payment begun later, or once the course's price has changed, is refunded, never recorded (see \"One course, one charge\")",
      ),
    ),
  /** Attempts per operation per minute, per address and per account (see context.limit). */
  rateLimitPerMinute: between(0, 1_000_000)
    .label('RATE_LIMIT_PER_MINUTE')
    .default(10)
    .meta(
      doc('attempts a minute per address and per account (see Security); 0 turns the limits off'),
    ),
  sessionIdleTtlS: between(60, 365 * 24 * 3600, 's')
    .label('SESSION_IDLE_TTL_S')
    .default(3 * 24 * 3600)
    .meta(doc('a session unused this long ends')),
  sessionTtlS: between(60, 365 * 24 * 3600, 's')
    .label('SESSION_TTL_S')
    .default(7 * 24 * 3600)
    .meta(doc('a session ends this long after sign-in, however much it is used')),
  mediaLinkTtlS: between(10, 7 * 24 * 3600, 's')
    .label('MEDIA_LINK_TTL_S')
    .default(3600)
    .meta(doc('life of a signed class-file link (`ClassItem.fileUrl`)')),
  mediaMaxDurationS: between(60, 86_400, 's')
    .label('MEDIA_MAX_DURATION_S')
    .default(10_800)
    .meta(
      doc(
        'class videos longer than this are not transcoded (the original plays); the refusal is logged once and kept in `MEDIA_DIR/.refused/`',
      ),
    ),
  // 12 GB: three hours of 1080p at about 9 Mbps, well above what a recorded lesson needs.
  mediaMaxBytes: between(1_000_000, 1_000_000_000_000)
    .label('MEDIA_MAX_BYTES')
    .default(12_000_000_000)
    .meta(
      doc(
        'class video files larger than this (in bytes) are not downloaded for transcoding (the original plays); the refusal is logged once and kept in `MEDIA_DIR/.refused/`',
        '12000000000 (12 GB)',
      ),
    ),
  /** null sends no key. */
  providerFilesKey: token()
    .label('PROVIDER_FILES_KEY')
    .nullable()
    .default(null)
    .meta(
      doc(
        "shared secret the gateway sends in `X-Academy-Files-Key` to read class files from the provider's uploads; the stand-in serves class files only to it",
        'made up per run by `npm start`',
      ),
    ),
  /** The public origin, no trailing slash. */
  siteUrl: url('drop')
    .label('SITE_URL')
    .default(`http://localhost:${DEFAULT_PORT}`)
    .when('port', ([port], schema) =>
      schema.default(`http://localhost:${isPort(port, 0) ? port : DEFAULT_PORT}`),
    )
    .meta(
      doc(
        'public origin of canonical links, Open Graph URLs and images, and the sitemap',
        'http://localhost:PORT',
      ),
    ),
  publicCacheTtlMs: between(0, 3_600_000, 'ms')
    .label('PUBLIC_CACHE_TTL_MS')
    .default(30_000)
    .meta(
      doc(
        'the staleness budget: how long public course data, and a page or answer made from it, is reused, counted from when the provider answered; no page, answer or checkout shows public course data read longer ago than this (0: no caching)',
      ),
    ),
  introspection: flag((name, got) => `${name} must be true or false, got "${got}"`)
    .label('INTROSPECTION')
    .default(true)
    .when('production', ([inProd], schema) => schema.default(inProd !== true))
    .meta(
      doc(
        'GraphQL introspection; when off, asking is refused with `Introspection is not available.` (`GRAPHQL_VALIDATION_FAILED`)',
        'on outside production',
      ),
    ),
  logLevel: text()
    .label('LOG_LEVEL')
    .transform((value: string | undefined) => value?.toLowerCase())
    .default('info')
    .oneOf(
      LOG_LEVELS,
      (params: { label?: string; path: string; value: unknown }) =>
        `${variableName(params)} must be one of ${LOG_LEVELS.join(', ')}, got "${String(params.value)}"`,
    )
    .meta({ values: LOG_LEVELS.join(', '), ...doc('pino log level') }),
  /** null keeps shared state embedded in DATA_DIR. */
  redisUrl: matching(
    /^rediss?:\/\/[^\s]+$/,
    'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
    '`redis://` or `rediss://` URL',
  )
    .label('REDIS_URL')
    .nullable()
    .default(null)
    .meta(
      doc(
        'Redis shared by every gateway (sessions, limits, payment claims and orders, the reconciliation lock, public data and answers, persisted queries); see Scaling out',
        'unset: embedded state',
      ),
    ),
  redisTimeoutMs: between(10, 10_000, 'ms')
    .label('REDIS_TIMEOUT_MS')
    .default(250)
    .meta(
      doc(
        'time limit of each Redis call; a slower or failed call follows the policy in "While Redis is away"',
      ),
    ),
  /** null keeps durable data in SQLite in DATA_DIR. */
  databaseUrl: text()
    .label('DATABASE_URL')
    .nullable()
    .default(null)
    .test({
      name: 'postgres-url',
      // The value is not repeated: it may hold a password.
      message:
        'DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://academy@127.0.0.1:5432/academy',
      test: (value) => value == null || isPostgresUrl(value),
    })
    .meta({
      values: '`postgres://` or `postgresql://` URL',
      ...doc(
        "PostgreSQL for the gateway's durable data (lesson progress, calendar feed keys, receipt numbers, certificates, the mail outbox), shared by gateways on several machines; its tables are created and migrated at start",
        'unset: SQLite in DATA_DIR (`app.db`)',
      ),
    }),
  databaseTimeoutMs: between(50, 60_000, 'ms')
    .label('DATABASE_TIMEOUT_MS')
    .default(2000)
    .meta(
      doc(
        'time limit of each query to the durable data (and of connecting to PostgreSQL); a slower or failed query answers SERVICE_UNAVAILABLE, and /readyz answers 503 naming `database`',
      ),
    ),
  workers: between(1, 64)
    .label('WORKERS')
    .transform((value: number | undefined, original: unknown) =>
      envText(original)?.toLowerCase() === 'auto' ? Math.min(64, availableParallelism()) : value,
    )
    .default(1)
    .meta({
      values: '1 to 64, or `auto`',
      ...doc(
        'gateway processes on this machine sharing the port (node:cluster); `auto` for one per core (at most 64)',
      ),
    }),
  /** null: production serves no metrics. */
  metricsToken: token()
    .label('METRICS_TOKEN')
    .nullable()
    .default(null)
    .meta(
      doc(
        'bearer token `/metrics` requires; in production `/metrics` is not served without it',
        'unset',
      ),
    ),
  ...mailSettings,
  ...reminderSettings,
  ...privacySettings,
  ...accountSettings,
  ...directorySettings,
  brandName: text()
    .label('BRAND_NAME')
    .default(DEFAULT_BRAND_NAME)
    .meta(doc("the academy's name on the checkout")),
  seller: sellerSettings(DEFAULT_BRAND_NAME),
  /** Folder of the built client (index.html + assets/). */
  clientDist: folder()
    .label('CLIENT_DIST')
    .default(path.join(repoRoot, 'dist', 'client'))
    .meta(
      doc(
        'folder of the built client (`index.html` and `assets/`) the site is served from',
        'dist/client',
      ),
    ),
});

/** What no variable changes. */
const fixedSettings = {
  themeColor: BRAND_GOLD,
  /** Largest JSON body accepted on /graphql. */
  bodyLimit: '100kb',
};

export type GatewayConfig = yup.InferType<typeof gatewaySchema> & typeof fixedSettings;
export type Seller = GatewayConfig['seller'];

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  return { ...readEnv(gatewaySchema, env), ...fixedSettings };
}
