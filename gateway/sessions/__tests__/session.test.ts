import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, SessionKeys, readCookie, resolveSessionSecret } from '../session.ts';

const secret = 'a-session-secret-for-these-unit-tests-000';
const now = new Date('2026-11-22T06:30:00Z');

describe('SessionKeys', () => {
  it('signs a token that verifies to the same identity for seven days', async () => {
    const keys = new SessionKeys(secret);
    const token = await keys.sign({ customerId: '7', name: 'Asha' }, now);
    expect(await keys.verify(token, now)).toEqual({ customerId: '7', name: 'Asha' });
    const almost = new Date(now.getTime() + (SESSION_TTL_SECONDS - 1) * 1000);
    expect(await keys.verify(token, almost)).not.toBeNull();
    const expired = new Date(now.getTime() + (SESSION_TTL_SECONDS + 1) * 1000);
    expect(await keys.verify(token, expired)).toBeNull();
  });

  it('remembers a verified token only until it expires, and only those exact bytes', async () => {
    const keys = new SessionKeys(secret);
    const token = await keys.sign({ customerId: '7', name: 'Asha' }, now);
    expect(await keys.verify(token, now)).toEqual({ customerId: '7', name: 'Asha' });
    const [header, payload, signature = ''] = token.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await keys.verify(`${header}.${payload}.${flipped}`, now)).toBeNull();
    const atExpiry = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    expect(await keys.verify(token, atExpiry)).toBeNull();
    expect(await keys.verify(token, now)).toEqual({ customerId: '7', name: 'Asha' });
  });

  it('rejects tampered tokens and tokens signed with another key or algorithm', async () => {
    const keys = new SessionKeys(secret);
    const token = await keys.sign({ customerId: '7', name: 'Asha' }, now);
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
        sub: '8',
      }),
    ).toString('base64url');
    expect(await keys.verify(`${header}.${forgedPayload}.${signature}`, now)).toBeNull();
    const other = await new SessionKeys('another-secret-of-enough-length-1234567').sign(
      { customerId: '7', name: 'Asha' },
      now,
    );
    expect(await keys.verify(other, now)).toBeNull();
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await keys.verify(unsigned, now)).toBeNull();
    const noAudience = await new SignJWT({ name: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await keys.verify(noAudience, new Date())).toBeNull();
    expect(await keys.verify('not-a-token', now)).toBeNull();
  });
});

describe('readCookie', () => {
  it('finds one cookie among several', () => {
    expect(readCookie('a=1; session=abc.def; b=2', 'session')).toBe('abc.def');
    expect(readCookie('xsession=1', 'session')).toBeUndefined();
    expect(readCookie(undefined, 'session')).toBeUndefined();
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
