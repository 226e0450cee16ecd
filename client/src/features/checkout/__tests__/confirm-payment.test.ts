import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { confirmPayment, isRetryable } from '../confirm-payment.ts';
import type { ConfirmSteps, RecordAnswer } from '../confirm-payment.ts';

const answer = (code: string, message = 'An answer.') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

/**
 * Steps whose record() fails with each given error in turn, then answers `reply` (recorded
 * unless given); and what happened.
 */
function steps(
  failures: unknown[],
  owned: boolean[] = [],
  reply: RecordAnswer = { refunded: false },
) {
  const seen = { pauses: [] as number[], retrying: 0, records: 0 };
  const failing = [...failures];
  const ownership = [...owned];
  const run: ConfirmSteps = {
    record: () => {
      seen.records += 1;
      const failure = failing.shift();
      return failure === undefined ? Promise.resolve(reply) : Promise.reject(failure);
    },
    isOwned: () => Promise.resolve(ownership.shift() ?? false),
    onRetrying: () => {
      seen.retrying += 1;
    },
    pause: (ms) => {
      seen.pauses.push(ms);
      return Promise.resolve(true);
    },
  };
  return { run, seen };
}

describe('isRetryable', () => {
  it('treats network failures and upstream faults as unknown, refusals as answers', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(answer('PROVIDER_UNAVAILABLE'))).toBe(true);
    expect(isRetryable(answer('SERVICE_UNAVAILABLE'))).toBe(true);
    expect(isRetryable(answer('INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(isRetryable(answer('TOO_MANY_REQUESTS'))).toBe(true);
    expect(isRetryable(answer('BAD_USER_INPUT'))).toBe(false);
    expect(isRetryable(answer('PROVIDER_REJECTED'))).toBe(false);
    expect(isRetryable(answer('NOT_FOUND'))).toBe(false);
  });
});

describe('confirmPayment', () => {
  it('is recorded at once when the gateway records it', async () => {
    const { run, seen } = steps([]);
    expect(await confirmPayment(run)).toEqual({ kind: 'recorded' });
    expect(seen.retrying).toBe(0);
    expect(seen.pauses).toEqual([]);
  });

  it('asks again through an outage, with growing pauses, until it is recorded', async () => {
    const outage = answer('PROVIDER_UNAVAILABLE');
    const { run, seen } = steps([new TypeError('Failed to fetch'), outage, outage]);
    expect(await confirmPayment(run)).toEqual({ kind: 'recorded' });
    expect(seen.records).toBe(4);
    expect(seen.retrying).toBe(1);
    expect(seen.pauses).toEqual([1000, 2000, 3000]);
  });

  it('stops asking once the course is the student’s (recorded by the webhook)', async () => {
    const outage = answer('PROVIDER_UNAVAILABLE');
    const { run, seen } = steps([outage, outage, outage], [false, true]);
    expect(await confirmPayment(run)).toEqual({ kind: 'recorded' });
    expect(seen.records).toBe(2);
    expect(seen.pauses).toEqual([1000]);
  });

  it('says "shortly" after the last try, never "failed"', async () => {
    const outage = answer('PROVIDER_UNAVAILABLE');
    const { run, seen } = steps(Array.from({ length: 10 }, () => outage));
    expect(await confirmPayment(run)).toEqual({ kind: 'pending' });
    expect(seen.records).toBe(6);
    expect(seen.pauses).toEqual([1000, 2000, 3000, 5000, 8000]);
  });

  it('passes on a refund, with the words the gateway gave for it, and never asks again', async () => {
    const message =
      'You already own this course, so this payment of ₹3,999 has been refunded. It reaches your account in 5-7 working days.';
    const { run, seen } = steps([answer('PROVIDER_UNAVAILABLE')], [false], {
      refunded: true,
      message,
      alreadyOwned: true,
    });
    expect(await confirmPayment(run)).toEqual({ kind: 'refunded', message, alreadyOwned: true });
    expect(seen.records).toBe(2);
  });

  it('is a failure only when the payment itself is refused', async () => {
    const refusal = answer('BAD_USER_INPUT', 'The payment could not be verified.');
    const { run } = steps([answer('PROVIDER_UNAVAILABLE'), refusal]);
    expect(await confirmPayment(run)).toEqual({ kind: 'refused', error: refusal });
  });

  it('hands over to sign-in when the session ended', async () => {
    expect(await confirmPayment(steps([answer('UNAUTHENTICATED')]).run)).toEqual({
      kind: 'signed-out',
    });
  });

  it('stops when the page is left', async () => {
    const { run } = steps([answer('PROVIDER_UNAVAILABLE'), answer('PROVIDER_UNAVAILABLE')]);
    expect(await confirmPayment({ ...run, pause: () => Promise.resolve(false) })).toEqual({
      kind: 'pending',
    });
  });
});
