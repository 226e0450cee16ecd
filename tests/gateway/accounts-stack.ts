/**
 * The stand-in (legacy API and its real SMTP inbox) and a gateway sending through it, for the
 * accounts tests: a clock they can move, the mutations, and reading what the inbox received.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import type { InboxMessage } from '../../provider/mail/store.ts';
import { TEST_SESSION_SECRET, startGateway, type TestGateway } from '../support/gateway.ts';
import { inboxOf, startTestInbox, type TestInbox } from '../support/mail.ts';
import { TEST_FILES_KEY } from '../support/stand-in.ts';
import { serveStandIn } from './stand-in-stack.ts';

const MAIL_FROM = 'Sharpline Trading Academy <accounts@academy.test>';
const SITE = 'https://academy.test';
/** DESIGN.md §6: a reset or code e-mail in the inbox within 5 s of the request. */
const within = { timeout: 5000, interval: 25 };

export interface Stack {
  origin: string;
  gateway: TestGateway;
  inbox: TestInbox;
  stop(): Promise<void>;
}

/** How far the gateways' clock is ahead of the real one (tests move it to expire things). */
export const clock = { aheadMs: 0 };
const now = () => new Date(Date.now() + clock.aheadMs);

export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
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

export const SIGN_IN = `mutation ($u: String!, $p: String!) {
  login(input: { username: $u, password: $p }) { token deviceToken message customer { id email name } }
}`;
export const REQUEST_RESET = 'mutation ($e: String!) { requestPasswordReset(email: $e) }';
export const RESET =
  'mutation ($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) }';
export const REQUEST_CODE = 'mutation ($e: String!) { requestSignInCode(email: $e) }';
export const CODE_SIGN_IN = `mutation ($e: String!, $c: String!) {
  signInWithCode(email: $e, code: $c) { token deviceToken message customer { id email name } }
}`;
export const ME = '{ me { email } }';

let serial = 0;
/** A new student signed up through the gateway, with their password. */
export async function newStudent(stack: Stack, name = 'Meera Iyer') {
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

export async function mailTo(
  stack: Stack,
  address: string,
  count: number,
): Promise<InboxMessage[]> {
  await vi.waitFor(
    async () => expect(await inboxOf(stack.origin, address)).toHaveLength(count),
    within,
  );
  return inboxOf(stack.origin, address);
}

/** The reset link's token, from the e-mail's text part. */
export function tokenIn(message: InboxMessage, pagePath: string): string {
  const match = new RegExp(`${SITE}${pagePath}\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${message.text}`);
  return match[1];
}

export function codeIn(message: InboxMessage): string {
  const match = /^(\d{6}) is your/.exec(message.subject);
  if (!match?.[1]) throw new Error(`no code in: ${message.subject}`);
  return match[1];
}

export function errorOf(body: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) {
  const [error] = body.errors ?? [];
  return { message: error?.message, code: error?.extensions?.code };
}
