/**
 * What every GatewayStore must do, as one suite any implementation runs against itself
 * (the embedded SQLite store here; a shared one later) with a clock the suite moves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayStore, SessionRecord } from '../store.ts';

type StoreFactory = (now: () => number) => Promise<GatewayStore> | GatewayStore;

const T0 = Date.parse('2026-11-22T06:30:00Z');

function session(id: string, customerId: string, at: number): SessionRecord {
  return {
    id,
    customerId,
    createdAtMs: at,
    lastSeenAtMs: at,
    idleExpiresAtMs: at + 60_000,
    expiresAtMs: at + 600_000,
  };
}

export function describeGatewayStore(name: string, make: StoreFactory): void {
  describe(`${name}: the GatewayStore contract`, () => {
    let store: GatewayStore | undefined;
    let now = T0;
    const open = async () => {
      now = T0;
      store = await make(() => now);
      return store;
    };
    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    it('sets a key only when absent, until it expires', async () => {
      const s = await open();
      expect(await s.setIfAbsent('webhook:evt_1', 'seen', 1000)).toBe(true);
      expect(await s.setIfAbsent('webhook:evt_1', 'again', 1000)).toBe(false);
      expect(await s.get('webhook:evt_1')).toBe('seen');
      now = T0 + 1000;
      expect(await s.get('webhook:evt_1')).toBeNull();
      expect(await s.setIfAbsent('webhook:evt_1', 'later', 1000)).toBe(true);
      expect(await s.get('webhook:evt_1')).toBe('later');
      expect(await s.delete('webhook:evt_1')).toBe(true);
      expect(await s.delete('webhook:evt_1')).toBe(false);
      expect(await s.get('missing')).toBeNull();
    });

    it('replaces a key with set, and deletes a key only while it holds a given value', async () => {
      const s = await open();
      await s.set('cache:courses', 'v1', 1000);
      await s.set('cache:courses', 'v2', 2000);
      expect(await s.get('cache:courses')).toBe('v2');
      now = T0 + 1999;
      expect(await s.get('cache:courses')).toBe('v2');
      now = T0 + 2000;
      expect(await s.get('cache:courses')).toBeNull();

      expect(await s.setIfAbsent('lock:sweep', 'holder-a', 5000)).toBe(true);
      expect(await s.deleteIfValue('lock:sweep', 'holder-b')).toBe(false);
      expect(await s.get('lock:sweep')).toBe('holder-a');
      expect(await s.deleteIfValue('lock:sweep', 'holder-a')).toBe(true);
      expect(await s.get('lock:sweep')).toBeNull();
      // Lapsed: a late release by the old holder finds nothing of theirs.
      expect(await s.setIfAbsent('lock:sweep', 'holder-a', 10)).toBe(true);
      now += 10;
      expect(await s.deleteIfValue('lock:sweep', 'holder-a')).toBe(false);
    });

    it('keeps map fields apart, each until it expires or is removed', async () => {
      const s = await open();
      await s.mapSet('pending:7', 'order_A', 'a', 1000);
      await s.mapSet('pending:7', 'order_B', 'b', 5000);
      await s.mapSet('pending:8', 'order_C', 'c', 5000);
      expect(await s.mapEntries('pending:7')).toEqual({ order_A: 'a', order_B: 'b' });
      now = T0 + 1000;
      expect(await s.mapEntries('pending:7')).toEqual({ order_B: 'b' });
      await s.mapSet('pending:7', 'order_B', 'b2', 5000);
      await s.mapDelete('pending:8', 'order_C');
      expect(await s.mapEntries('pending:7')).toEqual({ order_B: 'b2' });
      expect(await s.mapEntries('pending:8')).toEqual({});
      expect(await s.mapEntries('missing')).toEqual({});
    });

    it('answers a ping', async () => {
      const s = await open();
      await expect(s.ping()).resolves.toBeUndefined();
    });

    it('counts within a window that starts at the first increment', async () => {
      const s = await open();
      expect(await s.increment('limit:a', 1, 60_000)).toEqual({
        value: 1,
        expiresAtMs: T0 + 60_000,
      });
      now = T0 + 30_000;
      expect(await s.increment('limit:a', 2, 60_000)).toEqual({
        value: 3,
        expiresAtMs: T0 + 60_000,
      });
      expect(await s.counter('limit:a')).toEqual({ value: 3, expiresAtMs: T0 + 60_000 });
      // resetTtl gives the counter a new life from now.
      expect(await s.increment('limit:a', 1, 60_000, true)).toEqual({
        value: 4,
        expiresAtMs: T0 + 90_000,
      });
      now = T0 + 90_000;
      expect(await s.counter('limit:a')).toBeNull();
      expect(await s.increment('limit:a', 1, 60_000)).toEqual({
        value: 1,
        expiresAtMs: T0 + 150_000,
      });
      expect(await s.delete('limit:a')).toBe(true);
      expect(await s.counter('limit:a')).toBeNull();
    });

    it('counts every one of many increments at once', async () => {
      const s = await open();
      await Promise.all(Array.from({ length: 50 }, () => s.increment('limit:b', 1, 60_000)));
      expect((await s.counter('limit:b'))?.value).toBe(50);
    });

    it('keeps a session until it is ended or either expiry passes', async () => {
      const s = await open();
      await s.createSession(session('s1', '7', T0));
      expect(await s.findSession('s1')).toEqual(session('s1', '7', T0));
      now = T0 + 59_999;
      await s.touchSession('s1', now, now + 60_000);
      now = T0 + 100_000;
      expect(await s.findSession('s1')).toMatchObject({
        lastSeenAtMs: T0 + 59_999,
        idleExpiresAtMs: T0 + 119_999,
      });
      now = T0 + 119_999;
      expect(await s.findSession('s1')).toBeNull();

      await s.createSession(session('s2', '7', now));
      // A touch never pushes the idle end past the absolute one.
      await s.touchSession('s2', now, now + 10_000_000);
      now += 600_000;
      expect(await s.findSession('s2')).toBeNull();

      await s.createSession(session('s3', '7', now));
      expect(await s.endSession('s3')).toBe(true);
      expect(await s.endSession('s3')).toBe(false);
      expect(await s.findSession('s3')).toBeNull();
    });

    it("ends all of a customer's sessions, or all but one, and no one else's", async () => {
      const s = await open();
      for (const [id, customer] of [
        ['a1', '7'],
        ['a2', '7'],
        ['a3', '7'],
        ['b1', '8'],
      ] as const) {
        await s.createSession(session(id, customer, T0));
      }
      expect((await s.endCustomerSessions('7', 'a1')).sort()).toEqual(['a2', 'a3']);
      expect(await s.findSession('a1')).not.toBeNull();
      expect(await s.endCustomerSessions('7')).toEqual(['a1']);
      expect(await s.endCustomerSessions('7')).toEqual([]);
      expect(await s.findSession('b1')).not.toBeNull();
    });
  });
}
