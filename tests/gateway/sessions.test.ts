/**
 * Sessions the server can end: logout, a password change and "sign out everywhere" end
 * tokens at once, for the cookie and the Bearer header alike; sessions survive a restart
 * and are shared by gateways on one store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_CHECK_MS } from '../../gateway/sessions/session.ts';
import { TEST_NOW, envelope, mockProvider, startGateway, testConfig } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

const running: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((gateway) => gateway.stop()));
});

const ME = '{ me { id } }';
const LOGIN =
  'mutation { login(input: { username: "asha@example.com", password: "right-pass-1" }) { token } }';
const CHANGE_PASSWORD =
  'mutation { changePassword(input: { oldPassword: "right-pass-1", newPassword: "new-pass-22", confirmPassword: "new-pass-22" }) { ok message } }';

/** A provider that signs Asha (customer 7) in and answers her profile and password change. */
function ashaProvider() {
  const provider = mockProvider();
  provider.answer(
    'customer/login',
    envelope('200', 'Login successful.', {
      c_id: '7',
      name: 'Asha',
      email: 'asha@example.com',
      mobile: '9876500011',
    }),
    { persist: true },
  );
  provider.answer(
    'customer/get_customer',
    envelope('200', 'ok', { c_id: '7', name: 'Asha', email: 'asha@example.com', mobile: '1' }),
    { persist: true },
  );
  provider.answer('customer/change_pass', envelope('200', 'Password changed successfully.'), {
    persist: true,
  });
  return provider;
}

async function gatewayWith(options: Parameters<typeof startGateway>[0] = {}) {
  const gateway = await startGateway({ dispatcher: ashaProvider().agent, ...options });
  running.push(gateway);
  return gateway;
}

async function signIn(gateway: TestGateway): Promise<string> {
  const { body } = await gateway.gql(LOGIN);
  const token = (body.data?.login as { token: string } | undefined)?.token;
  if (!token) throw new Error(`no token: ${JSON.stringify(body)}`);
  return token;
}

/** Who the gateway thinks a token is, by Bearer and by cookie. */
async function seenAs(gateway: TestGateway, token: string) {
  const bearer = await gateway.gql(ME, {}, { token });
  const cookie = await gateway.gql(ME, {}, { cookie: `session=${token}` });
  return {
    bearer:
      bearer.body.errors?.[0]?.extensions?.code ?? (bearer.body.data?.me as { id: string }).id,
    cookie: (cookie.body.data?.me as { id: string } | null)?.id ?? null,
    cookieCleared: /^session=;/.test(cookie.headers.get('set-cookie') ?? ''),
  };
}

const SIGNED_IN = { bearer: '7', cookie: '7', cookieCleared: false };
const SIGNED_OUT = { bearer: 'UNAUTHENTICATED', cookie: null, cookieCleared: true };

describe('logout', () => {
  it('ends the session for the cookie and the Bearer header, in the very next request', async () => {
    const gateway = await gatewayWith();
    const token = await signIn(gateway);
    expect(await seenAs(gateway, token)).toEqual(SIGNED_IN);
    const logout = await gateway.gql('mutation { logout }', {}, { cookie: `session=${token}` });
    expect(logout.body).toEqual({ data: { logout: true } });
    expect(await seenAs(gateway, token)).toEqual(SIGNED_OUT);
  });

  it('by Bearer ends it too, and leaves the customer’s other sessions alone', async () => {
    const gateway = await gatewayWith();
    const phone = await signIn(gateway);
    const laptop = await signIn(gateway);
    expect((await gateway.gql('mutation { logout }', {}, { token: phone })).body).toEqual({
      data: { logout: true },
    });
    expect(await seenAs(gateway, phone)).toEqual(SIGNED_OUT);
    expect(await seenAs(gateway, laptop)).toEqual(SIGNED_IN);
  });

  it('two sign-ins in the same instant get different tokens', async () => {
    const gateway = await gatewayWith({ now: () => TEST_NOW });
    const [first, second] = await Promise.all([signIn(gateway), signIn(gateway)]);
    expect(first).not.toBe(second);
    await gateway.gql('mutation { logout }', {}, { token: first });
    expect(await seenAs(gateway, second)).toEqual(SIGNED_IN);
  });
});

