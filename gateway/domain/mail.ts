/**
 * The kinds of e-mail the gateway sends and what a cause puts in the outbox for each: its
 * key (one message per cause, whichever path or gateway reports it) and the template's input.
 * The templates are in gateway/mail/; the metrics' `kind` label takes its values from here.
 */
import type { OutboxMessage } from '../db/outbox.ts';

const MAIL_KINDS = [
  'receipt',
  'unlock',
  'password-reset',
  'sign-in-code',
  'password-changed',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (value: string): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value);

/** A recorded payment's receipt: the PDF is made when the message is sent. */
interface ReceiptMailInput {
  paymentId: string;
  customerId: string;
  courseId: string;
}

/** The receipt e-mail of a recorded payment: one per payment. */
export function receiptMail(input: ReceiptMailInput): OutboxMessage {
  return {
    key: `receipt:${input.paymentId}`,
    kind: 'receipt' satisfies MailKind,
    payload: { paymentId: input.paymentId, customerId: input.customerId, courseId: input.courseId },
  };
}

/** A week of an order that opened, and when its reminder may go (quiet hours aside). */
interface UnlockMailInput {
  orderId: string;
  customerId: string;
  courseId: string;
  week: number;
  /** The opening, or the end of the quiet hours it fell in (epoch ms, the gateway's clock). */
  notBefore: number;
}

/** The reminder that a week of an order is open: one per (order, week). */
export function unlockMail(input: UnlockMailInput): OutboxMessage {
  return {
    key: `unlock:${input.orderId}:${input.week}`,
    kind: 'unlock' satisfies MailKind,
    payload: {
      orderId: input.orderId,
      customerId: input.customerId,
      courseId: input.courseId,
      week: input.week,
    },
    notBefore: input.notBefore,
  };
}

/**
 * A reset link or a sign-in code asked for `email`, whether or not it has an account: the
 * request writes this one row either way, and the sender decides whether a message goes
 * (none for an address without an account), so the answer tells nobody who is registered.
 */
interface AccountRequestInput {
  /** Unique per request: the reset link or code it makes is kept under it. */
  requestId: string;
  email: string;
  /** The language the request was made in: the e-mail and the link speak it. */
  language: string;
}

export function passwordResetMail(input: AccountRequestInput): OutboxMessage {
  return {
    key: `password-reset:${input.requestId}`,
    kind: 'password-reset' satisfies MailKind,
    payload: { requestId: input.requestId, email: input.email, language: input.language },
  };
}

export function signInCodeMail(input: AccountRequestInput): OutboxMessage {
  return {
    key: `sign-in-code:${input.requestId}`,
    kind: 'sign-in-code' satisfies MailKind,
    payload: { requestId: input.requestId, email: input.email, language: input.language },
  };
}

/** "Your password was changed": one per reset (`cause` names it). */
export function passwordChangedMail(input: {
  cause: string;
  customerId: string;
  changedAtMs: number;
}): OutboxMessage {
  return {
    key: `password-changed:${input.cause}`,
    kind: 'password-changed' satisfies MailKind,
    payload: { customerId: input.customerId, changedAtMs: input.changedAtMs },
  };
}
