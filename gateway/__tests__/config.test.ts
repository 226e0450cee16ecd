import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RAZORPAY_KEY_ID,
  DEFAULT_RAZORPAY_KEY_SECRET,
} from '../../common/test-payment-keys.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { smtpUrlOf } from '../config/mail.ts';

/** Real-looking production payment and mail settings (none of them the repository's test values). */
const LIVE_PAYMENTS = {
  SMTP_URL: 'smtps://academy:mail-password@smtp.example.com:465',
  RAZORPAY_KEY_ID: 'rzp_live_Academy0001',
  RAZORPAY_KEY_SECRET: 'live-secret-0123456789abcdef',
  RAZORPAY_WEBHOOK_SECRET: 'whsec-live-0123456789abcdef',
  RAZORPAY_API_URL: 'https://api.razorpay.com/v1/',
  CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
};

/** A session secret as production takes it: long and random-looking. */
const LIVE_SESSION_SECRET = 'live-session-secret-7f3a9c0e5b2d8146aa';

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
      SESSION_SECRET: LIVE_SESSION_SECRET,
      ...LIVE_PAYMENTS,
    });
    expect(config.introspection).toBe(false);
    expect(config.production).toBe(true);
    expect(config.razorpayWebhookSecret).toBe('whsec-live-0123456789abcdef');
  });

  it('refuses to start in production with payment settings unset, naming each', () => {
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: LIVE_SESSION_SECRET })).toEqual([
      'RAZORPAY_KEY_ID is required when NODE_ENV=production',
      'RAZORPAY_KEY_SECRET is required when NODE_ENV=production',
      'RAZORPAY_WEBHOOK_SECRET is required when NODE_ENV=production',
      'RAZORPAY_API_URL is required when NODE_ENV=production',
      'CHECKOUT_SCRIPT_URL is required when NODE_ENV=production',
      'SMTP_URL is required when NODE_ENV=production',
    ]);
    // Set but empty is unset too (an empty key secret would turn verification off).
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: LIVE_SESSION_SECRET,
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
          SESSION_SECRET: LIVE_SESSION_SECRET,
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

  it('reads REMINDER_QUIET_HOURS as hours of India time, 21-8 by default, empty for none', () => {
    expect(loadConfig({}).reminderQuietHours).toEqual({ startHour: 21, endHour: 8 });
    expect(loadConfig({ REMINDER_QUIET_HOURS: '22-7' }).reminderQuietHours).toEqual({
      startHour: 22,
      endHour: 7,
    });
    expect(loadConfig({ REMINDER_QUIET_HOURS: '' }).reminderQuietHours).toBeNull();
    expect(problemsOf({ REMINDER_QUIET_HOURS: '21:00-08:00' })).toEqual([
      'REMINDER_QUIET_HOURS must be two hours of India time from 0 to 23 joined by "-", such as 21-8 (21:00 to 08:00), or empty for none; got "21:00-08:00"',
    ]);
    expect(problemsOf({ REMINDER_QUIET_HOURS: '9-9', PORT: 'abc' })).toEqual([
      'PORT must be an integer between 0 and 65535, got "abc"',
      'REMINDER_QUIET_HOURS must start and end at different hours (9-9 would be all day or no time); leave it empty for none',
    ]);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8 ,fd00:ab:cd::/48' }).trustProxy).toEqual(
      ['loopback', '10.0.0.0/8', 'fd00:ab:cd::/48'],
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be a hop count \(such as 1\) or the proxies' addresses, not "true"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'my-proxy.example' })).toThrow(
      /TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '50' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY ranges that trust everyone or more than a /8 (IPv4) or /32 (IPv6)', () => {
    const accepted = [
      '10.0.0.0/8',
      '203.0.113.7',
      '203.0.113.0/24',
      '2001:db8::/32',
      '2001:db8:1::/48',
      '::1',
      '::ffff:10.0.0.0/104',
      'uniquelocal',
    ];
    for (const range of accepted) {
      expect(loadConfig({ TRUST_PROXY: range }).trustProxy, range).toEqual([range]);
    }
    const wider = (range: string) =>
      `TRUST_PROXY range "${range}" is wider than /8 (IPv4) or /32 (IPv6); list your proxies' addresses or narrower ranges`;
    expect(problemsOf({ TRUST_PROXY: '0.0.0.0/0' })).toEqual([
      `TRUST_PROXY "0.0.0.0/0" would trust every address, so any client could choose its own; list your proxies' addresses or ranges instead`,
    ]);
    expect(problemsOf({ TRUST_PROXY: '::/0' })).toEqual([
      `TRUST_PROXY "::/0" would trust every address, so any client could choose its own; list your proxies' addresses or ranges instead`,
    ]);
    // Two halves of the address space are everyone too.
    expect(problemsOf({ TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' })).toEqual([
      wider('0.0.0.0/1'),
      wider('128.0.0.0/1'),
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/7' })).toEqual([wider('10.0.0.0/7')]);
    expect(problemsOf({ TRUST_PROXY: 'loopback, fd00::/8' })).toEqual([wider('fd00::/8')]);
    expect(problemsOf({ TRUST_PROXY: '2001:db8::/31' })).toEqual([wider('2001:db8::/31')]);
    expect(problemsOf({ TRUST_PROXY: '::ffff:10.0.0.0/103' })).toEqual([
      wider('::ffff:10.0.0.0/103'),
    ]);
    // IPv4 clients are compared with IPv6 ranges as ::ffff:a.b.c.d.
    for (const range of ['::ffff:0:0/96', '::/32']) {
      expect(problemsOf({ TRUST_PROXY: range }), range).toEqual([
        `TRUST_PROXY range "${range}" holds every IPv4 address (as ::ffff:0:0/96); list your proxies' addresses or narrower ranges`,
      ]);
    }
    for (const malformed of ['10.0.0.0/33', '300.1.2.3', '10.0.0.0/8/8', 'fd00::/129']) {
      expect(problemsOf({ TRUST_PROXY: malformed }), malformed).toEqual([
        `TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${malformed}"`,
      ]);
    }
  });

  it('refuses TRUST_PROXY ranges that together cover more than a /8 (IPv4) or /32 (IPv6)', () => {
    const together = (family: string, prefix: number) =>
      `TRUST_PROXY's ranges together cover more ${family} addresses than one /${prefix}; list your proxies' addresses or narrower ranges`;
    const everySlash8 = Array.from({ length: 256 }, (_, first) => `${first}.0.0.0/8`).join(',');
    expect(problemsOf({ TRUST_PROXY: everySlash8 })).toEqual([together('IPv4', 8)]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8,11.0.0.0/9' })).toEqual([together('IPv4', 8)]);
    // IPv4 written as IPv6 counts with IPv4.
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/8,::ffff:12.0.0.0/104' })).toEqual([
      together('IPv4', 8),
    ]);
    expect(problemsOf({ TRUST_PROXY: '2001:db8::/32,2001:db9::/32' })).toEqual([
      together('IPv6', 32),
    ]);
    // Overlaps count once, single addresses are tiny, and the private presets are not counted.
    const fine =
      '10.0.0.0/9,10.1.0.0/16,10.2.3.4,192.0.2.7,uniquelocal,loopback,2001:db8::/33,2001:db8:8000::/33';
    expect(loadConfig({ TRUST_PROXY: fine }).trustProxy).toEqual(fine.split(','));
  });

  it('listens on every interface by default, and only on loopback behind a proxy', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ TRUST_PROXY: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ TRUST_PROXY: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '10.1.2.3' }).host).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '1', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: 'gateway.internal' }).host).toBe('gateway.internal');
    expect(problemsOf({ HOST: 'bad host' })).toEqual([
      'HOST must be an IP address or a host name, got "bad host"',
    ]);
  });

  it('refuses payment and webhook secrets shorter than 24 characters in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: LIVE_SESSION_SECRET,
      ...LIVE_PAYMENTS,
    };
    expect(
      problemsOf({
        ...production,
        RAZORPAY_KEY_SECRET: 'key-0123',
        RAZORPAY_WEBHOOK_SECRET: 'hook-secret-0123456789a',
      }),
    ).toEqual([
      'RAZORPAY_KEY_SECRET must be at least 24 characters when NODE_ENV=production',
      'RAZORPAY_WEBHOOK_SECRET must be at least 24 characters when NODE_ENV=production',
    ]);
    const config = loadConfig({
      ...production,
      RAZORPAY_KEY_SECRET: 'key-secret-0123456789abcd',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-0123456789abc',
    });
    expect([config.razorpayKeySecret, config.razorpayWebhookSecret]).toEqual([
      'key-secret-0123456789abcd',
      'hook-secret-0123456789abc',
    ]);
    // Outside production a short test secret is still taken.
    expect(loadConfig({ RAZORPAY_WEBHOOK_SECRET: 'short' }).razorpayWebhookSecret).toBe('short');
  });

  it('refuses secrets that are one character repeated or a short pattern, anywhere', () => {
    const pattern = (name: string) =>
      `${name} is one character repeated or a short pattern (fewer than 5 different characters); use a random value, for example from \`openssl rand -hex 32\``;
    expect(
      problemsOf({
        SESSION_SECRET: 'x'.repeat(40),
        METRICS_TOKEN: 'abab'.repeat(8),
        PROVIDER_FILES_KEY: '1234'.repeat(5),
        RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(30),
      }),
    ).toEqual([
      pattern('SESSION_SECRET'),
      pattern('RAZORPAY_WEBHOOK_SECRET'),
      pattern('PROVIDER_FILES_KEY'),
      pattern('METRICS_TOKEN'),
    ]);
    // Five different characters is the least a value may have.
    expect(loadConfig({ METRICS_TOKEN: 'abcde'.repeat(4) }).metricsToken).toBe('abcde'.repeat(4));
  });

  it("refuses the repository's published test values as any secret in production", () => {
    const production = { NODE_ENV: 'production', ...LIVE_PAYMENTS };
    expect(
      problemsOf({
        ...production,
        SESSION_SECRET: 'academy_test_secret_0000000001-and-more',
        METRICS_TOKEN: 'academy_test_webhook_secret_0001',
      }),
    ).toEqual([
      "METRICS_TOKEN holds one of the repository's test values; set a real one for production",
    ]);
    expect(
      problemsOf({
        ...production,
        SESSION_SECRET: LIVE_SESSION_SECRET,
        PROVIDER_FILES_KEY: DEFAULT_RAZORPAY_KEY_SECRET,
      }),
    ).toEqual([
      "PROVIDER_FILES_KEY holds one of the repository's test values; set a real one for production",
    ]);
    // Outside production the test values are the defaults.
    expect(loadConfig({ METRICS_TOKEN: DEFAULT_RAZORPAY_KEY_SECRET }).metricsToken).toBe(
      DEFAULT_RAZORPAY_KEY_SECRET,
    );
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

  it('keeps class video renditions in DATA_DIR/media unless MEDIA_DIR says where', () => {
    expect(loadConfig({ DATA_DIR: '/srv/academy' }).mediaDir).toBe('/srv/academy/media');
    expect(loadConfig({ DATA_DIR: '/srv/academy', MEDIA_DIR: '/mnt/shared/media' }).mediaDir).toBe(
      '/mnt/shared/media',
    );
    expect(loadConfig({ DATA_DIR: '/srv/academy', MEDIA_DIR: 'media-here' }).mediaDir).toBe(
      `${process.cwd()}/media-here`,
    );
  });

  it('limits the class videos it transcodes: 3 hours and 12 GB unless told otherwise', () => {
    const defaults = loadConfig({});
    expect([defaults.mediaMaxDurationS, defaults.mediaMaxBytes]).toEqual([10_800, 12_000_000_000]);
    const set = loadConfig({ MEDIA_MAX_DURATION_S: '7200', MEDIA_MAX_BYTES: '5000000000' });
    expect([set.mediaMaxDurationS, set.mediaMaxBytes]).toEqual([7200, 5_000_000_000]);
    expect(() => loadConfig({ MEDIA_MAX_DURATION_S: '3h', MEDIA_MAX_BYTES: '-1' })).toThrow(
      new ConfigError([
        'MEDIA_MAX_DURATION_S must be an integer between 60 and 86400, got "3h"',
        'MEDIA_MAX_BYTES must be an integer between 1000000 and 1000000000000, got "-1"',
      ]),
    );
  });

  it('turns payments verification off with an empty RAZORPAY_KEY_SECRET', () => {
    expect(loadConfig({ RAZORPAY_KEY_SECRET: '' }).razorpayKeySecret).toBeNull();
  });

  it('reads the seller on receipts: plain receipts by default, a GSTIN in capitals', () => {
    expect(loadConfig({}).seller).toEqual({
      gstin: null,
      legalName: 'Sharpline Trading Academy',
      address: null,
      state: null,
      invoicePrefix: 'SL',
    });
    expect(
      loadConfig({
        ACADEMY_GSTIN: '27aapfu0939f1zv',
        ACADEMY_LEGAL_NAME: 'Sharpline Education Private Limited',
        ACADEMY_ADDRESS: 'Andheri East, Mumbai 400069',
        ACADEMY_STATE: 'Maharashtra',
        ACADEMY_INVOICE_PREFIX: 'SHARP-2026',
      }).seller,
    ).toEqual({
      gstin: '27AAPFU0939F1ZV',
      legalName: 'Sharpline Education Private Limited',
      address: 'Andheri East, Mumbai 400069',
      state: 'Maharashtra',
      invoicePrefix: 'SHARP-2026',
    });
    expect(() => loadConfig({ ACADEMY_GSTIN: '27AAPFU0939F1Z' })).toThrow(
      'ACADEMY_GSTIN must be a 15-character GSTIN (2 digits, a PAN, then 3 characters, such as 27AAPFU0939F1ZV), got "27AAPFU0939F1Z"',
    );
    expect(() => loadConfig({ ACADEMY_INVOICE_PREFIX: 'SL/2026' })).toThrow(
      'ACADEMY_INVOICE_PREFIX must be 1 to 16 letters, digits or hyphens, got "SL/2026"',
    );
    expect(() => loadConfig({ ACADEMY_INVOICE_PREFIX: 'A'.repeat(17) })).toThrow(
      /ACADEMY_INVOICE_PREFIX must be 1 to 16/,
    );
  });

  it('sends mail through the stand-in by default, else SMTP_URL, from MAIL_FROM', () => {
    const standIn = loadConfig({});
    expect(standIn.mailFrom).toBe('Sharpline Trading Academy <no-reply@localhost>');
    expect(smtpUrlOf(standIn)).toBe('smtp://127.0.0.1:4025');
    expect(smtpUrlOf(loadConfig({ MAIL_PORT: '2525' }))).toBe('smtp://127.0.0.1:2525');
    const set = loadConfig({
      SMTP_URL: 'smtps://academy:secret@smtp.example.com:465',
      MAIL_FROM: 'receipts@academy.example',
      MAIL_SEND_TIMEOUT_MS: '5000',
    });
    expect(smtpUrlOf(set)).toBe('smtps://academy:secret@smtp.example.com:465');
    expect(set.mailFrom).toBe('receipts@academy.example');
    expect(set.mailSendTimeoutMs).toBe(5000);
    // A bad URL is named without repeating it (it may hold a password).
    expect(
      problemsOf({ SMTP_URL: 'http://user:secret@mail.example.com', MAIL_FROM: 'nobody' }),
    ).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com:465',
      'MAIL_FROM must be an address or "Name <address>", got "nobody"',
    ]);
  });
});
