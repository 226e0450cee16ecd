/**
 * The kinds of e-mail the gateway sends and what a cause puts in the outbox for each: its
 * key (one message per cause, whichever path or gateway reports it) and the template's input.
 * The templates are in gateway/mail/; the metrics' `kind` label takes its values from here.
 */
import type { OutboxMessage } from '../db/outbox.ts';

const MAIL_KINDS = ['receipt', 'unlock'] as const;
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
