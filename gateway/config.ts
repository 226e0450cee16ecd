/**
 * The gateway's configuration: every environment variable it reads, validated once at
 * start. A bad value stops the process with a message naming the variable and the value.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The test key pair shared with the stand-in (overridable by RAZORPAY_KEY_ID / _SECRET). */
export const DEFAULT_RAZORPAY_KEY_ID = 'rzp_test_academy0000001';
export const DEFAULT_RAZORPAY_KEY_SECRET = 'academy_test_secret_0000000001';
/** The brand's gold, used as the checkout theme. */
export const BRAND_GOLD = '#D4A017';
/** The academy's name as the checkout shows it. */
export const DEFAULT_BRAND_NAME = 'Sharpline Trading Academy';

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
  /** Attempts per operation per IP per minute on login, register, enquiry, recordPayment; 0 = off. */
  rateLimitPerMinute: number;
  introspection: boolean;
  logLevel: LogLevel;
  /** Folder of the built client (index.html + assets/). */
  clientDist: string;
  /** The site's public origin (SITE_URL), no trailing slash: canonical links, Open Graph, sitemap. */
  siteUrl: string;
  /** How long public course data is reused, in ms (0 = no caching). */
  publicCacheTtlMs: number;
  /** Express "trust proxy": false (default), true, or a hop count. */
  trustProxy: boolean | number;
  brandName: string;
  themeColor: string;
  /** Largest JSON body accepted on /graphql. */
  bodyLimit: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

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
  const port = integer('PORT', 4000, 1, 65535);
  const host = raw('HOST') ?? '0.0.0.0';
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

  let trustProxy: boolean | number = false;
  const trustValue = raw('TRUST_PROXY');
  if (trustValue !== undefined) {
    if (/^\d+$/.test(trustValue)) trustProxy = Number(trustValue);
    else trustProxy = boolean('TRUST_PROXY', false);
  }

  const brandName = raw('BRAND_NAME') ?? DEFAULT_BRAND_NAME;

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
    rateLimitPerMinute,
    introspection,
    logLevel,
    clientDist,
    siteUrl,
    publicCacheTtlMs,
    trustProxy,
    brandName,
    themeColor: BRAND_GOLD,
    bodyLimit: '100kb',
  };
}
