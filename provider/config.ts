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
  logLevel,
  longInProduction,
  variedSecret,
  matching,
  production,
  readEnv,
  text,
  timeZone,
  token,
} from '../common/config-schema.ts';
import type { Env } from '../common/config-schema.ts';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
  DEFAULT_RAZORPAY_WEBHOOK_SECRET,
} from '../common/test-payment-keys.ts';
import { ACADEMY_TIME_ZONE } from '../common/time-zone.ts';

export { ConfigError } from '../common/config-schema.ts';

const milliseconds = () =>
  integer({
    min: 1,
    max: 86_400_000,
    unit: 'ms',
    message: (name, got) =>
      `${name} must be a whole number of milliseconds from 1 to 86400000 (got "${got}")`,
  });

/**
 * Every setting the stand-in reads, each labelled with its variable. Those the gateway reads
 * too are described (in README) with the gateway's schema.
 */
export const standInSchema = yup.object({
  /** NODE_ENV=production: test controls are refused. */
  production: production().meta(documentedBy('gateway')),
  // 0 asks the system for a free port; the ready line then names the port it got.
  port: integer({
    min: 0,
    max: 65535,
    message: (name, got) => `${name} must be an integer from 0 to 65535 (got "${got}")`,
  })
    .label('PROVIDER_PORT')
    .default(4010)
    .meta(
      doc(
        "stand-in port; the gateway's PROVIDER_URL points there when PROVIDER_URL is unset (`npm start`: 0 takes any free port)",
      ),
    ),
  host: matching(
    /^[A-Za-z0-9.:[\]-]+$/,
    (name, got) => `${name} must be a host name or IP address (got "${got}")`,
    'a host name or IP address',
  )
    .label('HOST')
    .default('127.0.0.1')
    .meta(documentedBy('gateway')),
  /** The SMTP server whose mail /mail shows; 0 takes any free port. */
  mailPort: integer({
    min: 0,
    max: 65535,
    message: (name, got) => `${name} must be an integer from 0 to 65535 (got "${got}")`,
  })
    .label('MAIL_PORT')
    .default(4025)
    .meta(documentedBy('gateway')),
  dataDir: text().label('DATA_DIR').default('.data').meta(documentedBy('gateway')),
  timeZone: timeZone(
    (name, got) => `${name} must be an IANA time zone such as ${ACADEMY_TIME_ZONE} (got "${got}")`,
  )
    .label('PROVIDER_TZ')
    .meta(documentedBy('gateway')),
  razorpayKeyId: matching(
    /^rzp_(test|live)_[A-Za-z0-9]{1,40}$/,
    (name, got) => `${name} must look like rzp_test_XXXXXXXX (got "${got}")`,
    '`rzp_test_…` or `rzp_live_…`',
  )
    .label('RAZORPAY_KEY_ID')
    .default(DEFAULT_RAZORPAY_KEY_ID)
    .meta(documentedBy('gateway')),
  razorpayKeySecret: matching(
    /^[\x21-\x7e]{8,128}$/,
    'RAZORPAY_KEY_SECRET must be 8 to 128 visible ASCII characters',
    '8 to 128 visible ASCII characters',
  )
    .label('RAZORPAY_KEY_SECRET')
    .default(DEFAULT_RAZORPAY_KEY_SECRET)
    .test(longInProduction)
    .test(variedSecret)
    .meta(documentedBy('gateway')),
  /** Where webhooks go (the gateway's POST /webhooks/razorpay); null sends none. */
  webhookUrl: httpUrl('keep', (name, got) => `${name} must be an http(s) URL (got "${got}")`)
    .label('RAZORPAY_WEBHOOK_URL')
    .nullable()
    .default(null)
    .meta(
      doc(
        'where the stand-in posts its webhooks (`npm start` sets it; unset when run alone: no webhooks)',
        "the gateway's `/webhooks/razorpay`",
      ),
    ),
  /** Signs the webhooks (the gateway verifies with the same value). */
  webhookSecret: text()
    .label('RAZORPAY_WEBHOOK_SECRET')
    .default(DEFAULT_RAZORPAY_WEBHOOK_SECRET)
    .test(longInProduction)
    .test(variedSecret)
    .meta(documentedBy('gateway')),
  /** A webhook is retried for this long after its first attempt. */
  webhookRetryForMs: milliseconds()
    .label('WEBHOOK_RETRY_FOR_MS')
    .default(15 * 60 * 1000)
    .meta(
      doc(
        'a webhook answered with anything but 2xx is retried for this long, the first retry after WEBHOOK_FIRST_RETRY_MS',
      ),
    ),
  /** The first retry's wait; each next one doubles (at most 30 s). */
  webhookFirstRetryMs: milliseconds()
    .label('WEBHOOK_FIRST_RETRY_MS')
    .default(1000)
    .meta(doc('the wait before a webhook is first retried; each next one doubles (at most 30 s)')),
  /** Opens class files (videos, PDFs) to the gateway; null opens them to nobody. */
  filesKey: token()
    .label('PROVIDER_FILES_KEY')
    .nullable()
    .default(null)
    .meta(documentedBy('gateway')),
  /** pino's log level. */
  logLevel: logLevel().meta(documentedBy('gateway')),
});

export type ProviderConfig = yup.InferType<typeof standInSchema>;

export function loadConfig(env: Env = process.env): ProviderConfig {
  return readEnv(standInSchema, env);
}
