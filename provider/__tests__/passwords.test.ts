import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../passwords.ts';

describe('password hashes', () => {
  it('are salted scrypt hashes that verify only the right password', async () => {
    const first = await hashPassword('demo12345');
    const second = await hashPassword('demo12345');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo12345');
    expect(await verifyPassword('demo12345', first)).toBe(true);
    expect(await verifyPassword('demo12345', second)).toBe(true);
    expect(await verifyPassword('demo1234', first)).toBe(false);
    expect(await verifyPassword('Demo12345', first)).toBe(false);
  });

  it('never verify against a missing or unreadable hash', async () => {
    expect(await verifyPassword('decoy-password-for-unknown-emails', undefined)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
