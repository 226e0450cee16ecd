import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../rate-limit.ts';

describe('RateLimiter', () => {
  it('allows N attempts per key per sliding minute', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 3, now: () => now });
    expect([1, 2, 3].map(() => limiter.attempt('login|1.2.3.4').allowed)).toEqual([
      true,
      true,
      true,
    ]);
    now = 10_000;
    expect(limiter.attempt('login|1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Other operations and other addresses have their own allowance.
    expect(limiter.attempt('register|1.2.3.4').allowed).toBe(true);
    expect(limiter.attempt('login|5.6.7.8').allowed).toBe(true);
    now = 60_001;
    expect(limiter.attempt('login|1.2.3.4').allowed).toBe(true);
  });

  it('is off at 0', () => {
    const limiter = new RateLimiter({ limit: 0, now: () => 0 });
    for (let i = 0; i < 100; i += 1) expect(limiter.attempt('k').allowed).toBe(true);
    expect(limiter.trackedKeys).toBe(0);
  });

  it('keeps its memory bounded', () => {
    const limiter = new RateLimiter({ limit: 5, now: () => 0, maxKeys: 100 });
    for (let i = 0; i < 1000; i += 1)
      limiter.attempt(`login|10.0.${Math.floor(i / 256)}.${i % 256}`);
    expect(limiter.trackedKeys).toBe(100);
  });
});
