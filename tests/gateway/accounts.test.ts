/**
 * Accounts nobody loses (issue 38, items 3 and 4), against the stand-in and its real SMTP
 * inbox: reset links and sign-in codes by e-mail, in English and Hindi; a reset's effects
 * (sessions, device tokens, the old and new passwords, "your password was changed"); codes
 * used up, ended by five wrong ones, expiring; the same answer, in the same time, for an
 * address with no account; and a held account's way in by code.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxMessage } from '../../provider/mail/store.ts';
import { TEST_SESSION_SECRET, startGateway, type TestGateway } from '../support/gateway.ts';
import { inboxOf, startTestInbox, type TestInbox } from '../support/mail.ts';
import { TEST_FILES_KEY } from '../support/stand-in.ts';
import { serveStandIn } from './stand-in-stack.ts';

const MAIL_FROM = 'Sharpline Trading Academy <accounts@academy.test>';
const SITE = 'https://academy.test';
/** DESIGN.md §6: a reset or code e-mail in the inbox within 5 s of the request. */
const within = { timeout: 5000, interval: 25 };

interface Stack {
  origin: string;
  gateway: TestGateway;
  inbox: TestInbox;
  stop(): Promise<void>;
}

/** How far the gateway's clock is ahead of the real one. */
let aheadMs = 0;
const now = () => new Date(Date.now() + aheadMs);

async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'accounts-'));
  const standIn = await serveStandIn(dataDir);
  const inbox = await startTestInbox(standIn.db);
  const gateway = await startGateway({
    now,
    sendMail: true,
    env: {
      PROVIDER_URL: `${standIn.origin}/api/v1/`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      DATA_DIR: path.join(dataDir, 'gateway'),
      PROVIDER_FILES_KEY: TEST_FILES_KEY,
      SMTP_URL: inbox.smtpUrl,
      MAIL_FROM,
      SITE_URL: SITE,
      ...env,
    },
  });
  return {
    origin: standIn.origin,
    gateway,
    inbox,
    async stop() {
      await gateway.stop();
      await inbox.stop();
      await standIn.close();
    },
  };
}

const SIGN_IN = `mutation ($u: String!, $p: String!) {
  login(input: { username: $u, password: $p }) { token deviceToken message customer { id email name } }
}`;
const REQUEST_RESET = 'mutation ($e: String!) { requestPasswordReset(email: $e) }';
const RESET = 'mutation ($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) }';
const REQUEST_CODE = 'mutation ($e: String!) { requestSignInCode(email: $e) }';
const CODE_SIGN_IN = `mutation ($e: String!, $c: String!) {
  signInWithCode(email: $e, code: $c) { token deviceToken message customer { id email name } }
}`;
const ME = '{ me { email } }';

let serial = 0;
/** A new student signed up through the gateway, with their password. */
async function newStudent(stack: Stack, name = 'Meera Iyer') {
  serial += 1;
  const student = {
    name,
    email: `student${serial}.${Date.now()}@example.com`,
    mobile: '9876543210',
    password: 'first-pass-1',
  };
  const { body } = await stack.gateway.gql(
    'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
    { i: student },
  );
  expect(body.errors).toBeUndefined();
  return student;
}

async function mailTo(stack: Stack, address: string, count: number): Promise<InboxMessage[]> {
  await vi.waitFor(
    async () => expect(await inboxOf(stack.origin, address)).toHaveLength(count),
    within,
  );
  return inboxOf(stack.origin, address);
}

