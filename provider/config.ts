/**
 * The stand-in's configuration: every environment variable it reads, as one yup schema
 * (type, default, bounds, transform and README's words for each; README's table is made
 * from it and the gateway's by `npm run config:table`), read once at start. A bad value
 * stops the process with a one-line message naming each problem instead of failing later
 * on first use.
 */
import * as yup from 'yup';
import {
  doc,
  documentedBy,
  httpUrl,
  integer,
  longInProduction,
  matching,
  readEnv,
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  /** pino's log level. */
  logLevel: (typeof LOG_LEVELS)[number];
}

const milliseconds = () =>
  integer({
    min: 1,
    max: 86_400_000,
    unit: 'ms',
    message: (name, got) =>
      `${name} must be a whole number of milliseconds from 1 to 86400000 (got "${got}")`,
  });

/**
 * Every variable the stand-in reads. Those the gateway reads too are described (in README)
 * with the gateway's schema.
 */
export const standInSchema = yup.object({
  NODE_ENV: text().default('development').meta(documentedBy('gateway')),
  // 0 asks the system for a free port; the ready line then names the port it got.
  PROVIDER_PORT: integer({
    min: 0,
    max: 65535,
    message: (name, got) => `${name} must be an integer from 0 to 65535 (got "${got}")`,
  })
    .default(4010)
    .meta(
      doc(
        "stand-in port; the gateway's PROVIDER_URL points there when PROVIDER_URL is unset (`npm start`: 0 takes any free port)",
      ),
    ),
  HOST: matching(
    /^[A-Za-z0-9.:[\]-]+$/,
    (name, got) => `${name} must be a host name or IP address (got "${got}")`,
    'a host name or IP address',
  )
    .default('127.0.0.1')
    .meta(documentedBy('gateway')),
  DATA_DIR: text().default('.data').meta(documentedBy('gateway')),
  PROVIDER_TZ: text()
    .default(ACADEMY_TIME_ZONE)
    .test({
      name: 'time-zone',
      message: ({ path: name, value }: { path: string; value: unknown }) =>
        `${name} must be an IANA time zone such as ${ACADEMY_TIME_ZONE} (got "${String(value)}")`,
      test: (value) => value === undefined || isTimeZone(value),
    })
    .meta(documentedBy('gateway')),
  RAZORPAY_KEY_ID: matching(
    /^rzp_(test|live)_[A-Za-z0-9]{1,40}$/,
    (name, got) => `${name} must look like rzp_test_XXXXXXXX (got "${got}")`,
    '`rzp_test_…` or `rzp_live_…`',
  )
    .default(DEFAULT_RAZORPAY_KEY_ID)
    .meta(documentedBy('gateway')),
  RAZORPAY_KEY_SECRET: matching(
    /^[\x21-\x7e]{8,128}$/,
    'RAZORPAY_KEY_SECRET must be 8 to 128 visible ASCII characters',
    '8 to 128 visible ASCII characters',
  )
    .default(DEFAULT_RAZORPAY_KEY_SECRET)
    .test(longInProduction)
    .meta(documentedBy('gateway')),
  RAZORPAY_WEBHOOK_URL: httpUrl(
    'keep',
    (name, got) => `${name} must be an http(s) URL (got "${got}")`,
  ).meta(
    doc(
      'where the stand-in posts its webhooks (`npm start` sets it; unset when run alone: no webhooks)',
      "the gateway's `/webhooks/razorpay`",
    ),
  ),
  RAZORPAY_WEBHOOK_SECRET: text()
    .default(DEFAULT_RAZORPAY_WEBHOOK_SECRET)
    .test(longInProduction)
    .meta(documentedBy('gateway')),
  WEBHOOK_RETRY_FOR_MS: milliseconds()
    .default(15 * 60 * 1000)
    .meta(
      doc(
        'a webhook answered with anything but 2xx is retried for this long, the first retry after WEBHOOK_FIRST_RETRY_MS',
      ),
    ),
  WEBHOOK_FIRST_RETRY_MS: milliseconds()
    .default(1000)
    .meta(doc('the wait before a webhook is first retried; each next one doubles (at most 30 s)')),
  PROVIDER_FILES_KEY: token('PROVIDER_FILES_KEY').meta(documentedBy('gateway')),
  LOG_LEVEL: text()
    .transform((value: string | undefined) => value?.toLowerCase())
    .default('info')
    .oneOf(
      LOG_LEVELS,
      ({ path: name, value }: { path: string; value: unknown }) =>
        `${name} must be one of ${LOG_LEVELS.join(', ')} (got "${String(value)}")`,
    )
    .meta(documentedBy('gateway')),
});

export function loadConfig(env: Env = process.env): ProviderConfig {
  const settings = readEnv(standInSchema, env);
  return {
    port: settings.PROVIDER_PORT,
    host: settings.HOST,
    dataDir: settings.DATA_DIR,
    timeZone: settings.PROVIDER_TZ,
    razorpayKeyId: settings.RAZORPAY_KEY_ID,
    razorpayKeySecret: settings.RAZORPAY_KEY_SECRET,
    production: settings.NODE_ENV === 'production',
    webhookUrl: settings.RAZORPAY_WEBHOOK_URL ?? null,
    webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET,
    webhookRetryForMs: settings.WEBHOOK_RETRY_FOR_MS,
    webhookFirstRetryMs: settings.WEBHOOK_FIRST_RETRY_MS,
    filesKey: settings.PROVIDER_FILES_KEY ?? null,
    logLevel: settings.LOG_LEVEL,
  };
}
