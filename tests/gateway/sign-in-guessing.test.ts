/**
 * Sign-in against guessing (issue 24, item 1): an attacker failing on a student's account
 * from many addresses never keeps the student out of a browser or app that signed in
 * before, and from a new one only past ten times the allowance; the attacker's own address
 * is held at RATE_LIMIT_PER_MINUTE; the student is told at the next sign-in. The same
 * story with the embedded store and with Redis; then a network shared with a guesser.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  PROVIDER_ORIGIN,
  TEST_NOW,
  envelope,
  mockProvider,
  startGateway,
  testConfig,
} from '../support/gateway.ts';
import type { GraphQLAnswer, TestGateway } from '../support/gateway.ts';
import { startRedis } from '../support/redis.ts';
import type { TestRedis } from '../support/redis.ts';

const LIMIT = 3;
const VICTIM = 'asha@example.com';
const RIGHT = 'the-right-pass-1';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

/** The legacy API: the right password signs anyone in; everything else is refused. */
function provider() {
  const mock = mockProvider();
  mock.agent
    .get(PROVIDER_ORIGIN)
    .intercept({ path: '/api/v1/customer/login', method: 'POST' })
    .reply((request) => {
      const body = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      mock.calls.push({ path: 'customer/login', body });
      const answer = body.includes(RIGHT)
        ? envelope('200', 'Login successful.', {
            c_id: '7',
            name: 'Asha Verma',
            email: VICTIM,
            mobile: '9876543210',
          })
        : envelope('401', 'Invalid email or password.');
      return { statusCode: 200, data: JSON.stringify(answer) };
    })
    .persist();
  // Once the legacy API accepted a password, the gateway checks it and loads the customer.
  mock.agent
    .get(PROVIDER_ORIGIN)
    .intercept({ path: '/api/v1/customer/get_customer', method: 'POST' })
    .reply(() => {
      mock.calls.push({ path: 'customer/get_customer', body: '' });
      const customer = { c_id: '7', name: 'Asha Verma', email: VICTIM, mobile: '9876543210' };
      return { statusCode: 200, data: JSON.stringify(envelope('200', 'Found.', customer)) };
    })
    .persist();
  return mock;
}

type Store = 'embedded' | 'redis';

async function gatewayOn(store: Store, now?: () => Date) {
  const mock = provider();
  let redis: TestRedis | null = null;
  if (store === 'redis') {
    redis = await startRedis();
    running.push(redis);
  }
  const config = testConfig({
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    ...(redis ? { REDIS_URL: redis.url } : {}),
  });
  const gateway = await startGateway({ dispatcher: mock.agent, config, ...(now ? { now } : {}) });
  running.push(gateway);
  return { gateway, mock };
}

interface Attempt {
  /** The address the proxy saw. */
  from: string;
  password?: string;
  username?: string;
  /** A browser's cookie header. */
  cookie?: string;
  /** An app's device token. */
  deviceToken?: string;
  /** The page's language, as the browser asks for it. */
  acceptLanguage?: string;
}

const LOGIN =
  'mutation ($i: LoginInput!) { login(input: $i) { token securityNotice deviceToken customer { id } } }';

async function signIn(gateway: TestGateway, attempt: Attempt): Promise<GraphQLAnswer> {
  return gateway.gql(
    LOGIN,
    { i: { username: attempt.username ?? VICTIM, password: attempt.password ?? 'a-guess-123' } },
    {
      headers: {
        'x-forwarded-for': attempt.from,
        ...(attempt.cookie ? { cookie: attempt.cookie } : {}),
        ...(attempt.deviceToken ? { 'x-device-token': attempt.deviceToken } : {}),
        ...(attempt.acceptLanguage ? { 'accept-language': attempt.acceptLanguage } : {}),
      },
    },
  );
}

/** The code of the first error, or 'OK'. */
const codeOf = (answer: GraphQLAnswer) => String(answer.body.errors?.[0]?.extensions?.code ?? 'OK');

function login(answer: GraphQLAnswer) {
  return answer.body.data?.login as {
    token: string;
    securityNotice: string | null;
    deviceToken: string;
  };
}

