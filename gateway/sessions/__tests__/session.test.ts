import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { SqliteStore } from '../../store/sqlite-store.ts';
import { StoreUnavailableError } from '../../errors.ts';
import { LIVE_CHECK_MS, SessionKeys, Sessions, resolveSessionSecret } from '../session.ts';

const secret = 'a-session-secret-for-these-unit-tests-000';
const now = new Date('2026-11-22T06:30:00Z');
const HOUR = 3_600_000;
const asha = { customerId: '7', name: 'Asha' };

describe('SessionKeys', () => {
  const session = { ...asha, sessionId: 'sess-1' };
  const week = new Date(now.getTime() + 7 * 24 * HOUR);

  it('signs a token naming its session that verifies until it expires', async () => {
    const keys = new SessionKeys(secret);
    const token = await keys.sign(session, now, week);
    expect(await keys.verify(token, now)).toEqual({
      customerId: '7',
      name: 'Asha',
      sessionId: 'sess-1',
      expiresAtMs: week.getTime(),
    });
    expect(await keys.verify(token, new Date(week.getTime() - 1000))).not.toBeNull();
    expect(await keys.verify(token, week)).toBeNull();
    // Remembered only until it expires: still refused after a cached success.
    expect(await keys.verify(token, now)).not.toBeNull();
    expect(await keys.verify(token, new Date(week.getTime() + 1000))).toBeNull();
  });

  it('rejects tampered tokens, other keys, other algorithms and tokens without a session', async () => {
    const keys = new SessionKeys(secret);
    const token = await keys.sign(session, now, week);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '8',
      }),
    ).toString('base64url');
    expect(await keys.verify(`${header}.${forgedPayload}.${signature}`, now)).toBeNull();
    const other = await new SessionKeys('another-secret-of-enough-length-1234567').sign(
      session,
      now,
      week,
    );
    expect(await keys.verify(other, now)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await keys.verify(unsigned, now)).toBeNull();
    const sessionless = await new SignJWT({ name: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('academy-gateway')
      .setAudience('academy-site')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await keys.verify(sessionless, new Date())).toBeNull();
    expect(await keys.verify('not-a-token', now)).toBeNull();
  });
});

