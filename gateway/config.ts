/**
 * The gateway's configuration: every environment variable it reads, as one yup schema
 * (type, default, bounds, transform and README's words for each; README's table is made
 * from it by `npm run config:table`), validated once at start. A bad value stops the
 * process with a message naming the variable and the value, listing every problem.
 */
import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as yup from 'yup';
import {
  doc,
  documentedBy,
  flag,
  httpUrl,
  inProduction,
  integer,
  longInProduction,
  matching,
  problemsOf,
  readEnv,
  envText,
  text,
  token,
} from '../common/config-schema.ts';
import type { Env } from '../common/config-schema.ts';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
  DEFAULT_RAZORPAY_WEBHOOK_SECRET,
} from '../common/test-payment-keys.ts';
import { ACADEMY_TIME_ZONE, isTimeZone } from '../common/time-zone.ts';

export { ConfigError } from '../common/config-schema.ts';

/** The brand's gold, used as the checkout theme. */
export const BRAND_GOLD = '#D4A017';
/** The academy's name as the checkout shows it. */
const DEFAULT_BRAND_NAME = 'Sharpline Trading Academy';
/** A GSTIN: state code, PAN, entity number, 'Z' by default, check character. */
const GSTIN_FORMAT = /^[0-9]{2}[A-Za-z]{5}[0-9]{4}[A-Za-z][1-9A-Za-z][A-Za-z][0-9A-Za-z]$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** Legacy API base, always ending in '/'. */
  providerUrl: string;
  /** Uploads base, always ending in '/': course images under course/, class files under course_data/. */
  providerUploadsUrl: string;
  providerTimeoutMs: number;
  providerTz: string;
  dataDir: string;
  /** HLS renditions of class videos (MEDIA_DIR): DATA_DIR/media unless set. */
  mediaDir: string;
  /** From SESSION_SECRET; null means "generate once into DATA_DIR" (never in production). */
  sessionSecret: string | null;
  checkoutScriptUrl: string;
  razorpayKeyId: string;
  /** null when RAZORPAY_KEY_SECRET is set to an empty value: no orders, no signature checks. */
  razorpayKeySecret: string | null;
  /** Razorpay's API base, always ending in '/'. */
  razorpayApiUrl: string;
  /** Verifies the signatures of POST /webhooks/razorpay. */
  razorpayWebhookSecret: string;
  /** Time between reconciliation sweeps of the Orders API, in ms; 0 = no schedule. */
  reconcileIntervalMs: number;
  /** How far back a reconciliation sweep looks, in ms. */
  reconcileLookbackMs: number;
  /** How long a checkout's quote may be paid at its price, in seconds (CHECKOUT_QUOTE_TTL_S). */
  checkoutQuoteTtlS: number;
  /** Attempts per operation per minute, per address and per account (see context.limit); 0 = off. */
  rateLimitPerMinute: number;
  /** A session unused this long ends (SESSION_IDLE_TTL_S). */
  sessionIdleTtlS: number;
  /** A session ends this long after sign-in, however much it is used (SESSION_TTL_S). */
  sessionTtlS: number;
  /** Life of a signed class-file link (MEDIA_LINK_TTL_S). */
  mediaLinkTtlS: number;
  /** Shared secret sent to the provider's uploads to read class files; null sends none. */
  providerFilesKey: string | null;
  introspection: boolean;
  logLevel: LogLevel;
  /** Folder of the built client (index.html + assets/). */
  clientDist: string;
  /** The site's public origin (SITE_URL), no trailing slash: canonical links, Open Graph, sitemap. */
  siteUrl: string;
  /** How long public course data is reused, in ms (0 = no caching). */
  publicCacheTtlMs: number;
  /**
   * Which proxies' X-Forwarded-For is believed (Express "trust proxy"): false (none, the
   * default), a hop count, or the proxies' addresses / CIDR ranges. Never "everyone", which
   * would let a client pick its own address.
   */
  trustProxy: false | number | string[];
  brandName: string;
  themeColor: string;
  /** Largest JSON body accepted on /graphql. */
  bodyLimit: string;
  /** Shared state for several gateways (REDIS_URL); null keeps it embedded in DATA_DIR. */
  redisUrl: string | null;
  /** Time limit of each Redis command (REDIS_TIMEOUT_MS). */
  redisTimeoutMs: number;
  /** PostgreSQL for the gateway's durable data (DATABASE_URL); null keeps it in SQLite in DATA_DIR. */
  databaseUrl: string | null;
  /** Bearer token /metrics requires (METRICS_TOKEN); without it production serves no metrics. */
  metricsToken: string | null;
  /** Gateway processes on this machine (WORKERS: a number, or `auto` for one per core). */
  workers: number;
  /** The seller on receipts; with a GSTIN a receipt is a GST tax invoice. */
  seller: Seller;
}

