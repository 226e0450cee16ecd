/**
 * Confirming a captured payment with the academy. The checkout has taken the money, so an
 * answer that says nothing about the payment (the network, PROVIDER_UNAVAILABLE, a limit, an
 * unexpected error) is never a failure: the page asks again with growing pauses, and looks
 * whether the course has meanwhile become the student's (the gateway's webhook records the
 * payment on its own). Only a refusal about the payment itself is a failed payment; a
 * payment the academy gave back (the course was owned already, the quote had expired or its
 * price changed) is an answer of its own, with the gateway's words for the student.
 */
import { CombinedGraphQLErrors } from '@apollo/client';
import { isSessionEnded } from '@/lib/apollo.ts';

/** What recordPayment answered: recorded, or refunded (the message says why). */
export type RecordAnswer =
  { refunded: false } | { refunded: true; message: string; alreadyOwned: boolean };

export type ConfirmOutcome =
  /** The payment is recorded: the course is the student's. */
  | { kind: 'recorded' }
  /** The payment was refunded instead of recorded. */
  | { kind: 'refunded'; message: string; alreadyOwned: boolean }
  /** The gateway refused the payment itself (it could not be verified). */
  | { kind: 'refused'; error: unknown }
  /** The session ended: the student signs in again (the payment is recorded meanwhile). */
  | { kind: 'signed-out' }
  /** Not confirmed after every try: the course will appear in My Courses shortly. */
  | { kind: 'pending' };

/** Whether an order's status says it is paid ("Success", in any case). */
export function isPaidStatus(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'success';
}

/** Pauses between tries: about 20 seconds in all before the page says "shortly". */
const CONFIRM_RETRY_DELAYS_MS = [1000, 2000, 3000, 5000, 8000] as const;

/** Codes that say nothing about the payment: ask again. */
const RETRYABLE_CODES = new Set([
  'PROVIDER_UNAVAILABLE',
  // The gateway's database away: the payment is kept by the webhook and the sweep.
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  'TOO_MANY_REQUESTS',
]);

function codesOf(error: unknown): string[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
}

/** Whether an error leaves the payment's fate unknown (a network error or a fault upstream). */
export function isRetryable(error: unknown): boolean {
  const codes = codesOf(error);
  // Not a GraphQL answer at all: the network or a proxy failed.
  if (codes === null) return true;
  return codes.every((code) => RETRYABLE_CODES.has(code));
}

export interface ConfirmSteps {
  /** Asks the gateway to record the payment (recordPayment). */
  record: () => Promise<RecordAnswer>;
  /** Whether the student now has a paid order for the course. */
  isOwned: () => Promise<boolean>;
  /** Called once, when the first try could not confirm the payment. */
  onRetrying: () => void;
  /** Waits `ms` (the page's timer); resolves early, false, when the page is left. */
  pause: (ms: number) => Promise<boolean>;
  delaysMs?: readonly number[];
}

export async function confirmPayment(steps: ConfirmSteps): Promise<ConfirmOutcome> {
  const delays = steps.delaysMs ?? CONFIRM_RETRY_DELAYS_MS;
  let retrying = false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await steps.record();
      if (!answer.refunded) return { kind: 'recorded' };
      return { kind: 'refunded', message: answer.message, alreadyOwned: answer.alreadyOwned };
    } catch (error) {
      if (isSessionEnded(error)) return { kind: 'signed-out' };
      if (!isRetryable(error)) return { kind: 'refused', error };
    }
    if (!retrying) {
      retrying = true;
      steps.onRetrying();
    }
    try {
      if (await steps.isOwned()) return { kind: 'recorded' };
    } catch {
      // The same outage, most likely: the next try asks again.
    }
    const delay = delays[attempt];
    if (delay === undefined || !(await steps.pause(delay))) return { kind: 'pending' };
  }
}