describe('Sessions', () => {
  function sessionsAt(
    clock: { at: number },
    lifetimes = { idleMs: 24 * HOUR, absoluteMs: 72 * HOUR },
    shared?: { store: SqliteStore; local: SqliteStore },
  ) {
    // `store` stands for the shared one (Redis), `local` for the machine's own file.
    const store = shared?.store ?? new SqliteStore({ dataDir: ':memory:', now: () => clock.at });
    const local = shared?.local ?? new SqliteStore({ dataDir: ':memory:', now: () => clock.at });
    const sessions = new Sessions({
      store,
      local,
      keys: new SessionKeys(secret),
      lifetimes,
      now: () => new Date(clock.at),
    });
    return { store, local, sessions };
  }

  it('gives two sign-ins in the same instant different tokens and sessions', async () => {
    const { sessions } = sessionsAt({ at: now.getTime() });
    const first = await sessions.start(asha);
    const second = await sessions.start(asha);
    expect(first.token).not.toBe(second.token);
    expect(first.session.sessionId).not.toBe(second.session.sessionId);
    expect(first.session.sessionId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await sessions.check(first.token)).toEqual({
      ...asha,
      sessionId: first.session.sessionId,
    });
  });

  it('a sign-out while the store is away is refused here at once and ended there when it answers', async () => {
    const clock = { at: now.getTime() };
    const { store, sessions } = sessionsAt(clock);
    const phone = await sessions.start(asha);
    const away = new StoreUnavailableError('redis', new Error('connection refused'));
    const endSession = vi.spyOn(store, 'endSession').mockRejectedValueOnce(away);
    await sessions.end(phone.session.sessionId);
    // Still live in the store, but this gateway refuses it.
    expect(await store.findSession(phone.session.sessionId)).not.toBeNull();
    expect(await sessions.check(phone.token)).toBeNull();
    await vi.waitFor(
      async () => expect(await store.findSession(phone.session.sessionId)).toBeNull(),
      { timeout: 3000, interval: 50 },
    );
    expect(endSession).toHaveBeenCalledTimes(2);
    sessions.close();
  });

  it('a sign-out owed to an away store survives a restart and is paid when it answers', async () => {
    const clock = { at: now.getTime() };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'owed-sign-outs-'));
    const shared = new SqliteStore({ dataDir: ':memory:', now: () => clock.at });
    const before = sessionsAt(clock, undefined, {
      store: shared,
      local: new SqliteStore({ dataDir, now: () => clock.at }),
    });
    const phone = await before.sessions.start(asha);
    const away = new StoreUnavailableError('redis', new Error('connection refused'));
    const endSession = vi.spyOn(shared, 'endSession').mockRejectedValue(away);
    await before.sessions.end(phone.session.sessionId);
    // The process ends before the shared store answers again.
    before.sessions.close();
    await before.local.close();

    // Its successor, on the same machine, still owes it: refuses the token at once, and ends
    // the session in the shared store once that answers.
    const after = sessionsAt(clock, undefined, {
      store: shared,
      local: new SqliteStore({ dataDir, now: () => clock.at }),
    });
    await after.sessions.restoreOwedSignOuts();
    expect(await after.sessions.check(phone.token)).toBeNull();
    expect(await shared.findSession(phone.session.sessionId)).not.toBeNull();
    endSession.mockRestore();
    await vi.waitFor(
      async () => expect(await shared.findSession(phone.session.sessionId)).toBeNull(),
      { timeout: 3000, interval: 50 },
    );
    // Paid once: nothing is owed any more, here or after another restart.
    await vi.waitFor(
      async () => expect(await after.local.mapEntries('owed-sign-outs')).toEqual({}),
      { timeout: 3000, interval: 50 },
    );
    after.sessions.close();
    await after.local.close();
  });

  it('refuses a sign-out (try again) that can be recorded nowhere', async () => {
    const { store, local, sessions } = sessionsAt({ at: now.getTime() });
    const phone = await sessions.start(asha);
    const away = new StoreUnavailableError('redis', new Error('connection refused'));
    vi.spyOn(store, 'endSession').mockRejectedValue(away);
    vi.spyOn(local, 'mapSet').mockRejectedValue(new Error('disk full'));
    await expect(sessions.end(phone.session.sessionId)).rejects.toThrow('disk full');

    // With no store of its own beside the away one, the same: refused, never forgotten.
    const embedded = new SqliteStore({ dataDir: ':memory:', now: () => now.getTime() });
    const alone = new Sessions({
      store: embedded,
      keys: new SessionKeys(secret),
      lifetimes: { idleMs: HOUR, absoluteMs: 2 * HOUR },
      now: () => now,
    });
    const laptop = await alone.start(asha);
    vi.spyOn(embedded, 'endSession').mockRejectedValue(away);
    await expect(alone.end(laptop.session.sessionId)).rejects.toBe(away);
    sessions.close();
  });

  it('a check while the store is away is neither live nor ended: it says the store is away', async () => {
    const { store, sessions } = sessionsAt({ at: now.getTime() });
    const phone = await sessions.start(asha);
    vi.spyOn(store, 'findSession').mockRejectedValue(
      new StoreUnavailableError('redis', new Error('timed out')),
    );
    await expect(sessions.check(phone.token)).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('ends one session at once, leaving the others', async () => {
    const { sessions } = sessionsAt({ at: now.getTime() });
    const phone = await sessions.start(asha);
    const laptop = await sessions.start(asha);
    expect(await sessions.check(phone.token)).not.toBeNull();
    await sessions.end(phone.session.sessionId);
    expect(await sessions.check(phone.token)).toBeNull();
    expect(await sessions.check(laptop.token)).not.toBeNull();
  });

  it("ends all of a customer's sessions, or all but one, and no one else's", async () => {
    const { sessions } = sessionsAt({ at: now.getTime() });
    const [a1, a2, a3] = [
      await sessions.start(asha),
      await sessions.start(asha),
      await sessions.start(asha),
    ];
    const ravi = await sessions.start({ customerId: '8', name: 'Ravi' });
    for (const { token } of [a1, a2, a3, ravi]) expect(await sessions.check(token)).not.toBeNull();
    expect(await sessions.endAllOf('7', a1?.session.sessionId)).toBe(2);
    expect(await sessions.check(a1.token)).not.toBeNull();
    expect(await sessions.check(a2.token)).toBeNull();
    expect(await sessions.check(a3.token)).toBeNull();
    expect(await sessions.endAllOf('7')).toBe(1);
    expect(await sessions.check(a1.token)).toBeNull();
    expect(await sessions.check(ravi.token)).not.toBeNull();
  });

  it('ends a session left unused for the idle time, and keeps one in use', async () => {
    const clock = { at: now.getTime() };
    const { sessions } = sessionsAt(clock, { idleMs: 2 * HOUR, absoluteMs: 72 * HOUR });
    const used = await sessions.start(asha);
    const idle = await sessions.start(asha);
    // Used every 90 minutes for 6 hours: each use pushes its idle end forward.
    for (let step = 0; step < 4; step += 1) {
      clock.at += 90 * 60_000;
      expect(await sessions.check(used.token)).not.toBeNull();
    }
    expect(await sessions.check(idle.token)).toBeNull();
  });

  it('ends every session at its absolute lifetime, however much it is used', async () => {
    const clock = { at: now.getTime() };
    const { sessions } = sessionsAt(clock, { idleMs: 2 * HOUR, absoluteMs: 5 * HOUR });
    const busy = await sessions.start(asha);
    // In use every 58 minutes up to 4 h 50 min: never idle for long.
    for (let step = 0; step < 5; step += 1) {
      clock.at += 58 * 60_000;
      expect(await sessions.check(busy.token)).not.toBeNull();
    }
    clock.at = now.getTime() + 5 * HOUR;
    expect(await sessions.check(busy.token)).toBeNull();
  });

  it('survives a restart: a new process on the same file knows the session, and its end', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-sessions-'));
    const clock = { at: now.getTime() };
    const open = () =>
      new Sessions({
        store: new SqliteStore({ dataDir: dir, now: () => clock.at }),
        keys: new SessionKeys(secret),
        lifetimes: { idleMs: 24 * HOUR, absoluteMs: 72 * HOUR },
        now: () => new Date(clock.at),
      });
    const before = open();
    const { token, session } = await before.start(asha);
    const after = open();
    expect(await after.check(token)).toEqual({ ...asha, sessionId: session.sessionId });
    await after.end(session.sessionId);
    // The first process learns of it within LIVE_CHECK_MS.
    clock.at += LIVE_CHECK_MS + 1;
    expect(await before.check(token)).toBeNull();
  });
});

describe('resolveSessionSecret', () => {
  it('prefers the configured secret', () => {
    expect(resolveSessionSecret(secret, '/nonexistent')).toBe(secret);
  });

  it('generates one secret into DATA_DIR with mode 600 and reuses it', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'gateway-secret-')), 'data');
    const first = resolveSessionSecret(null, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveSessionSecret(null, dir)).toBe(first);
  });

  it('refuses a secret file too short to be safe', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gateway-secret-'));
    writeFileSync(path.join(dir, 'session-secret'), 'short');
    expect(() => resolveSessionSecret(null, dir)).toThrow(/no usable session secret/);
  });
});
