import { describe, expect, it } from 'vitest';
import { SqliteStore } from '../../store/sqlite-store.ts';
import { ClaimBusyError, StoreCheckoutState, underClaim } from '../state.ts';

function clocked() {
  let now = 1_000;
  const state = new StoreCheckoutState(new SqliteStore({ dataDir: ':memory:', now: () => now }));
  return { state, advance: (ms: number) => (now += ms) };
}

describe('StoreCheckoutState', () => {
  it('gives a claim to the first caller only, until it lapses or is released', async () => {
    const { state, advance } = clocked();
    expect(await state.claim('payment:pay_1', 100)).toBe(true);
    expect(await state.claim('payment:pay_1', 100)).toBe(false);
    expect(await state.claim('payment:pay_2', 100)).toBe(true);
    advance(101);
    expect(await state.claim('payment:pay_1', 100)).toBe(true);
    await state.release('payment:pay_1');
    expect(await state.claim('payment:pay_1', 100)).toBe(true);
  });

  it('gives a hold to its first holder, names it to everyone else, until it lapses', async () => {
    const { state, advance } = clocked();
    expect(await state.holder('course:7:1')).toBeNull();
    expect(await state.hold('course:7:1', 'pay_First', 100)).toBe('pay_First');
    expect(await state.hold('course:7:1', 'pay_Second', 100)).toBe('pay_First');
    expect(await state.hold('course:7:1', 'pay_First', 100)).toBe('pay_First');
    expect(await state.holder('course:7:1')).toBe('pay_First');
    advance(101);
    expect(await state.hold('course:7:1', 'pay_Second', 100)).toBe('pay_Second');
  });

  it('keeps a note for its time', async () => {
    const { state, advance } = clocked();
    await state.note('refund:pay_1', '{"reason":"ALREADY_OWNED"}', 100);
    expect(await state.noted('refund:pay_1')).toBe('{"reason":"ALREADY_OWNED"}');
    expect(await state.noted('refund:pay_2')).toBeNull();
    advance(101);
    expect(await state.noted('refund:pay_1')).toBeNull();
  });

  it('lets one holder have a lock; only that holder releases it', async () => {
    const { state, advance } = clocked();
    const first = await state.lock('sweep', 1000);
    expect(first).not.toBeNull();
    expect(await state.lock('sweep', 1000)).toBeNull();
    await state.unlock({ name: 'sweep', token: 'someone-else' });
    expect(await state.lock('sweep', 1000)).toBeNull();
    advance(1001);
    // Lapsed: a new holder takes it, and the old holder's late unlock leaves it alone.
    const second = await state.lock('sweep', 1000);
    expect(second).not.toBeNull();
    if (first) await state.unlock(first);
    expect(await state.lock('sweep', 1000)).toBeNull();
    if (second) await state.unlock(second);
    expect(await state.lock('sweep', 1000)).not.toBeNull();
  });
});

describe('underClaim', () => {
  const times = { busyMs: 100, doneMs: 10_000 };

  it('runs the work once and keeps the key taken for the done time', async () => {
    const { state, advance } = clocked();
    let runs = 0;
    const work = async () => ({ done: true, value: (runs += 1) });
    expect(await underClaim(state, 'k', times, work)).toBe(1);
    advance(5_000);
    expect(await underClaim(state, 'k', times, work)).toBeNull();
    advance(5_001);
    expect(await underClaim(state, 'k', times, work)).toBe(2);
  });

  it('frees the key when the work throws or is not done, so it can run again', async () => {
    const { state } = clocked();
    await expect(
      underClaim(state, 'k', times, () => Promise.reject(new Error('upstream down'))),
    ).rejects.toThrow('upstream down');
    expect(await underClaim(state, 'k', times, async () => ({ done: false, value: 'later' }))).toBe(
      'later',
    );
    expect(await underClaim(state, 'k', times, async () => ({ done: true, value: 'now' }))).toBe(
      'now',
    );
  });

  it('skips the work at once while another attempt holds the key, when told not to wait', async () => {
    const { state } = clocked();
    let release: () => void = () => undefined;
    const slow = underClaim(state, 'k', times, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { done: true, value: 'first' };
    });
    expect(
      await underClaim(state, 'k', times, async () => ({ done: true, value: 'second' })),
    ).toBeNull();
    release();
    expect(await slow).toBe('first');
  });

  it('waits for another attempt: skipped once it is done, run here when it gave up', async () => {
    const { state } = clocked();
    const waiting = { ...times, waitMs: 2000 };
    let finish: (done: boolean) => void = () => undefined;
    const holder = () =>
      underClaim(state, 'k', times, async () => {
        const done = await new Promise<boolean>((resolve) => (finish = resolve));
        return { done, value: 'holder' };
      });

    const first = holder();
    const second = underClaim(state, 'k', waiting, async () => ({ done: true, value: 'second' }));
    setTimeout(() => finish(true), 120);
    expect(await first).toBe('holder');
    expect(await second).toBeNull();

    const { state: other } = clocked();
    const gaveUp = underClaim(other, 'k', times, async () => {
      await new Promise((resolve) => setTimeout(resolve, 120));
      return { done: false, value: 'not yet' };
    });
    const third = underClaim(other, 'k', waiting, async () => ({ done: true, value: 'third' }));
    expect(await gaveUp).toBe('not yet');
    expect(await third).toBe('third');
    expect(await other.status('k')).toBe('done');
  });

  it('says the key is busy when the other attempt outlasts the wait', async () => {
    const { state } = clocked();
    expect(await state.claim('k', 60_000)).toBe(true);
    const started = performance.now();
    await expect(
      underClaim(state, 'k', { ...times, waitMs: 200 }, async () => ({ done: true, value: 'x' })),
    ).rejects.toBeInstanceOf(ClaimBusyError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(await state.status('k')).toBe('busy');
  });
});
