import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
  loadConfig,
} from '../config.ts';

/** Real-looking production payment settings (none of them the repository's test values). */
const LIVE_PAYMENTS = {
  RAZORPAY_KEY_ID: 'rzp_live_Academy0001',
  RAZORPAY_KEY_SECRET: 'live-secret-0123456789abcdef',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-live-0123456789',
  RAZORPAY_API_URL: 'https://api.razorpay.com/v1/',
  CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('loadConfig', () => {
  it('has the documented defaults, derived from the provider URL', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.providerUrl).toBe('http://127.0.0.1:4010/api/v1/');
    expect(config.providerUploadsUrl).toBe('http://127.0.0.1:4010/uploads/');
    expect(config.checkoutScriptUrl).toBe('http://127.0.0.1:4010/checkout.js');
    expect(config.razorpayApiUrl).toBe('http://127.0.0.1:4010/razorpay/v1/');
    expect(config.providerTimeoutMs).toBe(10_000);
    expect(config.providerTz).toBe('Asia/Kolkata');
    expect(config.razorpayKeyId).toBe(DEFAULT_RAZORPAY_KEY_ID);
    expect(config.razorpayKeySecret).toBe(DEFAULT_RAZORPAY_KEY_SECRET);
    expect(config.rateLimitPerMinute).toBe(10);
    expect(config.introspection).toBe(true);
    expect(config.publicCacheTtlMs).toBe(30_000);
    expect(config.trustProxy).toBe(false);
    expect(config.themeColor).toBe('#D4A017');
  });

  it('follows PROVIDER_URL and adds the trailing slash', () => {
    const config = loadConfig({ PROVIDER_URL: 'http://127.0.0.1:4121/api/v1' });
    expect(config.providerUrl).toBe('http://127.0.0.1:4121/api/v1/');
    expect(config.providerUploadsUrl).toBe('http://127.0.0.1:4121/uploads/');
    expect(config.checkoutScriptUrl).toBe('http://127.0.0.1:4121/checkout.js');
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'PORT must be an integer between 0 and 65535, got "abc"',
    );
    expect(() => loadConfig({ PROVIDER_URL: 'ftp://x' })).toThrow(
      /PROVIDER_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ PROVIDER_TZ: 'Mars/Olympus' })).toThrow(/PROVIDER_TZ/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ INTROSPECTION: 'maybe' })).toThrow(
      /INTROSPECTION must be true or false/,
    );
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: '70000', PROVIDER_TIMEOUT_MS: 'soon' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });

  it('requires SESSION_SECRET in production and turns introspection off there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...LIVE_PAYMENTS })).toThrow(
      /SESSION_SECRET is required/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ...LIVE_PAYMENTS,
    });
    expect(config.introspection).toBe(false);
    expect(config.production).toBe(true);
    expect(config.razorpayWebhookSecret).toBe('whsec-live-0123456789');
  });

  it('refuses to start in production with payment settings unset, naming each', () => {
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toEqual([
      'RAZORPAY_KEY_ID is required when NODE_ENV=production',
      'RAZORPAY_KEY_SECRET is required when NODE_ENV=production',
      'RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production',
      'RAZORPAY_API_URL is required when NODE_ENV=production',
      'CHECKOUT_SCRIPT_URL is required when NODE_ENV=production',
    ]);
    // Set but empty is unset too (an empty key secret would turn verification off).
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        ...LIVE_PAYMENTS,
        RAZORPAY_KEY_SECRET: ' ',
      }),
    ).toEqual(['RAZORPAY_KEY_SECRET is required when NODE_ENV=production']);
  });

  it("refuses the repository's test values in production, each by name", () => {
    const testValues: Record<string, string> = {
      RAZORPAY_KEY_ID: 'rzp_test_academy0000001',
      RAZORPAY_KEY_SECRET: 'academy_test_secret_0000000001',
      RAZORPAY_WEBHOOK_SECRET: 'academy_test_webhook_secret_0001',
      RAZORPAY_API_URL: 'https://academy.example/razorpay/v1/',
      CHECKOUT_SCRIPT_URL: 'http://127.0.0.1:4010/checkout.js',
    };
    for (const [name, value] of Object.entries(testValues)) {
      expect(
        problemsOf({
          NODE_ENV: 'production',
          SESSION_SECRET: 'x'.repeat(40),
          ...LIVE_PAYMENTS,
          [name]: value,
        }),
        name,
      ).toEqual([`${name} holds the repository's test value; set a real one for production`]);
    }
  });

  it('keeps the test values outside production, and reads the reconciliation settings', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      RECONCILE_INTERVAL_MS: '2000',
      RECONCILE_LOOKBACK_MS: '3600000',
    });
    expect(config.razorpayWebhookSecret).toBe('academy_test_webhook_secret_0001');
    expect(config.reconcileIntervalMs).toBe(2000);
    expect(config.reconcileLookbackMs).toBe(3_600_000);
    expect(loadConfig({}).reconcileIntervalMs).toBe(60_000);
    expect(loadConfig({}).reconcileLookbackMs).toBe(172_800_000);
    expect(problemsOf({ RECONCILE_INTERVAL_MS: 'soon' })).toEqual([
      'RECONCILE_INTERVAL_MS must be an integer between 0 and 86400000, got "soon"',
    ]);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be a hop count \(such as 1\) or the proxies' addresses, not "true"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.example' })).toThrow(
      /TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '50' })).toThrow(/TRUST_PROXY/);
  });

  it('reads session lifetimes, the class-file link life and the files key', () => {
    const defaults = loadConfig({});
    expect(defaults.sessionIdleTtlS).toBe(259_200);
    expect(defaults.sessionTtlS).toBe(604_800);
    expect(defaults.mediaLinkTtlS).toBe(3600);
    expect(defaults.providerFilesKey).toBeNull();
    const set = loadConfig({
      SESSION_IDLE_TTL_S: '600',
      SESSION_TTL_S: '7200',
      MEDIA_LINK_TTL_S: '120',
      PROVIDER_FILES_KEY: 'a-files-key-0123456789',
    });
    expect([set.sessionIdleTtlS, set.sessionTtlS, set.mediaLinkTtlS]).toEqual([600, 7200, 120]);
    expect(set.providerFilesKey).toBe('a-files-key-0123456789');
    expect(() => loadConfig({ SESSION_IDLE_TTL_S: '5' })).toThrow(/SESSION_IDLE_TTL_S/);
    expect(() => loadConfig({ MEDIA_LINK_TTL_S: 'soon' })).toThrow(/MEDIA_LINK_TTL_S/);
    expect(() => loadConfig({ PROVIDER_FILES_KEY: 'short' })).toThrow(/PROVIDER_FILES_KEY/);
  });

  it('turns payments verification off with an empty RAZORPAY_KEY_SECRET', () => {
    expect(loadConfig({ RAZORPAY_KEY_SECRET: '' }).razorpayKeySecret).toBeNull();
  });
});
