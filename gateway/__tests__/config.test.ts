import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
  loadConfig,
} from '../config.ts';

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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(config.introspection).toBe(false);
    expect(config.production).toBe(true);
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
