/**
 * Leaving with an e-mailed code (issue #38, item 7): a student who no longer knows their
 * password confirms the deletion with a sign-in code sent to their inbox; after it, the
 * address gets no code and no reset link, and its password is not kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxOf } from '../support/mail.ts';
import {
  REQUEST_CODE,
  REQUEST_RESET,
  SIGN_IN,
  codeIn,
  errorOf,
  mailTo,
  newStudent,
  startStack,
  type Stack,
} from './accounts-stack.ts';

const DELETE = 'mutation ($c: String) { deleteAccount(code: $c) }';

/** The code in the only e-mail `address` has received. */
async function onlyCode(stack: Stack, address: string): Promise<string> {
  const [message] = await mailTo(stack, address, 1);
  if (!message) throw new Error(`no e-mail to ${address}`);
  return codeIn(message);
}

describe('deleting an account with an e-mailed code', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('confirms with the code from the inbox; the address then gets no mail and signs in to nothing', async () => {
    const student = await newStudent(stack, 'Kavya Menon');
    const signedIn = await stack.gateway.gql(SIGN_IN, { u: student.email, p: student.password });
    const token = (signedIn.body.data?.login as { token: string }).token;

    // A code meant for another account does not confirm this one.
    const other = await newStudent(stack, 'Rohan Mehta');
    await stack.gateway.gql(REQUEST_CODE, { e: other.email });
    const othersCode = await onlyCode(stack, other.email);
    const refused = await stack.gateway.gql(DELETE, { c: othersCode }, { token });
    expect(errorOf(refused.body)).toEqual({
      message:
        'This code is wrong or no longer valid. Check the latest e-mail, or ask for a new code.',
      code: 'BAD_USER_INPUT',
    });

    await stack.gateway.gql(REQUEST_CODE, { e: student.email });
    const code = await onlyCode(stack, student.email);
    const deleted = await stack.gateway.gql(DELETE, { c: code }, { token });
    expect(deleted.body).toEqual({ data: { deleteAccount: true } });
    expect(errorOf((await stack.gateway.gql('{ me { id } }', {}, { token })).body).code).toBe(
      'UNAUTHENTICATED',
    );

    // Asking for a code or a reset link still answers true, and sends nothing.
    for (const ask of [REQUEST_CODE, REQUEST_RESET]) {
      const { body } = await stack.gateway.gql(ask, { e: student.email });
      expect(body.errors).toBeUndefined();
    }
    const { database } = stack.gateway.server;
    // Both requests' rows are closed as skipped: nobody to send them to.
    await expect
      .poll(
        async () =>
          (await database.outbox.entries())
            .filter((entry) => entry.state !== 'sent')
            .map((entry) => [entry.kind, entry.state]),
        { timeout: 5000 },
      )
      .toEqual([
        ['sign-in-code', 'skipped'],
        ['password-reset', 'skipped'],
      ]);
    expect(await inboxOf(stack.origin, student.email)).toHaveLength(1);

    // The password: refused with the reason, and not kept again.
    const again = await stack.gateway.gql(SIGN_IN, { u: student.email, p: student.password });
    expect(errorOf(again.body).code).toBe('FORBIDDEN');
    expect(await database.accounts.byEmail(student.email)).toBeNull();
  });
});
