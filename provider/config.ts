/**
 * The stand-in's configuration, read once from the environment at start. A bad value
 * stops the process with a one-line message instead of failing later on first use.
 */

export interface ProviderConfig {
  port: number;
  host: string;
  dataDir: string;
  timeZone: string;
  razorpayKeyId: string;
  razorpayKeySecret: string;
  /** NODE_ENV=production: test controls are refused. */
  production: boolean;
  /** Where webhooks go (the gateway's POST /webhooks/razorpay); null sends none. */
  webhookUrl: string | null;
  /** Signs the webhooks (the gateway verifies with the same value). */
  webhookSecret: string;
  /** A webhook is retried for this long after its first attempt. */
  webhookRetryForMs: number;
  /** The first retry's wait; each next one doubles (at most 30 s). */
  webhookFirstRetryMs: number;
  /** PROVIDER_FILES_KEY: opens class files (videos, PDFs) to the gateway; null opens them to nobody. */
  filesKey: string | null;
}

/** The shared test key pair: the gateway's config carries the same defaults. */
export const DEFAULT_RAZORPAY_KEY_ID = 'rzp_test_academy0000001';
export const DEFAULT_RAZORPAY_KEY_SECRET = 'academy_test_secret_0000000001';
/** The shared test webhook secret: the gateway's config carries the same default. */
export const DEFAULT_RAZORPAY_WEBHOOK_SECRET = 'academy_test_webhook_secret_0001';

export const providerDefaults = {
  port: 4010,
  host: '127.0.0.1',
  dataDir: '.data',
  timeZone: 'Asia/Kolkata',
  webhookRetryForMs: 15 * 60 * 1000,
  webhookFirstRetryMs: 1000,
} as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return providerDefaults.port;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  // 0 asks the system for a free port; the ready line then names the port it got.
  if (!Number.isInteger(port) || port > 65535) {
    throw new ConfigError(`PROVIDER_PORT must be an integer from 0 to 65535 (got "${raw}")`);
  }
  return port;
}

function parseTimeZone(raw: string | undefined): string {
  const zone = raw ?? providerDefaults.timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new ConfigError(
      `PROVIDER_TZ must be an IANA time zone such as Asia/Kolkata (got "${zone}")`,
    );
  }
  return zone;
}

function parseHost(raw: string | undefined): string {
  const host = raw ?? providerDefaults.host;
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) {
    throw new ConfigError(`HOST must be a host name or IP address (got "${host}")`);
  }
  return host;
}

function parseKeyId(raw: string | undefined): string {
  const keyId = raw ?? DEFAULT_RAZORPAY_KEY_ID;
  if (!/^rzp_(test|live)_[A-Za-z0-9]{1,40}$/.test(keyId)) {
    throw new ConfigError(`RAZORPAY_KEY_ID must look like rzp_test_XXXXXXXX (got "${keyId}")`);
  }
  return keyId;
}

/** As the gateway: in production a signing secret this short could be guessed from one signature. */
const MIN_PRODUCTION_SECRET_LENGTH = 24;

function refuseShortInProduction(name: string, secret: string, production: boolean): void {
  if (production && secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
    throw new ConfigError(
      `${name} must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV=production`,
    );
  }
}

function parseKeySecret(raw: string | undefined, production: boolean): string {
  const secret = raw ?? DEFAULT_RAZORPAY_KEY_SECRET;
  if (!/^[\x21-\x7e]{8,128}$/.test(secret)) {
    throw new ConfigError('RAZORPAY_KEY_SECRET must be 8 to 128 visible ASCII characters');
  }
  refuseShortInProduction('RAZORPAY_KEY_SECRET', secret, production);
  return secret;
}

function parseWebhookSecret(raw: string | undefined, production: boolean): string {
  const secret = raw ?? DEFAULT_RAZORPAY_WEBHOOK_SECRET;
  refuseShortInProduction('RAZORPAY_WEBHOOK_SECRET', secret, production);
  return secret;
}

function parseWebhookUrl(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // reported below
  }
  throw new ConfigError(`RAZORPAY_WEBHOOK_URL must be an http(s) URL (got "${raw}")`);
}

function parseMs(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 86_400_000) {
    throw new ConfigError(
      `${name} must be a whole number of milliseconds from 1 to 86400000 (got "${raw}")`,
    );
  }
  return value;
}

function parseFilesKey(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  if (!/^[\x21-\x7e]{16,256}$/.test(raw)) {
    throw new ConfigError('PROVIDER_FILES_KEY must be 16 to 256 visible ASCII characters');
  }
  return raw;
}

export function loadConfig(env: Env = process.env): ProviderConfig {
  const production = setting(env, 'NODE_ENV') === 'production';
  return {
    port: parsePort(setting(env, 'PROVIDER_PORT')),
    host: parseHost(setting(env, 'HOST')),
    dataDir: setting(env, 'DATA_DIR') ?? providerDefaults.dataDir,
    timeZone: parseTimeZone(setting(env, 'PROVIDER_TZ')),
    razorpayKeyId: parseKeyId(setting(env, 'RAZORPAY_KEY_ID')),
    razorpayKeySecret: parseKeySecret(setting(env, 'RAZORPAY_KEY_SECRET'), production),
    production,
    webhookUrl: parseWebhookUrl(setting(env, 'RAZORPAY_WEBHOOK_URL')),
    webhookSecret: parseWebhookSecret(setting(env, 'RAZORPAY_WEBHOOK_SECRET'), production),
    webhookRetryForMs: parseMs(
      'WEBHOOK_RETRY_FOR_MS',
      setting(env, 'WEBHOOK_RETRY_FOR_MS'),
      providerDefaults.webhookRetryForMs,
    ),
    webhookFirstRetryMs: parseMs(
      'WEBHOOK_FIRST_RETRY_MS',
      setting(env, 'WEBHOOK_FIRST_RETRY_MS'),
      providerDefaults.webhookFirstRetryMs,
    ),
    filesKey: parseFilesKey(setting(env, 'PROVIDER_FILES_KEY')),
  };
}
