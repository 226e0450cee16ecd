/**
 * New sign-ins while the gateway's database is away (decision 0022), for
 * database-outage.test.ts: accounts prepared before the outage (one reset, one deleted) and
 * what each way of signing in answers during it.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { resetTokenHash } from '../../gateway/accounts/secrets.ts';
import type { GraphQLAnswer } from '../support/gateway.ts';
import type { StandInStack } from '../gateway/stand-in-stack.ts';

const LOGIN = `mutation ($i: LoginInput!) {
  login(input: $i) { token deviceToken customer { email } }
}`;
const WRONG_SIGN_IN = {
  message: 'Invalid email or password.',
  extensions: expect.objectContaining({ code: 'PROVIDER_REJECTED' }),
};
const DELETED = {
  message:
    'This account was deleted at its owner’s request, so it can no longer be used to sign in.',
  extensions: { code: 'FORBIDDEN' },
};

const errorOf = (answer: GraphQLAnswer) => {
  const [error] = answer.body.errors ?? [];
  return { message: error?.message, extensions: error?.extensions };
};

/** A student signed up through the gateway: kept in step with the legacy API. */
export async function newStudent(gateway: StandInStack['gateway'], label: string) {
  const student = {
    name: 'Kavya Rao',
    email: `${label}.${randomUUID().slice(0, 8)}@example.com`,
    mobile: '9876543210',
    password: 'first-pass-1',
  };
  const { body } = await gateway.gql(
    'mutation ($i: RegisterInput!) { register(input: $i) { ok } }',
    { i: student },
  );
  expect(body.errors).toBeUndefined();
  const signedIn = await gateway.gql(LOGIN, {
    i: { username: student.email, password: student.password },
  });
  expect(signedIn.body.errors).toBeUndefined();
  const { token } = signedIn.body.data?.login as { token: string };
  const me = await gateway.gql('{ me { id } }', {}, { token });
  return { ...student, token, id: (me.body.data?.me as { id: string }).id };
}

/**
 * Before the outage: one student resets their password (the link's token kept as the reset
 * e-mail would have carried it, then used through resetPassword), so the legacy API still
 * holds the old one; another deletes their account.
 */
export async function driftedAndDeleted(gateway: StandInStack['gateway']) {
  const drifted = await newStudent(gateway, 'drifted');
  const token = randomUUID();
  await gateway.server.database.accounts.saveReset({
    requestKey: randomUUID(),
    tokenHash: resetTokenHash(token),
    customerId: drifted.id,
    expiresAt: Date.now() + 600_000,
  });
  const reset = await gateway.gql(
    'mutation ($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) }',
    { t: token, p: 'after-reset-2' },
  );
  expect(reset.body).toEqual({ data: { resetPassword: true } });

  const deleted = await newStudent(gateway, 'deleted');
  const deletion = await gateway.gql(
    'mutation ($p: String) { deleteAccount(password: $p) }',
    { p: deleted.password },
    { token: deleted.token },
  );
  expect(deletion.body).toEqual({ data: { deleteAccount: true } });
  return { drifted, deleted };
}

/**
 * New sign-ins while the database is away: an account in step with the legacy API is
 * checked there, a reset one against the mirrored hash, a deleted one refused.
 */
export async function signInsDuringOutage(
  gateway: StandInStack['gateway'],
  accounts: Awaited<ReturnType<typeof driftedAndDeleted>>,
  unavailable: { message: string; extensions: Record<string, unknown> },
) {
  const signIn = (username: string, password: string) =>
    gateway.gql(LOGIN, { i: { username, password } });
  const demo = await signIn('demo@example.com', 'demo12345');
  expect(demo.body.errors).toBeUndefined();
  const login = demo.body.data?.login as { token: string; deviceToken: string | null };
  // No device token: the account's device generation is in the database.
  expect(login.deviceToken).toBeNull();
  const me = await gateway.gql('{ me { email } }', {}, { token: login.token });
  expect(me.body).toEqual({ data: { me: { email: 'demo@example.com' } } });
  expect(errorOf(await signIn('demo@example.com', 'not-demo-pass'))).toEqual(WRONG_SIGN_IN);

  const { drifted, deleted } = accounts;
  const withNew = await signIn(drifted.email, 'after-reset-2');
  expect(withNew.body.errors).toBeUndefined();
  const newLogin = withNew.body.data?.login as { token: string; customer: { email: string } };
  expect(newLogin.customer.email).toBe(drifted.email);
  const driftedMe = await gateway.gql('{ me { email } }', {}, { token: newLogin.token });
  expect(driftedMe.body).toEqual({ data: { me: { email: drifted.email } } });
  // The legacy API would still take the old password: it is refused like any wrong one.
  expect(errorOf(await signIn(drifted.email, drifted.password))).toEqual(WRONG_SIGN_IN);

  expect(errorOf(await signIn(deleted.email, deleted.password))).toEqual(DELETED);
  expect(errorOf(await signIn(deleted.email, 'not-the-password'))).toEqual(DELETED);

  // Codes live in the database: that way in waits for it.
  const code = await gateway.gql(
    'mutation ($e: String!, $c: String!) { signInWithCode(email: $e, code: $c) { token } }',
    { e: drifted.email, c: '123456' },
  );
  expect(errorOf(code)).toEqual(unavailable);
}