/** The reset link's token, from the e-mail's text part. */
function tokenIn(message: InboxMessage, pagePath: string): string {
  const match = new RegExp(`${SITE}${pagePath}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

function codeIn(message: InboxMessage): string {
  const match = /^(\d{6}) is your/.exec(message.subject);
  if (!match?.[1]) throw new Error(`no code in: ${message.subject}`);
  return match[1];
}

function errorOf(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  const [error] = body.errors ?? [];
  return { message: error?.message, code: error?.extensions?.code };
}

describe('forgot password', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('e-mails a link in English within 5 s, from MAIL_FROM, that sets a new password', async () => {
    const student = await newStudent(stack);
    const asked = Date.now();
    const { body } = await stack.gateway.gql(REQUEST_RESET, { e: student.email });
    expect(body).toEqual({ data: { requestPasswordReset: true } });
    const [message] = await mailTo(stack, student.email, 1);
    expect(Date.now() - asked).toBeLessThan(5000);
    if (!message) throw new Error('no message');
    expect(message.subject).toBe('Reset your Sharpline Trading Academy password');
    expect(message.headers.from).toBe('Sharpline Trading Academy <accounts@academy.test>');
    expect(message.headers.to).toBe(student.email);
    expect(message.text).toContain('Hello Meera Iyer,');
    expect(message.text).toContain('The link works once, for 30 minutes.');
    expect(message.html).toContain(`href="${SITE}/reset-password?token=`);
    const token = tokenIn(message, '/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reset = await stack.gateway.gql(RESET, { t: token, p: 'second-pass-2' });
    expect(reset.body).toEqual({ data: { resetPassword: true } });
  });

  it('e-mails the link in Hindi to a student asking in Hindi, to the Hindi page', async () => {
    const student = await newStudent(stack, 'Ravi Kumar');
    const { body } = await stack.gateway.gql(
      REQUEST_RESET,
      { e: student.email },
      { headers: { 'accept-language': 'hi' } },
    );
    expect(body).toEqual({ data: { requestPasswordReset: true } });
    const [message] = await mailTo(stack, student.email, 1);
    if (!message) throw new Error('no message');
    expect(message.subject).toBe('अपना Sharpline Trading Academy पासवर्ड रीसेट करें');
    expect(message.text).toContain('नमस्ते Ravi Kumar,');
    expect(message.text).toContain('यह लिंक एक ही बार, 30 मिनट तक काम करेगा।');
    const token = tokenIn(message, '/hi/reset-password');
    const reset = await stack.gateway.gql(RESET, { t: token, p: 'naya-pass-3' });
    expect(reset.body).toEqual({ data: { resetPassword: true } });
  });

  it('a reset ends every session, takes the new password only, and says so by e-mail', async () => {
    const student = await newStudent(stack, 'Asha Verma');
    const first = await stack.gateway.gql(SIGN_IN, { u: student.email, p: student.password });
    expect(first.body.errors).toBeUndefined();
    const session = (first.body.data as { login: { token: string } }).login.token;
    expect((await stack.gateway.gql(ME, {}, { token: session })).body).toEqual({
      data: { me: { email: student.email } },
    });

    await stack.gateway.gql(REQUEST_RESET, { e: student.email });
    const [message] = await mailTo(stack, student.email, 1);
    if (!message) throw new Error('no message');
    const token = tokenIn(message, '/reset-password');
    const reset = await stack.gateway.gql(RESET, { t: token, p: 'brand-new-pass' });
    expect(reset.body).toEqual({ data: { resetPassword: true } });

    // The session from before the reset is over.
    expect(errorOf((await stack.gateway.gql(ME, {}, { token: session })).body)).toEqual({
      message: 'Please sign in to continue.',
      code: 'UNAUTHENTICATED',
    });
    const changed = (await mailTo(stack, student.email, 2))[0];
    expect(changed?.subject).toBe('Your Sharpline Trading Academy password was changed');
    expect(changed?.text).toContain(
      'Every device that was signed in to your account has been signed out.',
    );

    const old = await stack.gateway.gql(SIGN_IN, { u: student.email, p: student.password });
    expect(errorOf(old.body)).toEqual({
      message: 'Invalid email or password.',
      code: 'PROVIDER_REJECTED',
    });
    const fresh = await stack.gateway.gql(SIGN_IN, { u: student.email, p: 'brand-new-pass' });
    expect(fresh.body.errors).toBeUndefined();
    expect((fresh.body.data as { login: { customer: { email: string } } }).login.customer).toEqual(
      expect.objectContaining({ email: student.email, name: 'Asha Verma' }),
    );

    // The link works once.
    const again = await stack.gateway.gql(RESET, { t: token, p: 'another-pass-4' });
    expect(errorOf(again.body)).toEqual({
      message: 'This password reset link has already been used. Ask for a new one if you need it.',
      code: 'BAD_USER_INPUT',
    });
  });

  it('an expired or unknown link is refused and changes nothing; a short password too', async () => {
    const student = await newStudent(stack);
    await stack.gateway.gql(REQUEST_RESET, { e: student.email });
    const [message] = await mailTo(stack, student.email, 1);
    if (!message) throw new Error('no message');
    const token = tokenIn(message, '/reset-password');

    const short = await stack.gateway.gql(RESET, { t: token, p: 'short' });
    expect(errorOf(short.body)).toEqual({
      message: 'Password must be at least 8 characters.',
      code: 'BAD_USER_INPUT',
    });
    const unknown = await stack.gateway.gql(RESET, {
      t: 'A'.repeat(43),
      p: 'unknown-pass-5',
    });
    expect(errorOf(unknown.body)).toEqual({
      message: 'This password reset link is not valid. Ask for a new one.',
      code: 'BAD_USER_INPUT',
    });
    aheadMs = 1801 * 1000;
    try {
      const late = await stack.gateway.gql(RESET, { t: token, p: 'late-pass-6' });
      expect(errorOf(late.body)).toEqual({
        message: 'This password reset link has expired. Ask for a new one.',
        code: 'BAD_USER_INPUT',
      });
    } finally {
      aheadMs = 0;
    }
    const signIn = await stack.gateway.gql(SIGN_IN, { u: student.email, p: student.password });
    expect(signIn.body.errors).toBeUndefined();
  });
});

