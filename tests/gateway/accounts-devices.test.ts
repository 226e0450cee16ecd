/**
 * A held account and device tokens (issue 38, item 4): while failures from elsewhere hold an
 * account, a new device is told for how long and offered a code, which lets the student in;
 * device tokens end with "sign out everywhere", a reset and a change of password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as support from './accounts-stack.ts';

describe('a held account and device tokens', () => {
  let stack: support.Stack;
  beforeAll(async () => {
    stack = await support.startStack({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' });
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
    const asked = await stack.gateway.gql(support.REQUEST_CODE, { e: email }, from(address));
    expect(asked.body).toEqual({ data: { requestSignInCode: true } });
    const [message] = await support.mailTo(stack, email, mails);
    if (!message) throw new Error('no message');
    const answer = await stack.gateway.gql(
      support.CODE_SIGN_IN,
      { e: email, c: support.codeIn(message) },
      from(address),
    );
    expect(answer.body.errors).toBeUndefined();
    return (answer.body.data as CodeLogin).signInWithCode;
  }

  it('offers a code to a new device, and device tokens end with sign-out everywhere, a reset and a change', async () => {
    const student = await support.newStudent(stack);
    const { email, password } = student;
    const phone = await stack.gateway.gql(
      support.SIGN_IN,
      { u: email, p: password },
      from('10.9.9.9'),
    );
    const firstToken = (phone.body.data as Login).login.deviceToken;

    // 20 wrong passwords from 10 addresses: the account's ceiling (10 x 2).
    for (let i = 0; i < 10; i += 1) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const guess = await stack.gateway.gql(
          support.SIGN_IN,
          { u: email, p: `guess-${i}-${attempt}` },
          from(`10.0.${i}.1`),
        );
        expect(support.errorOf(guess.body).code).toBe('PROVIDER_REJECTED');
      }
    }
    const laptop = await stack.gateway.gql(
      support.SIGN_IN,
      { u: email, p: password },
      from('10.8.8.8'),
    );
    expect(support.errorOf(laptop.body)).toEqual(HELD);
    expect(laptop.body.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({
        signInCode: true,
        retryAfterSeconds: expect.any(Number) as number,
      }),
    );

    // The phone is known: it signs in; after "sign out everywhere" it is not known any more.
    const known = await stack.gateway.gql(
      support.SIGN_IN,
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
      support.SIGN_IN,
      { u: email, p: password },
      from('10.9.9.9', firstToken),
    );
    expect(support.errorOf(after.body)).toEqual(HELD);

    // While held, a code lets the student in, and that device's token is known.
    const byCode = await codeSignIn(email, '10.8.8.8', 1);
    const knownNow = await stack.gateway.gql(
      support.SIGN_IN,
      { u: email, p: password },
      from('10.8.8.8', byCode.deviceToken),
    );
    expect(knownNow.body.errors).toBeUndefined();

    // A reset ends that token.
    await stack.gateway.gql(support.REQUEST_RESET, { e: email }, from('10.8.8.8'));
    const resetMail = (await support.mailTo(stack, email, 2))[0];
    if (!resetMail) throw new Error('no message');
    const reset = await stack.gateway.gql(
      support.RESET,
      { t: support.tokenIn(resetMail, '/reset-password'), p: 'after-reset-1' },
      from('10.8.8.8'),
    );
    expect(reset.body).toEqual({ data: { resetPassword: true } });
    const afterReset = await stack.gateway.gql(
      support.SIGN_IN,
      { u: email, p: 'after-reset-1' },
      from('10.8.8.8', byCode.deviceToken),
    );
    expect(support.errorOf(afterReset.body)).toEqual(HELD);

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
      support.SIGN_IN,
      { u: email, p: 'changed-pass-2' },
      from('10.7.7.7', again.deviceToken),
    );
    expect(support.errorOf(afterChange.body)).toEqual(HELD);
  });
});
