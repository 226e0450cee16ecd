/**
 * The HTTP surface: security headers and CSP, the Sandbox page, request ids, query and
 * body limits, CSRF prevention, rate limits, cookies, and the built client with its
 * history fallback.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVANAGARI_CHECK_HASH } from '../../gateway/site/document.ts';
import {
  LIVE_PAYMENT_ENV,
  TEST_NOW,
  envelope,
  gatewayForTest,
  mockProvider,
  seedCourses,
  sessionToken,
} from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway | undefined;

/** The customer the provider signs in, as its login answer gives her. */
const ASHA = { c_id: '1', name: 'Asha', email: 'a@b.co', mobile: '9876543210' };

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  it('helmet headers with a CSP that allows the checkout and the uploads', async () => {
    gateway = await gatewayForTest({
      env: {
        CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
        PROVIDER_UPLOADS_URL: 'https://files.academy.test/uploads/',
      },
    });
    const response = await fetch(`${gateway.url}/healthz`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Addresses go to this site alone: its own posts say where they came from.
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // No inline script but a Hindi page's font check, by its hash (no site build here).
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      DEVANAGARI_CHECK_HASH,
    ]);
    expect(csp.get('connect-src')).toContain('https://checkout.razorpay.com');
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('frame-src')).toContain('https://api.razorpay.com');
    for (const name of ['img-src', 'media-src', 'frame-src', 'object-src']) {
      expect(csp.get(name)).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://files.academy.test']),
      );
    }
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("by default allows the stand-in's checkout script and its server", async () => {
    gateway = await gatewayForTest({ env: { PROVIDER_URL: 'http://127.0.0.1:4121/api/v1/' } });
    const csp = directives(
      (await fetch(`${gateway.url}/healthz`)).headers.get('content-security-policy'),
    );
    expect(csp.get('script-src')).toContain('http://127.0.0.1:4121');
    expect(csp.get('connect-src')).toContain('http://127.0.0.1:4121');
    expect(csp.get('img-src')).toContain('http://127.0.0.1:4121');
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('serves the Sandbox on GET /graphql outside production with its own script policy', async () => {
    gateway = await gatewayForTest();
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('embeddable-sandbox');
    expect(response.headers.get('content-security-policy')).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="script-src 'self' 'nonce-/,
    );
  });

  it('has no Sandbox, no introspection and a Secure cookie in production', async () => {
    const provider = mockProvider();
    provider.answer('customer/login', envelope('200', 'Login successful.', ASHA));
    gateway = await gatewayForTest({
      dispatcher: provider.agent,
      env: { NODE_ENV: 'production', ...LIVE_PAYMENT_ENV },
    });
    const page = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('embeddable-sandbox');
    const introspection = await gateway.gql('{ __schema { types { name } } }');
    expect(introspection.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const typo = await gateway.gql('{ courses { titel } }');
    expect(typo.body.errors?.[0]?.message).not.toContain('Did you mean');
    const login = await gateway.gql(
      'mutation { login(input: { username: "a@b.co", password: "pw" }) { token } }',
    );
    expect(login.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('refuses introspection in production without naming the server software', async () => {
    gateway = await gatewayForTest({ env: { NODE_ENV: 'production', ...LIVE_PAYMENT_ENV } });
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Course") { name } }',
    ]) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      const text = await response.text();
      expect(response.status, query).toBe(400);
      expect(JSON.parse(text), query).toEqual({
        errors: [
          {
            message: 'Introspection is not available.',
            locations: [{ line: 1, column: 3 }],
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
      expect(text, query).not.toMatch(/apollo|introspection: true/i);
    }
  });

  it('INTROSPECTION=false turns introspection off outside production', async () => {
    gateway = await gatewayForTest({ env: { INTROSPECTION: 'false' } });
    const { body } = await gateway.gql('{ __schema { queryType { name } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('request ids', () => {
  it("echoes the caller's x-request-id or makes one", async () => {
    gateway = await gatewayForTest();
    const given = await fetch(`${gateway.url}/healthz`, {
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-123');
    const made = await fetch(`${gateway.url}/healthz`, {
      headers: { 'x-request-id': 'bad id with spaces!' },
    });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('query and body limits', () => {
  it('rejects queries deeper than 10', async () => {
    gateway = await gatewayForTest();
    const deep = `{ __type(name: "Query") { fields { type ${'{ ofType '.repeat(8)}{ name }${' }'.repeat(8)} } } }`;
    const { body } = await gateway.gql(deep);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects more than 15 aliases', async () => {
    gateway = await gatewayForTest();
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: paymentConfig { keyId }`).join(
      ' ',
    );
    const { body } = await gateway.gql(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
    expect(body.data).toBeUndefined();
  });

  it('allows 15 aliases', async () => {
    gateway = await gatewayForTest();
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: paymentConfig { keyId }`).join(
      ' ',
    );
    const { body } = await gateway.gql(`{ ${aliases} }`);
    expect(body.errors).toBeUndefined();
  });

  it('rejects documents with too many tokens', async () => {
    gateway = await gatewayForTest();
    const { body } = await gateway.gql(`{ paymentConfig { ${'keyId '.repeat(3000)} } }`);
    expect(body.errors?.[0]?.message).toMatch(/token/i);
    expect(body.data).toBeUndefined();
  });

  it('rejects bodies over 100 kB with 413 and unreadable JSON with 400', async () => {
    gateway = await gatewayForTest();
    const big = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ paymentConfig { keyId } }',
        variables: { x: 'a'.repeat(120_000) },
      }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      errors: [{ message: 'The request is too large.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const broken = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(await broken.json())).not.toMatch(/at .*\.js|SyntaxError/);
  });

  it('refuses simple GET requests without a preflight header (CSRF prevention)', async () => {
    gateway = await gatewayForTest();
    const query = encodeURIComponent('{ paymentConfig { keyId } }');
    const simple = await fetch(`${gateway.url}/graphql?query=${query}`);
    expect(simple.status).toBe(400);
    const preflighted = await fetch(`${gateway.url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(preflighted.status).toBe(200);
  });
});

describe('rate limits', () => {
  const login =
    'mutation { login(input: { username: "demo@example.com", password: "wrong-pass" }) { token } }';

  it('answers TOO_MANY_REQUESTS after RATE_LIMIT_PER_MINUTE attempts, per operation, for a minute', async () => {
    const provider = mockProvider();
    provider.answer('customer/login', envelope('401', 'Invalid email or password.'), {
      persist: true,
    });
    provider.answer('customer/register', envelope('200', 'Account created successfully.'));
    let now = TEST_NOW;
    gateway = await gatewayForTest({
      dispatcher: provider.agent,
      now: () => now,
      env: { RATE_LIMIT_PER_MINUTE: '3' },
    });
    for (let i = 0; i < 3; i += 1) {
      const { body } = await gateway.gql(login);
      expect(body.errors?.[0]?.extensions?.code).toBe('PROVIDER_REJECTED');
    }
    const limited = await gateway.gql(login);
    expect(limited.body.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 },
    });
    expect(provider.callsTo('customer/login')).toHaveLength(3);
    // Register has its own allowance.
    const register = await gateway.gql(
      'mutation { register(input: { name: "Asha Verma", email: "asha@example.com", mobile: "9876500011", password: "secret123" }) { ok } }',
    );
    expect(register.body.data).toEqual({ register: { ok: true } });
    now = new Date(TEST_NOW.getTime() + 60_001);
    expect((await gateway.gql(login)).body.errors?.[0]?.extensions?.code).toBe('PROVIDER_REJECTED');
  });

  it('limits enquiry and recordPayment too, and 0 turns limits off', async () => {
    gateway = await gatewayForTest({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    const enquiry =
      'mutation { enquiry(input: { fname: "R", lname: "K", email: "x", mobile: "1", city: "", capital: "", joinBatch: "", query: "" }) { ok } }';
    expect((await gateway.gql(enquiry)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gateway.gql(enquiry)).body.errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    // recordPayment is counted only once the session is known: visitors never spend it.
    const payment =
      'mutation { recordPayment(input: { courseId: "1", paymentId: "<bad>" }) { message } }';
    for (let i = 0; i < 3; i += 1) {
      expect((await gateway.gql(payment)).body.errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    const token = await sessionToken(gateway, '1');
    expect((await gateway.gql(payment, {}, { token })).body.errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await gateway.gql(payment, {}, { token })).body.errors?.[0]?.extensions?.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    await gateway.stop();

    gateway = await gatewayForTest({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
    for (let i = 0; i < 20; i += 1) {
      expect((await gateway.gql(enquiry)).body.errors?.[0]?.extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    }
  });
});

describe('session cookie', () => {
  it('login sets an httpOnly SameSite=Lax cookie for 7 days; logout clears it', async () => {
    const provider = mockProvider();
    provider.answer('customer/login', envelope('200', 'Login successful.', ASHA));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const login = await gateway.gql(
      'mutation { login(input: { username: "a@b.co", password: "pw" }) { token message customer { id name } } }',
    );
    const token = (login.body.data?.login as { token: string }).token;
    expect(login.body.data?.login).toEqual({
      token,
      message: 'Login successful.',
      customer: { id: '1', name: 'Asha' },
    });
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      new RegExp(`^session=${token.replace(/\./g, '\\.')}; Max-Age=604800; Path=/;`),
    );
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ sub: '1', name: 'Asha' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(7 * 24 * 3600);

    const logout = await gateway.gql('mutation { logout }', {}, { cookie: `session=${token}` });
    expect(logout.body).toEqual({ data: { logout: true } });
    expect(logout.headers.get('set-cookie')).toMatch(
      /^session=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax/,
    );
  });
});

describe('the built client', () => {
  function builtClient(): string {
    const dist = mkdtempSync(path.join(tmpdir(), 'gateway-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Academy</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'notice.txt'), 'A static file.');
    return dist;
  }
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('caches hashed assets for a year and answers missing files with a plain 404', async () => {
    gateway = await gatewayForTest({ env: { CLIENT_DIST: builtClient() } });
    const asset = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const file = await fetch(`${gateway.url}/notice.txt`);
    expect(await file.text()).toBe('A static file.');
    const missing = await fetch(`${gateway.url}/assets/index-old999.js`, { headers: html });
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
    const json = await fetch(`${gateway.url}/about-us`, {
      headers: { accept: 'application/json' },
    });
    expect(json.status).toBe(404);
    const post = await fetch(`${gateway.url}/about-us`, { method: 'POST', headers: html });
    expect(post.status).toBe(404);
  });

  it('says to run the build when there is no built client', async () => {
    gateway = await gatewayForTest();
    const response = await fetch(`${gateway.url}/`, { headers: html });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('public configuration', () => {
  it('paymentConfig tells pages where the checkout script is', async () => {
    gateway = await gatewayForTest();
    const { body } = await gateway.gql('{ paymentConfig { scriptUrl keyId } }');
    expect(body).toEqual({
      data: {
        paymentConfig: {
          scriptUrl: 'http://provider.test/checkout.js',
          keyId: 'rzp_test_academy0000001',
        },
      },
    });
  });

  it('courses answer as the provider lists them', async () => {
    const provider = mockProvider();
    provider.answer('course/list', envelope('200', 'ok', seedCourses));
    gateway = await gatewayForTest({ dispatcher: provider.agent });
    const { body } = await gateway.gql('{ courses { id finalPrice } }');
    expect(body).toEqual({
      data: {
        courses: [
          { id: '1', finalPrice: 3999 },
          { id: '2', finalPrice: 6999 },
        ],
      },
    });
  });
});