describe('sign in with a code', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('e-mails a 6-digit code that signs in like a password, once', async () => {
    const student = await newStudent(stack, 'Kiran Rao');
    const { body } = await stack.gateway.gql(REQUEST_CODE, { e: student.email });
    expect(body).toEqual({ data: { requestSignInCode: true } });
    const [message] = await mailTo(stack, student.email, 1);
    if (!message) throw new Error('no message');
    const code = codeIn(message);
    expect(message.text).toContain(`    ${code}`);
    expect(message.text).toContain('It works once, for 10 minutes.');

    const signedIn = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: code });
    expect(signedIn.body.errors).toBeUndefined();
    const payload = (
      signedIn.body.data as {
        signInWithCode: { token: string; deviceToken: string; message: string; customer: object };
      }
    ).signInWithCode;
    expect(payload.message).toBe('Login successful.');
    expect(payload.customer).toEqual(
      expect.objectContaining({ email: student.email, name: 'Kiran Rao' }),
    );
    const cookies = signedIn.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(cookies).toEqual(expect.arrayContaining(['session', 'device']));
    expect((await stack.gateway.gql(ME, {}, { token: payload.token })).body).toEqual({
      data: { me: { email: student.email } },
    });

    const twice = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: code });
    expect(errorOf(twice.body)).toEqual({
      message:
        'This code is wrong or no longer valid. Check the latest e-mail, or ask for a new code.',
      code: 'BAD_USER_INPUT',
    });
  });

  it('five wrong codes end the code; a new one still works', async () => {
    const student = await newStudent(stack);
    await stack.gateway.gql(REQUEST_CODE, { e: student.email });
    const [message] = await mailTo(stack, student.email, 1);
    if (!message) throw new Error('no message');
    const code = codeIn(message);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: wrong });
      expect(errorOf(refused.body).code).toBe('BAD_USER_INPUT');
    }
    const ended = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: code });
    expect(errorOf(ended.body).code).toBe('BAD_USER_INPUT');

    await stack.gateway.gql(REQUEST_CODE, { e: student.email });
    const [newest] = await mailTo(stack, student.email, 2);
    if (!newest) throw new Error('no message');
    const signedIn = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: codeIn(newest) });
    expect(signedIn.body.errors).toBeUndefined();
  });

  it('a code expires after 10 minutes', async () => {
    const student = await newStudent(stack);
    await stack.gateway.gql(REQUEST_CODE, { e: student.email });
    const [message] = await mailTo(stack, student.email, 1);
    if (!message) throw new Error('no message');
    aheadMs = 10 * 60_000 + 1000;
    try {
      const late = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: codeIn(message) });
      expect(errorOf(late.body).code).toBe('BAD_USER_INPUT');
    } finally {
      aheadMs = 0;
    }
  });

  it('the code form refuses what is not 6 digits, with the field named', async () => {
    const { body } = await stack.gateway.gql(CODE_SIGN_IN, { e: 'someone@example.com', c: '12a' });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { code: 'Enter the 6-digit code from the e-mail.' },
    });
  });
});

