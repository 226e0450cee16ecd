/**
 * Accounts nobody loses (issue 38, items 3 and 4), against the stand-in and its real SMTP
 * inbox: reset links and sign-in codes by e-mail, in English and Hindi; a reset's effects
 * (sessions, the old and new passwords, "your password was changed"); codes used up, ended by
 * five wrong ones, expiring; the same answer, in the same time, for an address with no account.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxOf } from '../support/mail.ts';
import {
  CODE_SIGN_IN,
  ME,
  REQUEST_CODE,
  REQUEST_RESET,
  RESET,
  SIGN_IN,
  clock,
  codeIn,
  errorOf,
  mailTo,
  newStudent,
  startStack,
  tokenIn,
  type Stack,
} from './accounts-stack.ts';

const SITE = 'https://academy.test';
const within = { timeout: 5000, interval: 25 };

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
    clock.aheadMs = 1801 * 1000;
    try {
      const late = await stack.gateway.gql(RESET, { t: token, p: 'late-pass-6' });
      expect(errorOf(late.body)).toEqual({
        message: 'This password reset link has expired. Ask for a new one.',
        code: 'BAD_USER_INPUT',
      });
    } finally {
      clock.aheadMs = 0;
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
    clock.aheadMs = 10 * 60_000 + 1000;
    try {
      const late = await stack.gateway.gql(CODE_SIGN_IN, { e: student.email, c: codeIn(message) });
      expect(errorOf(late.body).code).toBe('BAD_USER_INPUT');
    } finally {
      clock.aheadMs = 0;
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
