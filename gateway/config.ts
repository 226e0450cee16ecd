/**
 * The gateway's configuration: every environment variable it reads, validated once at
 * start. A bad value stops the process with a message naming the variable and the value.
 */
import { BlockList, isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test key pair shared with the stand-in (overridable by RAZORPAY_KEY_ID / _SECRET). */
export const DEFAULT_RAZORPAY_KEY_ID = 'rzp_test_academy0000001';
export const DEFAULT_RAZORPAY_KEY_SECRET = 'academy_test_secret_0000000001';
/** The test webhook secret shared with the stand-in (overridable by RAZORPAY_WEBHOOK_SECRET). */
export const DEFAULT_RAZORPAY_WEBHOOK_SECRET = 'academy_test_webhook_secret_0001';
/** The brand's gold, used as the checkout theme. */
export const BRAND_GOLD = '#D4A017';
/** The academy's name as the checkout shows it. */
const DEFAULT_BRAND_NAME = 'Sharpline Trading Academy';

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
  /** Bearer token /metrics requires (METRICS_TOKEN); without it production serves no metrics. */
  metricsToken: string | null;
  /** Gateway processes on this machine (WORKERS: a number, or `auto` for one per core). */
  workers: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

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

/**
 * Production takes real payment settings only: each variable must be set, and not to the
 * repository's test value (anyone may sign a payment with a published secret).
 */
function testPaymentSettings(env: Env, isTestValue: Record<string, (value: string) => boolean>) {
  const problems: string[] = [];
  for (const [name, isTest] of Object.entries(isTestValue)) {
    const value = env[name]?.trim() ?? '';
    if (value === '') problems.push(`${name} is required when NODE_ENV=production`);
    else if (isTest(value)) {
      problems.push(`${name} holds the repository's test value; set a real one for production`);
    }
  }
  return problems;
}

/** Razorpay's own key secrets are 24 characters; a shorter one is guessed from one signature. */
const MIN_PRODUCTION_SECRET_LENGTH = 24;

/** Production refuses signing secrets short enough to guess offline from a signed payload. */
function shortSecrets(env: Env, names: readonly string[]): string[] {
  return names
    .filter((name) => {
      const value = env[name]?.trim() ?? '';
      return value !== '' && value.length < MIN_PRODUCTION_SECRET_LENGTH;
    })
    .map(
      (name) =>
        `${name} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV=production`,
    );
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const value = raw(name);
    if (value === undefined) return fallback;
    const parsed = /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
      problems.push(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
      return fallback;
    }
    return parsed;
  };
  const httpUrl = (name: string, fallback: string, trailingSlash: boolean): string => {
    const value = raw(name) ?? fallback;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      const text = url.toString();
      return trailingSlash && !text.endsWith('/') ? `${text}/` : text;
    } catch {
      problems.push(`${name} must be an http(s) URL, got "${value}"`);
      return fallback;
    }
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const value = raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    problems.push(`${name} must be true or false, got "${env[name] ?? ''}"`);
    return fallback;
  };

  const nodeEnv = raw('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  // 0 asks the system for a free port (tests); the ready line names the one it got.
  const port = integer('PORT', 4000, 0, 65535);
  const providerPort = integer('PROVIDER_PORT', 4010, 1, 65535);
  const providerUrl = httpUrl('PROVIDER_URL', `http://127.0.0.1:${providerPort}/api/v1/`, true);
  const providerOrigin = new URL(providerUrl).origin;
  const providerUploadsUrl = httpUrl('PROVIDER_UPLOADS_URL', `${providerOrigin}/uploads/`, true);
  const providerTimeoutMs = integer('PROVIDER_TIMEOUT_MS', 10_000, 1, 600_000);

  const providerTz = raw('PROVIDER_TZ') ?? 'Asia/Kolkata';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: providerTz });
  } catch {
    problems.push(
      `PROVIDER_TZ must be an IANA time zone such as Asia/Kolkata, got "${providerTz}"`,
    );
  }

  const dataDir = path.resolve(raw('DATA_DIR') ?? path.join(repoRoot, '.data'));
  const sessionSecret = raw('SESSION_SECRET') ?? null;
  if (sessionSecret !== null && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
  }
  if (sessionSecret === null && production) {
    problems.push('SESSION_SECRET is required when NODE_ENV=production');
  }

  const checkoutScriptUrl = httpUrl('CHECKOUT_SCRIPT_URL', `${providerOrigin}/checkout.js`, false);
  const razorpayKeyId = raw('RAZORPAY_KEY_ID') ?? DEFAULT_RAZORPAY_KEY_ID;
  // Set but empty turns the secret off (no orders created, no signatures checked).
  const secretEnv = env.RAZORPAY_KEY_SECRET;
  const razorpayKeySecret =
    secretEnv === undefined ? DEFAULT_RAZORPAY_KEY_SECRET : secretEnv.trim() || null;
  const razorpayApiUrl = httpUrl('RAZORPAY_API_URL', `${providerOrigin}/razorpay/v1/`, true);
  const razorpayWebhookSecret = raw('RAZORPAY_WEBHOOK_SECRET') ?? DEFAULT_RAZORPAY_WEBHOOK_SECRET;
  const reconcileIntervalMs = integer('RECONCILE_INTERVAL_MS', 60_000, 0, 86_400_000);
  const reconcileLookbackMs = integer('RECONCILE_LOOKBACK_MS', 172_800_000, 60_000, 2_592_000_000);
  // 15 minutes: time to pay by card or UPI (Razorpay's own payment attempts time out
  // within 3 to 15 minutes), short enough that a price change soon applies to everyone.
  const checkoutQuoteTtlS = integer('CHECKOUT_QUOTE_TTL_S', 900, 60, 86_400);
  if (production) {
    problems.push(
      ...testPaymentSettings(env, {
        RAZORPAY_KEY_ID: (value) => value === DEFAULT_RAZORPAY_KEY_ID,
        RAZORPAY_KEY_SECRET: (value) => value === DEFAULT_RAZORPAY_KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: (value) => value === DEFAULT_RAZORPAY_WEBHOOK_SECRET,
        RAZORPAY_API_URL: (value) => servedByStandIn(value, STAND_IN_PATHS.api),
        CHECKOUT_SCRIPT_URL: (value) => servedByStandIn(value, STAND_IN_PATHS.checkoutScript),
      }),
      ...shortSecrets(env, ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']),
    );
  }

  const rateLimitPerMinute = integer('RATE_LIMIT_PER_MINUTE', 10, 0, 1_000_000);
  const introspection = boolean('INTROSPECTION', !production);

  const logLevelValue = (raw('LOG_LEVEL') ?? 'info').toLowerCase();
  let logLevel: LogLevel = 'info';
  if ((LOG_LEVELS as readonly string[]).includes(logLevelValue)) {
    logLevel = logLevelValue as LogLevel;
  } else {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelValue}"`);
  }

  const clientDist = path.resolve(raw('CLIENT_DIST') ?? path.join(repoRoot, 'dist', 'client'));
  const siteUrl = httpUrl('SITE_URL', `http://localhost:${port}`, false).replace(/\/+$/, '');
  const publicCacheTtlMs = integer('PUBLIC_CACHE_TTL_MS', 30_000, 0, 3_600_000);

  const trustProxy = readTrustProxy(raw('TRUST_PROXY'), problems);
  // Behind a proxy, only the proxy should reach the gateway (else a client reaching the port
  // directly could write its own forwarded address): loopback unless HOST says otherwise.
  const host = raw('HOST') ?? (trustProxy === false ? '0.0.0.0' : '127.0.0.1');
  if (isIP(host) === 0 && !/^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(host)) {
    problems.push(`HOST must be an IP address or a host name, got "${host}"`);
  }
  const sessionIdleTtlS = integer('SESSION_IDLE_TTL_S', 3 * 24 * 3600, 60, 365 * 24 * 3600);
  const sessionTtlS = integer('SESSION_TTL_S', 7 * 24 * 3600, 60, 365 * 24 * 3600);
  const mediaLinkTtlS = integer('MEDIA_LINK_TTL_S', 3600, 10, 7 * 24 * 3600);
  const providerFilesKey = raw('PROVIDER_FILES_KEY') ?? null;
  if (providerFilesKey !== null && !/^[\x21-\x7e]{16,256}$/.test(providerFilesKey)) {
    problems.push('PROVIDER_FILES_KEY must be 16 to 256 visible ASCII characters');
  }

  const brandName = raw('BRAND_NAME') ?? DEFAULT_BRAND_NAME;

  const redisUrl = raw('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL, such as redis://127.0.0.1:6379');
  }
  const redisTimeoutMs = integer('REDIS_TIMEOUT_MS', 250, 10, 10_000);
  const metricsToken = raw('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && !/^[\x21-\x7e]{16,256}$/.test(metricsToken)) {
    problems.push('METRICS_TOKEN must be 16 to 256 visible ASCII characters');
  }
  const workers =
    raw('WORKERS')?.toLowerCase() === 'auto'
      ? Math.max(1, availableParallelism())
      : integer('WORKERS', 1, 1, 64);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    production,
    port,
    host,
    providerUrl,
    providerUploadsUrl,
    providerTimeoutMs,
    providerTz,
    dataDir,
    sessionSecret,
    checkoutScriptUrl,
    razorpayKeyId,
    razorpayKeySecret,
    razorpayApiUrl,
    razorpayWebhookSecret,
    reconcileIntervalMs,
    reconcileLookbackMs,
    checkoutQuoteTtlS,
    rateLimitPerMinute,
    sessionIdleTtlS,
    sessionTtlS,
    mediaLinkTtlS,
    providerFilesKey,
    introspection,
    logLevel,
    clientDist,
    siteUrl,
    publicCacheTtlMs,
    trustProxy,
    brandName,
    themeColor: BRAND_GOLD,
    bodyLimit: '100kb',
    redisUrl,
    redisTimeoutMs,
    metricsToken,
    workers,
  };
}

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
 * TRUST_PROXY: unset/"false"/"0" trusts no proxy; a number trusts that many hops in front
 * of the gateway; otherwise a comma-separated list of proxy addresses, CIDR ranges (at most
 * /8 for IPv4, /32 for IPv6) or Express's presets (loopback, linklocal, uniquelocal).
 * "true" and "everyone" ranges are refused: they would take the leftmost forwarded
 * address, which the client writes itself.
 */
function readTrustProxy(value: string | undefined, problems: string[]): false | number | string[] {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['false', 'off', 'no', '0'].includes(lower)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  if (['true', 'on', 'yes'].includes(lower)) {
    problems.push(
      'TRUST_PROXY must be a hop count (such as 1) or the proxies\' addresses, not "true": trusting every hop lets a client choose its own address',
    );
    return false;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entryProblems = entries.map(proxyEntryProblem);
  if (entries.length === 0 || entryProblems.includes('malformed')) {
    problems.push(
      `TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${value}"`,
    );
    return false;
  }
  const tooWide = entryProblems.filter((problem) => problem !== null);
  problems.push(...tooWide);
  return tooWide.length > 0 ? false : entries;
}