/** The academy as a receipt names it (ACADEMY_*). */
export interface Seller {
  /** ACADEMY_GSTIN; null: plain payment receipts, no tax lines. */
  gstin: string | null;
  legalName: string;
  address: string | null;
  /** The state of registration, also the place of supply (no buyer address is on record). */
  state: string | null;
  /** ACADEMY_INVOICE_PREFIX: the first part of every receipt number. */
  invoicePrefix: string;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const DEFAULT_PORT = 4000;
/** The stand-in's port when PROVIDER_URL is unset (`npm start` starts it there). */
const STAND_IN_PORT = 4010;

/** Whether another variable's value is a port (else it is refused, and reported, on its own). */
const isPort = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= 65535;
const standInOrigin = (port: unknown = STAND_IN_PORT) =>
  `http://127.0.0.1:${isPort(port, 1) ? port : STAND_IN_PORT}`;
/** PROVIDER_URL's origin (the stand-in's while PROVIDER_URL is refused). */
function providerOrigin(providerUrl: unknown): string {
  try {
    return new URL(String(providerUrl)).origin;
  } catch {
    return standInOrigin();
  }
}

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

/** Where the stand-in serves Razorpay's API and checkout script (Razorpay's own differ). */
const STAND_IN_PATHS = { api: '/razorpay/v1/', checkoutScript: '/checkout.js' } as const;

function servedByStandIn(value: string, standInPath: string): boolean {
  try {
    const { pathname } = new URL(value);
    return pathname === standInPath || pathname === standInPath.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const between = (min: number, max: number, unit?: 'ms' | 's') =>
  integer({
    min,
    max,
    ...(unit ? { unit } : {}),
    message: (name, got) => `${name} must be an integer between ${min} and ${max}, got "${got}"`,
  });
const url = (slash: 'add' | 'drop' | 'keep') =>
  httpUrl(slash, (name, got) => `${name} must be an http(s) URL, got "${got}"`);
/** A folder, resolved against the working directory. */
const folder = () =>
  text()
    .transform((value: string | undefined) => value && path.resolve(value))
    .meta({ values: 'a folder' });

/**
 * Production takes real payment settings only: each must be set (no default applies), and
 * not to the repository's test value (anyone may sign a payment with a published secret).
 */
function noDefaultInProduction([nodeEnv]: unknown[], schema: yup.AnySchema) {
  return nodeEnv === 'production' ? schema.default(undefined) : schema;
}
function realInProduction(isTestValue: (value: string) => boolean): yup.TestConfig {
  return {
    name: 'real-in-production',
    test(value) {
      if (!inProduction(this)) return true;
      if (typeof value !== 'string') {
        return this.createError({ message: `${this.path} is required when NODE_ENV=production` });
      }
      if (isTestValue(value)) {
        return this.createError({
          message: `${this.path} holds the repository's test value; set a real one for production`,
        });
      }
      return true;
    },
  };
}

/** Every variable the gateway reads, in README's order. */
export const gatewaySchema = yup.object({
  NODE_ENV: text()
    .default('development')
    .meta(
      doc(
        '`production` refuses test payment settings and short secrets (see Operating it), turns introspection off and requires METRICS_TOKEN for `/metrics`',
      ),
    ),
  // 0 asks the system for a free port (tests); the ready line names the one it got.
  PORT: between(0, 65535).default(DEFAULT_PORT).meta(doc('gateway and site')),
  TRUST_PROXY: yup
    .mixed<TrustProxy>()
    .transform((_value: unknown, original: unknown) => {
      const value = envText(original);
      return value === undefined ? undefined : readTrustProxy(value).trustProxy;
    })
    .default(false)
    .test({
      name: 'trust-proxy',
      test(this: yup.TestContext) {
        const value = envText(this.originalValue);
        return value === undefined ? true : problemsOf(this, readTrustProxy(value).problems);
      },
    })
    .meta({
      values: 'a hop count (0 to 10), or addresses and CIDR ranges',
      ...doc(
        "proxies in front of the gateway whose `X-Forwarded-For` is believed: a hop count (`1` for one reverse proxy) or a comma-separated list of their addresses / CIDR ranges (`10.0.0.0/8`, `2001:db8:1::/48`, or `loopback`, `linklocal`, `uniquelocal`). A range may be at most a /8 (IPv4) or a /32 (IPv6, a whole ISP's allocation; a site's proxies sit in its /48); `true`, `0.0.0.0/0`, `::/0`, wider ranges and IPv6 ranges holding all of IPv4 (`::ffff:0:0/96`) are refused. Also moves HOST's default to 127.0.0.1",
        'off',
      ),
    }),
  // Behind a proxy, only the proxy should reach the gateway (else a client reaching the port
  // directly could write its own forwarded address): loopback unless HOST says otherwise.
  HOST: text()
    .test({
      name: 'address',
      message: ({ path: name, value }: { path: string; value: unknown }) =>
        `${name} must be an IP address or a host name, got "${String(value)}"`,
      test: (value) => value === undefined || isIP(value) !== 0 || HOST_NAME.test(value),
    })
    .default('0.0.0.0')
    .when('TRUST_PROXY', ([trustProxy], schema) =>
      trustProxy === false ? schema : schema.default('127.0.0.1'),
    )
    .meta({
      values: 'an IP address or a host name',
      ...doc(
        'address the gateway listens on. Behind a proxy only the proxy should reach it (a client reaching the port directly could write its own forwarded address), so it listens on loopback unless told otherwise: set HOST to the interface the proxy uses when the proxy runs on another machine. Under `npm start` the stand-in always listens on 127.0.0.1',
        '0.0.0.0; 127.0.0.1 when TRUST_PROXY is set',
      ),
    }),
  PROVIDER_PORT: between(1, 65535).default(STAND_IN_PORT).meta(documentedBy('stand-in')),
  PROVIDER_URL: url('add')
    .default(`${standInOrigin()}/api/v1/`)
    .when('PROVIDER_PORT', ([port], schema) => schema.default(`${standInOrigin(port)}/api/v1/`))
    .meta(
      doc(
        'legacy API base, e.g. `https://academy.example/api/v1/`; when set, no stand-in is started',
        'the stand-in',
      ),
    ),
  PROVIDER_UPLOADS_URL: url('add')
    .default(`${standInOrigin()}/uploads/`)
    .when('PROVIDER_URL', ([providerUrl], schema) =>
      schema.default(`${providerOrigin(providerUrl)}/uploads/`),
    )
    .meta(
      doc(
        'course images under `course/`, class files under `course_data/`',
        "PROVIDER_URL's origin + `/uploads/`",
      ),
    ),
  PROVIDER_TIMEOUT_MS: between(1, 600_000, 'ms')
    .default(10_000)
    .meta(doc('time limit per provider call')),
  PROVIDER_TZ: text()
    .default(ACADEMY_TIME_ZONE)
    .test({
      name: 'time-zone',
      message: ({ path: name, value }: { path: string; value: unknown }) =>
        `${name} must be an IANA time zone such as ${ACADEMY_TIME_ZONE}, got "${String(value)}"`,
      test: (value) => value === undefined || isTimeZone(value),
    })
    .meta({ values: 'an IANA time zone', ...doc("zone of the provider's zone-less dates") }),
  DATA_DIR: folder()
    .default(path.join(repoRoot, '.data'))
    .meta(
      doc(
        "stand-in database (`provider.db`), the gateway's own state (`gateway.db`: sessions, limits), its durable data unless DATABASE_URL is set (`app.db`: lesson progress, calendar feed keys, receipt numbers, certificates) and the generated session secret; these files (with the databases' `-wal` and `-shm`) are mode 600, and looser ones are tightened at start",
        '.data',
      ),
    ),
  MEDIA_DIR: folder()
    .default(path.join(repoRoot, '.data', 'media'))
    .when('DATA_DIR', ([dataDir], schema) =>
      typeof dataDir === 'string' ? schema.default(path.join(dataDir, 'media')) : schema,
    )
    .meta(
      doc(
        'HLS renditions of class videos (240p, 480p, 720p and audio only), made by ffmpeg in the background; a volume shared by every gateway when several machines serve (see docs/operations.md)',
        'DATA_DIR/media',
      ),
    ),
  SESSION_SECRET: text()
    .test({
      name: 'length',
      message: 'SESSION_SECRET must be at least 32 characters long',
      test: (value) => value === undefined || value.length >= 32,
    })
    .test({
      name: 'required-in-production',
      message: 'SESSION_SECRET is required when NODE_ENV=production',
      test(value) {
        return value !== undefined || !inProduction(this);
      },
    })
    .meta({
      values: 'at least 32 characters',
      ...doc(
        'signs session tokens; required when NODE_ENV=production',
        'generated once into DATA_DIR',
      ),
    }),
  // The order of the payment settings is the order production's refusals are listed in.
  RAZORPAY_KEY_ID: text()
    .default(DEFAULT_RAZORPAY_KEY_ID)
    .when('NODE_ENV', noDefaultInProduction)
    .test(realInProduction((value) => value === DEFAULT_RAZORPAY_KEY_ID))
    .meta(
      doc(
        'the gateway creates orders and verifies signatures with it and RAZORPAY_KEY_SECRET; `npm start` hands the same pair to the stand-in',
        'a fixed test key',
      ),
    ),
  // Set but empty turns the secret off (no orders created, no signatures checked).
  RAZORPAY_KEY_SECRET: yup
    .string()
    .nullable()
    .transform((_value: unknown, original: unknown) => envText(original) ?? null)
    .default(DEFAULT_RAZORPAY_KEY_SECRET)
    .when('NODE_ENV', noDefaultInProduction)
    .test(realInProduction((value) => value === DEFAULT_RAZORPAY_KEY_SECRET))
    .test(longInProduction)
    .meta(
      doc(
        "the secret of RAZORPAY_KEY_ID; set but empty, no orders are created and no signatures checked (never in production). In production at least 24 characters (Razorpay's are)",
        'a fixed test secret',
      ),
    ),
  RAZORPAY_WEBHOOK_SECRET: text()
    .default(DEFAULT_RAZORPAY_WEBHOOK_SECRET)
    .when('NODE_ENV', noDefaultInProduction)
    .test(realInProduction((value) => value === DEFAULT_RAZORPAY_WEBHOOK_SECRET))
    .test(longInProduction)
    .meta(
      doc(
        "verifies `POST /webhooks/razorpay` (the secret set on Razorpay's webhook); `npm start` hands the same value to the stand-in, which signs its webhooks with it. In production at least 24 characters",
        'a fixed test value',
      ),
    ),
  RAZORPAY_API_URL: url('add')
    .default(`${standInOrigin()}${STAND_IN_PATHS.api}`)
    .when('PROVIDER_URL', ([providerUrl], schema) =>
      schema.default(`${providerOrigin(providerUrl)}${STAND_IN_PATHS.api}`),
    )
    .when('NODE_ENV', noDefaultInProduction)
    .test(realInProduction((value) => servedByStandIn(value, STAND_IN_PATHS.api)))
    .meta(doc('https://api.razorpay.com/v1/ in production', "stand-in's `/razorpay/v1/`")),
  CHECKOUT_SCRIPT_URL: url('keep')
    .default(`${standInOrigin()}${STAND_IN_PATHS.checkoutScript}`)
    .when('PROVIDER_URL', ([providerUrl], schema) =>
      schema.default(`${providerOrigin(providerUrl)}${STAND_IN_PATHS.checkoutScript}`),
    )
    .when('NODE_ENV', noDefaultInProduction)
    .test(realInProduction((value) => servedByStandIn(value, STAND_IN_PATHS.checkoutScript)))
    .meta(
      doc(
        'https://checkout.razorpay.com/v1/checkout.js in production',
        "stand-in's `/checkout.js`",
      ),
    ),
  RECONCILE_INTERVAL_MS: between(0, 86_400_000, 'ms')
    .default(60_000)
    .meta(
      doc(
        'time between reconciliation sweeps of the Orders API; 0 turns the schedule off (My Courses and checkout still check)',
      ),
    ),
  RECONCILE_LOOKBACK_MS: between(60_000, 2_592_000_000, 'ms')
    .default(172_800_000)
    .meta(doc('how far back a sweep looks for paid orders')),
  // 15 minutes: time to pay by card or UPI (Razorpay's own payment attempts time out
  // within 3 to 15 minutes), short enough that a price change soon applies to everyone.
  CHECKOUT_QUOTE_TTL_S: between(60, 86_400, 's')
    .default(900)
    .meta(
      doc(
        "how long a checkout's quote may be paid at its price; the checkout closes after what is left of it (Razorpay's `timeout`). A payment begun later, or once the course's price has changed, is refunded, never recorded (see \"One course, one charge\")",
      ),
    ),
  RATE_LIMIT_PER_MINUTE: between(0, 1_000_000)
    .default(10)
    .meta(
      doc('attempts a minute per address and per account (see Security); 0 turns the limits off'),
    ),
  SESSION_IDLE_TTL_S: between(60, 365 * 24 * 3600, 's')
    .default(3 * 24 * 3600)
    .meta(doc('a session unused this long ends')),
  SESSION_TTL_S: between(60, 365 * 24 * 3600, 's')
    .default(7 * 24 * 3600)
    .meta(doc('a session ends this long after sign-in, however much it is used')),
  MEDIA_LINK_TTL_S: between(10, 7 * 24 * 3600, 's')
    .default(3600)
    .meta(doc('life of a signed class-file link (`ClassItem.fileUrl`)')),
  PROVIDER_FILES_KEY: token('PROVIDER_FILES_KEY').meta(
    doc(
      "shared secret the gateway sends in `X-Academy-Files-Key` to read class files from the provider's uploads; the stand-in serves class files only to it",
      'made up per run by `npm start`',
    ),
  ),
  SITE_URL: url('drop')
    .default(`http://localhost:${DEFAULT_PORT}`)
    .when('PORT', ([port], schema) =>
      schema.default(`http://localhost:${isPort(port, 0) ? port : DEFAULT_PORT}`),
    )
    .meta(
      doc(
        'public origin of canonical links, Open Graph URLs and images, and the sitemap',
        'http://localhost:PORT',
      ),
    ),
  PUBLIC_CACHE_TTL_MS: between(0, 3_600_000, 'ms')
    .default(30_000)
    .meta(
      doc(
        'the staleness budget: how long public course data, and a page or answer made from it, is reused, counted from when the provider answered; no page, answer or checkout shows public course data read longer ago than this (0: no caching)',
      ),
    ),
  INTROSPECTION: flag((name, got) => `${name} must be true or false, got "${got}"`)
    .default(true)
    .when('NODE_ENV', ([nodeEnv], schema) => schema.default(nodeEnv !== 'production'))
    .meta(
      doc(
        'GraphQL introspection; when off, asking is refused with `Introspection is not available.` (`GRAPHQL_VALIDATION_FAILED`)',
        'on outside production',
      ),
    ),
  LOG_LEVEL: text()
    .transform((value: string | undefined) => value?.toLowerCase())
    .default('info')
    .oneOf(
      LOG_LEVELS,
      ({ path: name, value }: { path: string; value: unknown }) =>
        `${name} must be one of ${LOG_LEVELS.join(', ')}, got "${String(value)}"`,
    )
    .meta({ values: LOG_LEVELS.join(', '), ...doc('pino log level') }),
  REDIS_URL: matching(
    /^rediss?:\/\/[^\s]+$/,
    'REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379',
    '`redis://` or `rediss://` URL',
  ).meta(
    doc(
      'Redis shared by every gateway (sessions, limits, payment claims and orders, the reconciliation lock, public data and answers, persisted queries); see Scaling out',
      'unset: embedded state',
    ),
  ),
  REDIS_TIMEOUT_MS: between(10, 10_000, 'ms')
    .default(250)
    .meta(
      doc(
        'time limit of each Redis call; a slower or failed call follows the policy in "While Redis is away"',
      ),
    ),
  DATABASE_URL: text()
    .test({
      name: 'postgres-url',
      // The value is not repeated: it may hold a password.
      message:
        'DATABASE_URL must be a postgres:// or postgresql:// URL, such as postgres://academy@127.0.0.1:5432/academy',
      test: (value) => value === undefined || isPostgresUrl(value),
    })
    .meta({
      values: '`postgres://` or `postgresql://` URL',
      ...doc(
        "PostgreSQL for the gateway's durable data (lesson progress, calendar feed keys, receipt numbers, certificates), shared by gateways on several machines; its tables are created and migrated at start",
        'unset: SQLite in DATA_DIR (`app.db`)',
      ),
    }),
  WORKERS: between(1, 64)
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
  METRICS_TOKEN: token('METRICS_TOKEN').meta(
    doc(
      'bearer token `/metrics` requires; in production `/metrics` is not served without it',
      'unset',
    ),
  ),
  BRAND_NAME: text().default(DEFAULT_BRAND_NAME).meta(doc("the academy's name on the checkout")),
  ACADEMY_GSTIN: matching(
    GSTIN_FORMAT,
    (name, got) =>
      `${name} must be a 15-character GSTIN (2 digits, a PAN, then 3 characters, such as 27AAPFU0939F1ZV), got "${got}"`,
    'a GSTIN (15 characters)',
  )
    .transform((value: string | undefined) => value?.toUpperCase())
    .meta(
      doc(
        "the academy's GST registration; when set every receipt is a GST tax invoice (CGST 9% + SGST 9%, inclusive), else a payment receipt without tax lines",
        'unset',
      ),
    ),
  ACADEMY_LEGAL_NAME: text().meta(doc("the seller's legal name on receipts", 'BRAND_NAME')),
  ACADEMY_ADDRESS: text().meta(doc("the seller's address on receipts", 'unset')),
  ACADEMY_STATE: text().meta(
    doc('the state the GSTIN is registered in, and the place of supply on tax invoices', 'unset'),
  ),
  ACADEMY_INVOICE_PREFIX: matching(
    /^[A-Za-z0-9-]{1,16}$/,
    (name, got) => `${name} must be 1 to 16 letters, digits or hyphens, got "${got}"`,
    '1 to 16 letters, digits or hyphens',
  )
    .default('SL')
    .meta(doc('first part of receipt numbers (`SL/26-27/000123`)')),
  CLIENT_DIST: folder()
    .default(path.join(repoRoot, 'dist', 'client'))
    .meta(
      doc(
        'folder of the built client (`index.html` and `assets/`) the site is served from',
        'dist/client',
      ),
    ),
});

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const settings = readEnv(gatewaySchema, env);
  const production = settings.NODE_ENV === 'production';
  return {
    nodeEnv: settings.NODE_ENV,
    production,
    port: settings.PORT,
    host: settings.HOST,
    providerUrl: settings.PROVIDER_URL,
    providerUploadsUrl: settings.PROVIDER_UPLOADS_URL,
    providerTimeoutMs: settings.PROVIDER_TIMEOUT_MS,
    providerTz: settings.PROVIDER_TZ,
    dataDir: settings.DATA_DIR,
    mediaDir: settings.MEDIA_DIR,
    sessionSecret: settings.SESSION_SECRET ?? null,
    checkoutScriptUrl: settings.CHECKOUT_SCRIPT_URL,
    razorpayKeyId: settings.RAZORPAY_KEY_ID,
    razorpayKeySecret: settings.RAZORPAY_KEY_SECRET,
    razorpayApiUrl: settings.RAZORPAY_API_URL,
    razorpayWebhookSecret: settings.RAZORPAY_WEBHOOK_SECRET,
    reconcileIntervalMs: settings.RECONCILE_INTERVAL_MS,
    reconcileLookbackMs: settings.RECONCILE_LOOKBACK_MS,
    checkoutQuoteTtlS: settings.CHECKOUT_QUOTE_TTL_S,
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    sessionIdleTtlS: settings.SESSION_IDLE_TTL_S,
    sessionTtlS: settings.SESSION_TTL_S,
    mediaLinkTtlS: settings.MEDIA_LINK_TTL_S,
    providerFilesKey: settings.PROVIDER_FILES_KEY ?? null,
    introspection: settings.INTROSPECTION,
    logLevel: settings.LOG_LEVEL,
    clientDist: settings.CLIENT_DIST,
    siteUrl: settings.SITE_URL,
    publicCacheTtlMs: settings.PUBLIC_CACHE_TTL_MS,
    trustProxy: settings.TRUST_PROXY,
    brandName: settings.BRAND_NAME,
    themeColor: BRAND_GOLD,
    bodyLimit: '100kb',
    redisUrl: settings.REDIS_URL ?? null,
    redisTimeoutMs: settings.REDIS_TIMEOUT_MS,
    databaseUrl: settings.DATABASE_URL ?? null,
    metricsToken: settings.METRICS_TOKEN ?? null,
    workers: settings.WORKERS,
    seller: {
      gstin: settings.ACADEMY_GSTIN ?? null,
      legalName: settings.ACADEMY_LEGAL_NAME ?? settings.BRAND_NAME,
      address: settings.ACADEMY_ADDRESS ?? null,
      state: settings.ACADEMY_STATE ?? null,
      invoicePrefix: settings.ACADEMY_INVOICE_PREFIX,
    },
  };
}

/**
 * Which proxies' X-Forwarded-For is believed (Express "trust proxy"): false (none), a hop
 * count, or the proxies' addresses / CIDR ranges.
 */
type TrustProxy = false | number | string[];

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * The widest ranges TRUST_PROXY takes: an IPv4 /8, and an IPv6 /32 (a whole ISP's
 * allocation; a site's proxies sit within its /48 or /64). Wider ranges hold addresses
 * the operator does not run, whose forwarded header would be believed.
 */
const WIDEST_PREFIX = { 4: 8, 6: 32 } as const;
/** IPv4 as IPv6 (::ffff:a.b.c.d): Express compares IPv4 clients with IPv6 ranges through it. */
const IPV4_MAPPED = { address: '::ffff:0:0', prefix: 96 } as const;

function inIpv6Range(address: string, range: string, prefix: number): boolean {
  const list = new BlockList();
  list.addSubnet(range, prefix, 'ipv6');
  return list.check(address, 'ipv6');
}

/**
 * What is wrong with one TRUST_PROXY entry (an address, a CIDR range or a preset):
 * 'malformed', a sentence for a range too wide to be proxies, or null.
 */
function proxyEntryProblem(entry: string): string | null {
  if (PROXY_PRESETS.has(entry)) return null;
  const [address = '', prefixText, ...extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra.length > 0) return 'malformed';
  if (prefixText === undefined) return null;
  const maxBits = version === 4 ? 32 : 128;
  const bits = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(bits >= 0 && bits <= maxBits)) return 'malformed';
  if (bits === 0) {
    return `TRUST_PROXY "${entry}" would trust every address, so any client could choose its own; list your proxies' addresses or ranges instead`;
  }
  const tooWide = `TRUST_PROXY range "${entry}" is wider than /${WIDEST_PREFIX[4]} (IPv4) or /${WIDEST_PREFIX[6]} (IPv6); list your proxies' addresses or narrower ranges`;
  if (version === 4) return bits < WIDEST_PREFIX[4] ? tooWide : null;
  if (bits <= IPV4_MAPPED.prefix && inIpv6Range(IPV4_MAPPED.address, address, bits)) {
    return `TRUST_PROXY range "${entry}" holds every IPv4 address (as ::ffff:0:0/96); list your proxies' addresses or narrower ranges`;
  }
  if (inIpv6Range(address, IPV4_MAPPED.address, IPV4_MAPPED.prefix)) {
    // An IPv4 range written as IPv6 (::ffff:10.0.0.0/104): held to the IPv4 limit.
    return bits - IPV4_MAPPED.prefix < WIDEST_PREFIX[4] ? tooWide : null;
  }
  return bits < WIDEST_PREFIX[6] ? tooWide : null;
}

/**
 * TRUST_PROXY: "false"/"0" trusts no proxy; a number trusts that many hops in front of the
 * gateway; otherwise a comma-separated list of proxy addresses, CIDR ranges (at most /8 for
 * IPv4, /32 for IPv6) or Express's presets (loopback, linklocal, uniquelocal). "true" and
 * "everyone" ranges are refused: they would take the leftmost forwarded address, which the
 * client writes itself.
 */
function readTrustProxy(value: string): { trustProxy: TrustProxy; problems: string[] } {
  const lower = value.toLowerCase();
  if (['false', 'off', 'no', '0'].includes(lower)) return { trustProxy: false, problems: [] };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return { trustProxy: hops, problems: [] };
  }
  if (['true', 'on', 'yes'].includes(lower)) {
    return {
      trustProxy: false,
      problems: [
        'TRUST_PROXY must be a hop count (such as 1) or the proxies\' addresses, not "true": trusting every hop lets a client choose its own address',
      ],
    };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entryProblems = entries.map(proxyEntryProblem);
  if (entries.length === 0 || entryProblems.includes('malformed')) {
    return {
      trustProxy: false,
      problems: [
        `TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${value}"`,
      ],
    };
  }
  const tooWide = entryProblems.filter((problem) => problem !== null);
  return { trustProxy: tooWide.length > 0 ? false : entries, problems: tooWide };
}