/** The middle value of `values`. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('asking tells nobody who is registered', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  for (const [name, query, field] of [
    ['requestPasswordReset', REQUEST_RESET, 'requestPasswordReset'],
    ['requestSignInCode', REQUEST_CODE, 'requestSignInCode'],
  ] as const) {
    it(`${name}: the same answer in the same time; mail only for the account`, async () => {
      const student = await newStudent(stack);
      const nobody = `nobody.${Date.now()}.${field}@example.com`;
      const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
      const answers = new Set<string>();
      for (let round = 0; round < 9; round += 1) {
        for (const [who, email] of [
          ['known', student.email],
          ['unknown', nobody],
        ] as const) {
          const started = performance.now();
          const { status, body } = await stack.gateway.gql(query, { e: email });
          timings[who].push(performance.now() - started);
          answers.add(JSON.stringify({ status, body }));
        }
      }
      expect([...answers]).toEqual([
        JSON.stringify({ status: 200, body: { data: { [field]: true } } }),
      ]);
      // Both only write one row: any gap is noise, far under a password hash or a provider call.
      expect(Math.abs(median(timings.known) - median(timings.unknown))).toBeLessThan(25);

      await mailTo(stack, student.email, 9);
      const prefix = field === 'requestPasswordReset' ? 'password-reset:' : 'sign-in-code:';
      await vi.waitFor(async () => {
        const states = (await stack.gateway.server.database.outbox.entries(prefix)).map(
          (entry) => entry.state,
        );
        expect(states.sort()).toEqual([...Array(9).fill('sent'), ...Array(9).fill('skipped')]);
      }, within);
      expect(await inboxOf(stack.origin, nobody)).toEqual([]);
    });
  }
});

describe('a held account and device tokens', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const from = (address: string, deviceToken?: string) => ({
    headers: {
      'x-forwarded-for': address,
      ...(deviceToken ? { 'x-device-token': deviceToken } : {}),
    },
  });
  const HELD = {
    message:
      'Signing in with a password to this account is paused for 15 min after many failed attempts. Sign in with a code we e-mail you instead.',
    code: 'TOO_MANY_REQUESTS',
  };
  type Login = { login: { token: string; deviceToken: string } };
  type CodeLogin = { signInWithCode: { token: string; deviceToken: string } };

  async function codeSignIn(email: string, address: string, mails: number) {
    const asked = await stack.gateway.gql(REQUEST_CODE, { e: email }, from(address));
    expect(asked.body).toEqual({ data: { requestSignInCode: true } });
    const [message] = await mailTo(stack, email, mails);
    if (!message) throw new Error('no message');
    const answer = await stack.gateway.gql(
      CODE_SIGN_IN,
      { e: email, c: codeIn(message) },
      from(address),
    );
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data as CodeLogin).signInWithCode;
  }

  it('offers a code to a new device, and device tokens end with sign-out everywhere, a reset and a change', async () => {
    const student = await newStudent(stack);
    const { email, password } = student;
    const phone = await stack.gateway.gql(SIGN_IN, { u: email, p: password }, from('10.9.9.9'));
    const firstToken = (phone.body.data as Login).login.deviceToken;

    // 20 wrong passwords from 10 addresses: the account's ceiling (10 x 2).
    for (let i = 0; i < 10; i += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const guess = await stack.gateway.gql(
          SIGN_IN,
          { u: email, p: `guess-${i}-${attempt}` },
          from(`10.0.${i}.1`),
        );
        expect(errorOf(guess.body).code).toBe('PROVIDER_REJECTED');
      }
    }
    const laptop = await stack.gateway.gql(SIGN_IN, { u: email, p: password }, from('10.8.8.8'));
    expect(errorOf(laptop.body)).toEqual(HELD);
    expect(laptop.body.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({
        signInCode: true,
        retryAfterSeconds: expect.any(Number) as number,
      }),
    );

    // The phone is known: it signs in; after "sign out everywhere" it is not known any more.
    const known = await stack.gateway.gql(
      SIGN_IN,
      { u: email, p: password },
      from('10.9.9.9', firstToken),
    );
    expect(known.body.errors).toBeUndefined();
    const session = (known.body.data as Login).login.token;
    const everywhere = await stack.gateway.gql(
      'mutation { logoutEverywhere }',
      {},
      { token: session },
    );
    expect(everywhere.body.errors).toBeUndefined();
    const after = await stack.gateway.gql(
      SIGN_IN,
      { u: email, p: password },
      from('10.9.9.9', firstToken),
    );
    expect(errorOf(after.body)).toEqual(HELD);

    // While held, a code lets the student in, and that device's token is known.
    const byCode = await codeSignIn(email, '10.8.8.8', 1);
    const knownNow = await stack.gateway.gql(
      SIGN_IN,
      { u: email, p: password },
      from('10.8.8.8', byCode.deviceToken),
    );
    expect(knownNow.body.errors).toBeUndefined();

    // A reset ends that token.
    await stack.gateway.gql(REQUEST_RESET, { e: email }, from('10.8.8.8'));
    const resetMail = (await mailTo(stack, email, 2))[0];
    if (!resetMail) throw new Error('no message');
    const reset = await stack.gateway.gql(
      RESET,
      { t: tokenIn(resetMail, '/reset-password'), p: 'after-reset-1' },
      from('10.8.8.8'),
    );
    expect(reset.body).toEqual({ data: { resetPassword: true } });
    const afterReset = await stack.gateway.gql(
      SIGN_IN,
      { u: email, p: 'after-reset-1' },
      from('10.8.8.8', byCode.deviceToken),
    );
    expect(errorOf(afterReset.body)).toEqual(HELD);

    // So does a change of password (checked by the gateway, as the legacy API keeps the old one).
    const again = await codeSignIn(email, '10.7.7.7', 4);
    const change = await stack.gateway.gql(
      `mutation { changePassword(input: { oldPassword: "after-reset-1", newPassword: "changed-pass-2", confirmPassword: "changed-pass-2" }) { ok message } }`,
      {},
      { token: again.token, ...from('10.7.7.7') },
    );
    expect(change.body).toEqual({
      data: { changePassword: { ok: true, message: 'Password changed successfully.' } },
    });
    const afterChange = await stack.gateway.gql(
      SIGN_IN,
      { u: email, p: 'changed-pass-2' },
      from('10.7.7.7', again.deviceToken),
    );
    expect(errorOf(afterChange.body)).toEqual(HELD);
  });
});
