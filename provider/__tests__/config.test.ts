import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import { ConfigError, loadConfig } from '../config.ts';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      mailPort: 4025,
      dataDir: '.data',
      timeZone: 'Asia/Kolkata',
      razorpayKeyId: DEFAULT_RAZORPAY_KEY_ID,
      razorpayKeySecret: DEFAULT_RAZORPAY_KEY_SECRET,
      production: false,
      webhookUrl: null,
      webhookSecret: 'academy_test_webhook_secret_0001',
      webhookRetryForMs: 900_000,
      webhookFirstRetryMs: 1000,
      filesKey: null,
      logLevel: 'info',
    });
    expect(DEFAULT_RAZORPAY_KEY_ID).toBe('rzp_test_academy0000001');
    expect(DEFAULT_RAZORPAY_KEY_SECRET).toBe('academy_test_secret_0000000001');
  });

  it('reads every setting from the environment', () => {
    expect(
      loadConfig({
        PROVIDER_PORT: '4110',
        HOST: '0.0.0.0',
        MAIL_PORT: '2525',
        DATA_DIR: '/tmp/somewhere',
        PROVIDER_TZ: 'Europe/London',
        RAZORPAY_KEY_ID: 'rzp_test_other123',
        RAZORPAY_KEY_SECRET: 'another-secret-of-24-chars',
        NODE_ENV: 'production',
        RAZORPAY_WEBHOOK_URL: 'http://127.0.0.1:4000/webhooks/razorpay',
        RAZORPAY_WEBHOOK_SECRET: 'another-webhook-secret-0001',
        WEBHOOK_RETRY_FOR_MS: '60000',
        WEBHOOK_FIRST_RETRY_MS: '250',
        PROVIDER_FILES_KEY: 'files-key-of-sixteen-plus',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      port: 4110,
      host: '0.0.0.0',
      mailPort: 2525,
      dataDir: '/tmp/somewhere',
      timeZone: 'Europe/London',
      razorpayKeyId: 'rzp_test_other123',
      razorpayKeySecret: 'another-secret-of-24-chars',
      production: true,
      webhookUrl: 'http://127.0.0.1:4000/webhooks/razorpay',
      webhookSecret: 'another-webhook-secret-0001',
      webhookRetryForMs: 60_000,
      webhookFirstRetryMs: 250,
      filesKey: 'files-key-of-sixteen-plus',
      logLevel: 'warn',
    });
    expect(() => loadConfig({ PROVIDER_FILES_KEY: 'short' })).toThrow(/PROVIDER_FILES_KEY/);
  });

  it('takes short secrets outside production only', () => {
    const config = loadConfig({
      RAZORPAY_KEY_SECRET: 'short-key',
      RAZORPAY_WEBHOOK_SECRET: 'whsec',
    });
    expect([config.razorpayKeySecret, config.webhookSecret]).toEqual(['short-key', 'whsec']);
    const production = loadConfig({
      NODE_ENV: 'production',
      RAZORPAY_KEY_SECRET: 'key-secret-0123456789abcd',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-0123456789abc',
    });
    expect([production.razorpayKeySecret, production.webhookSecret]).toEqual([
      'key-secret-0123456789abcd',
      'hook-secret-0123456789abc',
    ]);
    // One character repeated is no secret, in any environment.
    expect(() => loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(30) })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET is one character repeated or a short pattern/,
    );
  });

  it.each([
    [{ PROVIDER_PORT: '70000' }, 'PROVIDER_PORT must be an integer from 0 to 65535 (got "70000")'],
    [{ PROVIDER_PORT: '40.5' }, 'PROVIDER_PORT must be an integer from 0 to 65535 (got "40.5")'],
    [{ PROVIDER_TZ: 'Mars/Olympus' }, 'PROVIDER_TZ must be an IANA time zone'],
    [{ HOST: 'bad host' }, 'HOST must be a host name or IP address'],
    [{ RAZORPAY_KEY_ID: 'key123' }, 'RAZORPAY_KEY_ID must look like rzp_test_'],
    [{ RAZORPAY_KEY_SECRET: 'short' }, 'RAZORPAY_KEY_SECRET must be 8 to 128'],
    [
      { RAZORPAY_WEBHOOK_URL: 'ftp://gateway/webhooks' },
      'RAZORPAY_WEBHOOK_URL must be an http(s) URL (got "ftp://gateway/webhooks")',
    ],
    [
      { WEBHOOK_RETRY_FOR_MS: 'forever' },
      'WEBHOOK_RETRY_FOR_MS must be a whole number of milliseconds from 1 to 86400000',
    ],
    [
      { NODE_ENV: 'production', RAZORPAY_KEY_SECRET: 'a-secret-of-23-characte' },
      'RAZORPAY_KEY_SECRET must be at least 24 characters when NODE_ENV=production',
    ],
    [
      { NODE_ENV: 'production', RAZORPAY_WEBHOOK_SECRET: 'whsec' },
      'RAZORPAY_WEBHOOK_SECRET must be at least 24 characters when NODE_ENV=production',
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