/** The `device` cookie a sign-in set, as the browser sends it back. */
function deviceCookie(answer: GraphQLAnswer): string {
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('device='));
  return cookie?.split(';')[0] ?? '';
}

const range = (count: number, first = 1) => Array.from({ length: count }, (_, i) => first + i);

for (const store of ['embedded', 'redis'] as const) {
  describe(`sign-in under guessing (${store} store)`, () => {
    it('an attacker failing from many addresses never keeps the student out', async () => {
      const { gateway, mock } = await gatewayOn(store);

      // The student's browser at home signs in, and is remembered for the account.
      const home = await signIn(gateway, { from: '198.51.100.10', password: RIGHT });
      expect(codeOf(home)).toBe('OK');
      expect(login(home).securityNotice).toBeNull();
      const knownBrowser = deviceCookie(home);
      expect(knownBrowser).toBe(`device=${login(home).deviceToken}`);

      // Twenty wrong passwords, two from each of ten addresses: today's account allowance
      // (LIMIT) is long spent, and each address is still within its own.
      const guesses = [];
      for (const host of range(10)) {
        for (let i = 0; i < 2; i += 1) {
          guesses.push(codeOf(await signIn(gateway, { from: `203.0.113.${host}` })));
        }
      }
      expect(guesses).toEqual(Array(20).fill('PROVIDER_REJECTED'));

      // The student on a new phone, from another address, signs in at the first try, and is told.
      const phone = await signIn(gateway, { from: '198.51.100.20', password: RIGHT });
      expect(codeOf(phone)).toBe('OK');
      expect(login(phone).securityNotice).toBe(
        'There were 20 failed attempts to sign in to your account since you last signed in. If they were not yours, change your password.',
      );
      // Told once.
      const again = await signIn(gateway, { from: '198.51.100.20', password: RIGHT });
      expect(login(again).securityNotice).toBeNull();

      // The attacker's own address is held at LIMIT failures, the right password included.
      expect(codeOf(await signIn(gateway, { from: '203.0.113.1' }))).toBe('PROVIDER_REJECTED');
      expect(codeOf(await signIn(gateway, { from: '203.0.113.1' }))).toBe('TOO_MANY_REQUESTS');
      expect(codeOf(await signIn(gateway, { from: '203.0.113.1', password: RIGHT }))).toBe(
        'TOO_MANY_REQUESTS',
      );

      // From ever new addresses, the account's own ceiling (10 x LIMIT failures) holds
      // guessing back: 21 failures so far, nine more, then no more.
      const more = [];
      for (const host of range(11, 11)) {
        more.push(codeOf(await signIn(gateway, { from: `203.0.113.${host}` })));
      }
      expect(more).toEqual([
        ...Array(9).fill('PROVIDER_REJECTED'),
        ...Array(2).fill('TOO_MANY_REQUESTS'),
      ]);
      // Meanwhile a browser that never signed in to the account waits too...
      expect(codeOf(await signIn(gateway, { from: '198.51.100.40', password: RIGHT }))).toBe(
        'TOO_MANY_REQUESTS',
      );
      // ...but the student's known browser, from yet another address, signs in, and is told.
      const laptop = await signIn(gateway, {
        from: '198.51.100.41',
        password: RIGHT,
        cookie: knownBrowser,
      });
      expect(codeOf(laptop)).toBe('OK');
      expect(login(laptop).securityNotice).toBe(
        'There were 10 failed attempts to sign in to your account since you last signed in. If they were not yours, change your password.',
      );
      // So does the app, with the device token it was given.
      const app = await signIn(gateway, {
        from: '198.51.100.42',
        password: RIGHT,
        deviceToken: login(phone).deviceToken,
      });
      expect(codeOf(app)).toBe('OK');
      expect(login(app).securityNotice).toBeNull();

      // A device token is bound to its account, and a session token is not one.
      const other = await signIn(gateway, {
        from: '198.51.100.50',
        username: 'ravi@example.com',
        password: RIGHT,
      });
      expect(codeOf(other)).toBe('OK');
      for (const deviceToken of [login(other).deviceToken, login(other).token, 'not-a-token']) {
        expect(
          codeOf(await signIn(gateway, { from: '198.51.100.51', password: RIGHT, deviceToken })),
        ).toBe('TOO_MANY_REQUESTS');
      }

      // Refused attempts never reached a password check. The legacy API checked the first
      // sign-in of each username (docs/decisions/0019); the gateway checked the rest against
      // the hash it kept, loading the customer for each of the 4 that were right.
      expect(mock.callsTo('customer/login')).toHaveLength(2);
      expect(mock.callsTo('customer/get_customer')).toHaveLength(4);
    });
  });
}