describe('changing the password', () => {
  it('ends every other session of the account and keeps the one that changed it', async () => {
    const gateway = await gatewayWith();
    const thief = await signIn(gateway);
    const owner = await signIn(gateway);
    const changed = await gateway.gql(CHANGE_PASSWORD, {}, { token: owner });
    expect(changed.body).toEqual({
      data: { changePassword: { ok: true, message: 'Password changed successfully.' } },
    });
    expect(await seenAs(gateway, thief)).toEqual(SIGNED_OUT);
    expect(await seenAs(gateway, owner)).toEqual(SIGNED_IN);
  });

  it('a refused change (wrong old password) ends nothing', async () => {
    const provider = mockProvider();
    provider.answer(
      'customer/login',
      envelope('200', 'ok', { c_id: '7', name: 'Asha', email: 'a@b.co', mobile: '1' }),
      { persist: true },
    );
    provider.answer('customer/get_customer', envelope('200', 'ok', { c_id: '7', name: 'Asha' }), {
      persist: true,
    });
    provider.answer('customer/change_pass', envelope('400', 'Old password is incorrect.'));
    const gateway = await startGateway({ dispatcher: provider.agent });
    running.push(gateway);
    const other = await signIn(gateway);
    const current = await signIn(gateway);
    const { body } = await gateway.gql(CHANGE_PASSWORD, {}, { token: current });
    expect(body.errors?.[0]?.message).toBe('Old password is incorrect.');
    expect(await seenAs(gateway, other)).toEqual(SIGNED_IN);
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the customer, this one included, and says how many', async () => {
    const gateway = await gatewayWith();
    const sessions = [await signIn(gateway), await signIn(gateway), await signIn(gateway)];
    const [current = ''] = sessions;
    const answer = await gateway.gql(
      'mutation { logoutEverywhere }',
      {},
      { cookie: `session=${current}` },
    );
    expect(answer.body).toEqual({ data: { logoutEverywhere: 3 } });
    expect(answer.headers.get('set-cookie')).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    for (const token of sessions) expect(await seenAs(gateway, token)).toEqual(SIGNED_OUT);
    // Signing in again works as before.
    expect(await seenAs(gateway, await signIn(gateway))).toEqual(SIGNED_IN);
  });

  it('needs a session', async () => {
    const gateway = await gatewayWith();
    const { body } = await gateway.gql('mutation { logoutEverywhere }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'Please sign in to continue.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('the session store', () => {
  it('keeps sessions, and their ends, across a restart', async () => {
    const config = testConfig();
    const first = await gatewayWith({ config });
    const kept = await signIn(first);
    const ended = await signIn(first);
    await first.gql('mutation { logout }', {}, { token: ended });
    await first.stop();
    running.splice(running.indexOf(first), 1);

    const second = await gatewayWith({ config });
    expect(await seenAs(second, kept)).toEqual(SIGNED_IN);
    expect(await seenAs(second, ended)).toEqual(SIGNED_OUT);
  });

  it('is shared by two gateways: one ends a session, the other refuses it within LIVE_CHECK_MS', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-shared-'));
    let now = TEST_NOW.getTime();
    const clock = () => new Date(now);
    const a = await gatewayWith({ config: testConfig({ DATA_DIR: dataDir }), now: clock });
    const b = await gatewayWith({ config: testConfig({ DATA_DIR: dataDir }), now: clock });
    const token = await signIn(a);
    expect(await seenAs(b, token)).toEqual(SIGNED_IN);
    await a.gql('mutation { logout }', {}, { token });
    expect(await seenAs(a, token)).toEqual(SIGNED_OUT);
    now += LIVE_CHECK_MS + 1;
    expect(await seenAs(b, token)).toEqual(SIGNED_OUT);
  });

  it('ends a session left idle for SESSION_IDLE_TTL_S and any at SESSION_TTL_S', async () => {
    let now = TEST_NOW.getTime();
    const gateway = await gatewayWith({
      env: { SESSION_IDLE_TTL_S: '3600', SESSION_TTL_S: '10800' },
      now: () => new Date(now),
    });
    const idle = await signIn(gateway);
    const busy = await signIn(gateway);
    const login = await gateway.gql(LOGIN);
    // The cookie lives as long as the session can.
    expect(login.headers.get('set-cookie')).toMatch(/Max-Age=10800;/);
    for (let minutes = 50; minutes <= 150; minutes += 50) {
      now = TEST_NOW.getTime() + minutes * 60_000;
      expect(await seenAs(gateway, busy), `${minutes} min`).toEqual(SIGNED_IN);
    }
    expect(await seenAs(gateway, idle)).toEqual(SIGNED_OUT);
    now = TEST_NOW.getTime() + 10_800_000;
    expect(await seenAs(gateway, busy)).toEqual(SIGNED_OUT);
  });
});
