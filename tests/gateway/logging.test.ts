/**
 * Request logs: a line per request with its request id (at info, only for refused or failed
 * ones), and never a password, a token, a cookie or GraphQL variables.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/logger.ts';
import { envelope, gatewayForTest, mockProvider } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway | undefined;

function memoryLogger(level: 'debug' | 'info' = 'debug') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger(level, stream), lines };
}

describe('request logs', () => {
  it('carry the request id and no credentials', async () => {
    const provider = mockProvider();
    provider.answer(
      'customer/login',
      envelope('200', 'Login successful.', {
        c_id: '1',
        name: 'Asha',
        email: 'asha@example.com',
        mobile: '9876543210',
      }),
    );
    provider.answer('customer/change_pass', envelope('400', 'Old password is incorrect.'));
    const { logger, lines } = memoryLogger();
    gateway = await gatewayForTest({ dispatcher: provider.agent, logger });

    const login = await gateway.gql(
      'mutation ($i: LoginInput!) { login(input: $i) { token } }',
      { i: { username: 'asha@example.com', password: 'Sup3r-Secret-Pw' } },
      { headers: { 'x-request-id': 'req-login-1' } },
    );
    const token = (login.body.data?.login as { token: string }).token;
    await gateway.gql(
      'mutation ($i: ChangePasswordInput!) { changePassword(input: $i) { ok } }',
      {
        i: {
          oldPassword: 'Old-Secret-Pw',
          newPassword: 'New-Secret-Pw',
          confirmPassword: 'New-Secret-Pw',
        },
      },
      { token, cookie: `session=${token}` },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const all = lines.join('\n');
    expect(all).toContain('"id":"req-login-1"');
    for (const secret of [
      'Sup3r-Secret-Pw',
      'Old-Secret-Pw',
      'New-Secret-Pw',
      token,
      'asha@example.com',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/authorization|cookie/i);
    const completed = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { id?: string } })
      .filter((entry) => entry.msg === 'request completed');
    expect(completed.map((entry) => entry.req?.id)).toContain('req-login-1');
  });

  it('at info, write a line for a refused or failed request and none for an answered one', async () => {
    const { logger, lines } = memoryLogger('info');
    gateway = await gatewayForTest({ logger });
    const answered = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-answered-1' },
      body: JSON.stringify({ query: '{ paymentConfig { keyId } }' }),
    });
    expect(answered.status).toBe(200);
    const refused = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-refused-1' },
      body: '{"query": ',
    });
    expect(refused.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const completed = lines
      .map((line) => JSON.parse(line) as { msg?: string; level?: number; req?: { id?: string } })
      .filter((entry) => entry.msg === 'request completed' || entry.msg === 'request errored');
    expect(completed.map((entry) => [entry.req?.id, entry.level])).toEqual([['req-refused-1', 40]]);
  });
});