describe('sign-in from a shared address', () => {
  it("someone guessing on the student's network holds the network, not the student's known browser", async () => {
    let now = TEST_NOW.getTime();
    const { gateway } = await gatewayOn('embedded', () => new Date(now));
    const office = '192.0.2.1';
    const knownBrowser = deviceCookie(await signIn(gateway, { from: office, password: RIGHT }));

    // Someone else there guesses at other accounts until the address is held.
    const guesses = [];
    for (const username of ['ravi@example.com', 'meera@example.com', 'john@example.com']) {
      guesses.push(codeOf(await signIn(gateway, { from: office, username })));
    }
    expect(guesses).toEqual(Array<string>(LIMIT).fill('PROVIDER_REJECTED'));
    const held = await signIn(gateway, { from: office, username: 'kiran@example.com' });
    expect(held.body.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please wait a minute and try again.',
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 },
    });
    // A browser new to the student's account waits with everyone there...
    expect(codeOf(await signIn(gateway, { from: office, password: RIGHT }))).toBe(
      'TOO_MANY_REQUESTS',
    );
    // ...the student's known browser does not.
    expect(
      codeOf(await signIn(gateway, { from: office, password: RIGHT, cookie: knownBrowser })),
    ).toBe('OK');

    // It is held by its own failures on its account: LIMIT in a minute.
    const typos = [];
    for (let i = 0; i < LIMIT; i += 1) {
      typos.push(codeOf(await signIn(gateway, { from: office, cookie: knownBrowser })));
    }
    expect(typos).toEqual(Array<string>(LIMIT).fill('PROVIDER_REJECTED'));
    const wait = await signIn(gateway, { from: office, password: RIGHT, cookie: knownBrowser });
    expect(wait.body.errors?.[0]?.extensions).toEqual({
      code: 'TOO_MANY_REQUESTS',
      retryAfterSeconds: 60,
    });
    now += 60_001;
    expect(
      codeOf(await signIn(gateway, { from: office, password: RIGHT, cookie: knownBrowser })),
    ).toBe('OK');
  });

  it('a success gives its place back: only failures count', async () => {
    const { gateway } = await gatewayOn('embedded');
    const codes = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      codes.push(codeOf(await signIn(gateway, { from: '198.51.100.10', password: RIGHT })));
    }
    expect(codes).toEqual(Array(LIMIT + 2).fill('OK'));
  });

  it('tells a student signing in from a Hindi page about the failed attempts in Hindi', async () => {
    const { gateway } = await gatewayOn('embedded');
    // Six wrong passwords, two from each of three addresses, each within its own allowance.
    for (const host of range(3)) {
      for (let i = 0; i < 2; i += 1) {
        expect(codeOf(await signIn(gateway, { from: `203.0.113.${host}` }))).toBe(
          'PROVIDER_REJECTED',
        );
      }
    }
    const hindi = await signIn(gateway, {
      from: '198.51.100.20',
      password: RIGHT,
      acceptLanguage: 'hi',
    });
    expect(codeOf(hindi)).toBe('OK');
    expect(login(hindi).securityNotice).toBe(
      'पिछली बार साइन इन करने के बाद आपके अकाउंट में 6 बार ग़लत साइन इन की कोशिश हुई। अगर ये कोशिशें आपने नहीं कीं, तो अपना पासवर्ड बदल लें।',
    );
  });
});
